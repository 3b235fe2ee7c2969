import { ArrowRight, CircleCheck, Clock, PhoneCall } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CtaPanel,
  FeatureList,
  PageHero,
  Section,
  SectionIntro,
} from '@site/ui';
import {
  COMMUNICATION_ITEMS,
  DISCOVERY_CALL,
  PROCESS_CONTACT_PATH,
  PROCESS_FINAL_CTA,
  PROCESS_HERO,
  PROCESS_PHASES,
  QUALITY_PRACTICES,
  STANDARD_ARTIFACTS,
  type ProcessItem,
  type ProcessPhase,
} from './process.content';
import { PhaseStrip, phaseAnchor } from '../../components/PhaseStrip';

function PhaseCard({ phase, index }: { phase: ProcessPhase; index: number }) {
  const Icon = phase.icon;
  const headingId = `${phaseAnchor(index)}-title`;
  return (
    <article id={phaseAnchor(index)} aria-labelledby={headingId} className="h-full">
      <Card className="h-full">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span className="flex size-11 items-center justify-center rounded-lg bg-cyber-cyan/10 text-cyber-cyan">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <Badge variant="green">
              <Clock aria-hidden="true" />
              {phase.duration}
            </Badge>
          </div>
          <p className="mt-3 font-mono text-xs text-muted-foreground">Phase {index + 1}</p>
          <h3 id={headingId} className="text-xl font-semibold text-foreground">
            {phase.title}
          </h3>
          <CardDescription className="mt-1">{phase.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <div>
            <h4 className="mb-3 text-sm font-semibold text-foreground">Deliverables</h4>
            <FeatureList items={phase.deliverables} />
          </div>
          <div>
            <h4 className="mb-3 text-sm font-semibold text-foreground">Activities</h4>
            <ul className="space-y-3">
              {phase.activities.map((activity) => (
                <li key={activity} className="flex items-start gap-3 text-sm text-muted-foreground">
                  <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cyber-cyan" />
                  <span>{activity}</span>
                </li>
              ))}
            </ul>
          </div>
        </CardContent>
      </Card>
    </article>
  );
}

function ItemGrid({ items }: { items: readonly ProcessItem[] }) {
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <Card key={item.title} className="h-full">
            <CardHeader>
              <Icon aria-hidden="true" className="size-6 text-cyber-cyan" />
              <CardTitle className="mt-2">{item.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <p>{item.description}</p>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}

export function ProcessPage() {
  return (
    <>
      <PageHero
        badge={PROCESS_HERO.badge}
        title={PROCESS_HERO.title}
        subtitle={PROCESS_HERO.subtitle}
        primary={PROCESS_HERO.primary}
        secondary={PROCESS_HERO.secondary}
        secondaryVariant="secondary"
      >
        <PhaseStrip phases={PROCESS_PHASES} linkTo="anchor" />
      </PageHero>

      <Section
        id="phases"
        eyebrow="Six Phases"
        title="What happens in each phase"
        description="Every phase ends with concrete deliverables you review and accept before the next one begins."
      >
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {PROCESS_PHASES.map((phase, index) => (
            <PhaseCard key={phase.title} phase={phase} index={index} />
          ))}
        </div>
      </Section>

      <Section
        id="artifacts"
        eyebrow="Standard Artifacts"
        title="What you receive on every engagement"
        description="Documentation and tooling that stay with your team after the project ends."
        className="border-t border-border bg-muted/30"
      >
        <ItemGrid items={STANDARD_ARTIFACTS} />
      </Section>

      <Section id="quality" className="border-t border-border">
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-2">
          <div>
            <SectionIntro
              id="quality-title"
              eyebrow="Quality Assurance"
              title="Quality is built in, not inspected at the end"
              description="The same engineering discipline applies to a performance audit and to a multi-month build: nothing reaches your main branch without review, tests and measurements."
            />
            <FeatureList items={QUALITY_PRACTICES} className="mt-8" />
          </div>
          <div>
            <SectionIntro id="communication" eyebrow="Communication" title="You always know where the project stands" />
            <ul className="mt-8 space-y-5">
              {COMMUNICATION_ITEMS.map((item) => {
                const Icon = item.icon;
                return (
                  <li key={item.title} className="flex items-start gap-4">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-safety-green/10 text-safety-green">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold text-foreground">{item.title}</span>
                      <span className="mt-1 block text-sm text-muted-foreground">{item.description}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="discovery-call" className="border-t border-border bg-muted/30">
        <div className="mx-auto grid max-w-5xl grid-cols-1 items-center gap-10 rounded-2xl border border-cyber-cyan/30 bg-card p-6 sm:p-10 lg:grid-cols-2">
          <div>
            <SectionIntro
              id="discovery-call-title"
              eyebrow={DISCOVERY_CALL.eyebrow}
              title={DISCOVERY_CALL.title}
              description={DISCOVERY_CALL.description}
              size="md"
            />
            <div className="mt-8">
              <Button to={PROCESS_CONTACT_PATH} size="lg">
                <PhoneCall aria-hidden="true" />
                {DISCOVERY_CALL.cta}
              </Button>
            </div>
          </div>
          <div>
            <h3 className="mb-4 text-sm font-semibold text-foreground">What we cover</h3>
            <ul className="space-y-3">
              {DISCOVERY_CALL.topics.map((topic) => (
                <li key={topic} className="flex items-start gap-3 text-sm text-muted-foreground">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-safety-green" />
                  <span>{topic}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <CtaPanel {...PROCESS_FINAL_CTA} />
    </>
  );
}

export default ProcessPage;
