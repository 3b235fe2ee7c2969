import { ArrowRight, Clock } from 'lucide-react';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CtaPanel,
  FadeIn,
  FeatureList,
  IconCardGrid,
  PageHero,
  Section,
  SectionIntro,
} from '@site/ui';
import { MetricGrid } from '../../components/MetricGrid';
import { TerminalSample } from '../../components/TerminalSample';
import {
  COMPILER_CTA,
  COMPILER_DELIVERABLES,
  COMPILER_ENGAGEMENTS,
  COMPILER_HERO,
  COMPILER_KPIS,
  COMPILER_OUTCOMES,
  COMPILER_RESPONSIBILITIES,
  COMPILER_TERMINAL_LINES,
  COMPILER_TERMINAL_TITLE,
  COMPILER_TOOLING,
} from './compiler-backend.content';

export function CompilerBackendPage() {
  return (
    <>
      <PageHero {...COMPILER_HERO} secondaryVariant="secondary" />

      <Section
        id="outcomes"
        eyebrow="Outcomes"
        title="What a compiler engagement gets you"
        description="Hardware is only as fast as the code its compiler generates. We make sure yours is not the bottleneck."
      >
        <FadeIn>
          <IconCardGrid items={COMPILER_OUTCOMES} columns={4} />
        </FadeIn>
      </Section>

      <Section id="scope" className="border-t border-border bg-muted/30">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <div className="min-w-0 rounded-xl border border-border bg-card p-6 sm:p-8">
            <SectionIntro id="responsibilities" eyebrow="Responsibilities" title="What we own" size="sm" />
            <ul className="mt-6 space-y-3">
              {COMPILER_RESPONSIBILITIES.map((item) => (
                <li key={item} className="flex items-start gap-3 text-sm text-muted-foreground">
                  <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cyber-cyan" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="min-w-0 rounded-xl border border-border bg-card p-6 sm:p-8">
            <SectionIntro id="deliverables" eyebrow="Deliverables" title="What you receive" size="sm" />
            <FeatureList items={COMPILER_DELIVERABLES} className="mt-6" />
          </div>
        </div>
      </Section>

      <Section
        id="kpis"
        eyebrow="KPIs"
        title="Targets we sign up to"
        description="Agreed in the statement of work, tracked in CI and reported at every milestone."
        className="border-t border-border"
      >
        <MetricGrid metrics={COMPILER_KPIS} label="Compiler KPIs" columns={4} />
        <TerminalSample
          className="mx-auto mt-10 max-w-3xl"
          title={COMPILER_TERMINAL_TITLE}
          lines={COMPILER_TERMINAL_LINES}
          caption="Illustrative output for a hypothetical npu32 target."
        />
      </Section>

      <Section
        id="engagement-models"
        eyebrow="Engagement Models"
        title="Four ways to engage"
        description="From a fixed-scope bring-up to a long-term compiler team, each runs through our six-phase process."
        className="border-t border-border bg-muted/30"
      >
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
          {COMPILER_ENGAGEMENTS.map((model) => {
            const Icon = model.icon;
            return (
              <li key={model.name} className="min-w-0">
                <Card className="h-full">
                  <CardHeader>
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <Icon aria-hidden="true" className="size-6 text-cyber-cyan" />
                      <Badge variant="green">
                        <Clock aria-hidden="true" />
                        {model.duration}
                      </Badge>
                    </div>
                    <CardTitle className="mt-3">{model.name}</CardTitle>
                    <CardDescription>{model.description}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    <p>
                      <span className="font-medium text-foreground">Best for: </span>
                      {model.bestFor}
                    </p>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="tooling"
        eyebrow="Tooling"
        title="Built on the LLVM ecosystem"
        description="Standard upstream tools and test infrastructure, so your back end stays maintainable for years."
        className="border-t border-border"
      >
        <ul aria-label="Compiler tooling" className="mx-auto flex max-w-4xl flex-wrap justify-center gap-3">
          {COMPILER_TOOLING.map((tool) => (
            <li key={tool}>
              <Badge variant="cyan" className="px-4 py-1.5 text-sm">
                {tool}
              </Badge>
            </li>
          ))}
        </ul>
      </Section>

      <CtaPanel {...COMPILER_CTA} />
    </>
  );
}

export default CompilerBackendPage;
