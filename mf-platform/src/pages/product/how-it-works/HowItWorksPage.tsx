import { ArrowRight, Gauge, ServerCog } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, CardTitle, CtaPanel, FadeIn, FeatureList, PageHero, Section } from '@site/ui';
import { ArchitectureDiagram } from './ArchitectureDiagram';
import {
  DIAGRAM_SECTION,
  GOVERNANCE_CARDS,
  GOVERNANCE_SECTION,
  HOW_HERO,
  LOOPS_SECTION,
  ON_PREM_PANEL,
  REMEDIATION_LOOP,
  RESPONSE_WORKFLOW,
  STAGES,
  STAGES_SECTION,
  type LoopStep,
} from './how-it-works.content';

function CanonicalSlosButton({ variant = 'outline' }: { variant?: 'outline' | 'secondary' }) {
  return (
    <Button to="/product/overview" variant={variant} size="lg">
      <Gauge aria-hidden="true" />
      {HOW_HERO.slosCta}
    </Button>
  );
}

function StepList({ label, steps, loop }: { label: string; steps: readonly LoopStep[]; loop?: boolean }) {
  return (
    <>
      <ol aria-label={label} className="relative space-y-4">
        {steps.map((step, index) => {
          const Icon = step.icon;
          return (
            <li key={step.title} className="relative flex items-start gap-4">
              {index < steps.length - 1 && <span aria-hidden="true" className="absolute top-11 bottom-[-1rem] left-5 w-px bg-border" />}
              <span className="relative flex size-10 shrink-0 items-center justify-center rounded-full border border-cyber-cyan/40 bg-background text-cyber-cyan">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div className="min-w-0 pt-1">
                <p className="font-semibold text-foreground">
                  <span className="mr-2 font-mono text-xs text-muted-foreground">{String(index + 1).padStart(2, '0')}</span>
                  {step.title}
                </p>
                <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {loop && <p className="mt-4 pl-14 font-mono text-xs text-safety-green">↺ A failed retest returns the ticket to its owner</p>}
    </>
  );
}

export function HowItWorksPage() {
  return (
    <>
      <PageHero
        badge={HOW_HERO.badge}
        title={HOW_HERO.title}
        subtitle={HOW_HERO.subtitle}
        actions={
          <>
            <Button to="/contact" size="lg">
              {HOW_HERO.pocCta}
              <ArrowRight aria-hidden="true" />
            </Button>
            <CanonicalSlosButton />
          </>
        }
      />

      <Section id="stages" eyebrow={STAGES_SECTION.eyebrow} title={STAGES_SECTION.title} description={STAGES_SECTION.description}>
        <ol aria-label="Pipeline stages" className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-5">
          {STAGES.map((stage, index) => {
            const Icon = stage.icon;
            return (
              <li key={stage.title}>
                <Card className="h-full">
                  <CardHeader>
                    <div className="flex items-center justify-between gap-2">
                      <span className="flex size-10 items-center justify-center rounded-lg bg-cyber-cyan/10 text-cyber-cyan">
                        <Icon aria-hidden="true" className="size-5" />
                      </span>
                      <span className="font-mono text-xs text-muted-foreground">Stage {index + 1}</span>
                    </div>
                    <CardTitle className="mt-3">{stage.title}</CardTitle>
                  </CardHeader>
                  <CardContent className="flex flex-col gap-4">
                    <p>{stage.description}</p>
                    <div className="mt-auto space-y-2 border-t border-border pt-4">
                      <p className="text-xs">
                        <span className="block font-semibold text-foreground">Output</span>
                        {stage.output}
                      </p>
                      <p className="font-mono text-xs font-semibold text-safety-green">{stage.metric}</p>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section
        id="architecture"
        eyebrow={DIAGRAM_SECTION.eyebrow}
        title={DIAGRAM_SECTION.title}
        description={DIAGRAM_SECTION.description}
        className="border-t border-border bg-muted/30"
      >
        <ArchitectureDiagram />
      </Section>

      <Section id="loops" eyebrow={LOOPS_SECTION.eyebrow} title={LOOPS_SECTION.title} className="border-t border-border">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <div className="rounded-2xl border border-border bg-card p-6 sm:p-8">
            <h3 className="text-xl font-semibold text-foreground">Remediation loop</h3>
            <p className="mt-2 mb-6 text-sm text-muted-foreground">Every finding carries its evidence from detection to a verified fix.</p>
            <StepList label="Remediation loop" steps={REMEDIATION_LOOP} loop />
          </div>
          <div className="rounded-2xl border border-border bg-card p-6 sm:p-8">
            <h3 className="text-xl font-semibold text-foreground">Response workflow</h3>
            <p className="mt-2 mb-6 text-sm text-muted-foreground">What happens between a change on the internet and your team acting on it.</p>
            <StepList label="Response workflow" steps={RESPONSE_WORKFLOW} />
          </div>
        </div>
      </Section>

      <Section id="governance" eyebrow={GOVERNANCE_SECTION.eyebrow} title={GOVERNANCE_SECTION.title} className="border-t border-border bg-muted/30">
        <FadeIn>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            {GOVERNANCE_CARDS.map((card) => {
              const Icon = card.icon;
              return (
                <Card key={card.title} className="h-full">
                  <CardHeader>
                    <span className="flex size-11 items-center justify-center rounded-lg bg-safety-green/10 text-safety-green">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <CardTitle className="mt-3">{card.title}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <FeatureList items={card.items} />
                  </CardContent>
                </Card>
              );
            })}
          </div>
        </FadeIn>
      </Section>

      <Section id="on-premises" className="border-t border-border">
        <div className="grid grid-cols-1 items-center gap-8 rounded-2xl border border-safety-green/30 bg-card p-6 sm:p-10 lg:grid-cols-2">
          <div>
            <p className="mb-3 flex items-center gap-2 font-mono text-xs font-semibold tracking-[0.2em] text-safety-green uppercase">
              <ServerCog aria-hidden="true" className="size-4" />
              {ON_PREM_PANEL.eyebrow}
            </p>
            <h2 id="on-premises-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
              {ON_PREM_PANEL.title}
            </h2>
            <p className="mt-4 text-muted-foreground">{ON_PREM_PANEL.description}</p>
            <div className="mt-8">
              <Button to="/product/hardware-recommendations" variant="outline">
                {ON_PREM_PANEL.hardwareCta}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </div>
          <FeatureList items={ON_PREM_PANEL.points} className="rounded-xl border border-border bg-background/60 p-6" />
        </div>
      </Section>

      <CtaPanel
        title="Measured against published objectives"
        description="Every stage above is tracked against the platform's canonical service-level objectives, from new asset detection ≤24 h to alert-to-SIEM p95 <60 s."
      >
        <Button to="/contact" size="lg">
          {HOW_HERO.pocCta}
          <ArrowRight aria-hidden="true" />
        </Button>
        <CanonicalSlosButton variant="secondary" />
      </CtaPanel>
    </>
  );
}

export default HowItWorksPage;
