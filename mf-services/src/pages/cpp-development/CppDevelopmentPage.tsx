import { Badge, CtaPanel, FadeIn, IconCardGrid, PageHero, RelatedPages, Section, SectionIntro } from '@site/ui';
import { MetricGrid } from '../../components/MetricGrid';
import { StepList } from '../../components/StepList';
import { TerminalSample } from '../../components/TerminalSample';
import {
  CPP_APPROACH,
  CPP_CAPABILITIES,
  CPP_CTA,
  CPP_HERO,
  CPP_RELATED,
  CPP_RESULTS,
  CPP_TERMINAL_LINES,
  CPP_TERMINAL_TITLE,
  CPP_TOOLCHAIN,
} from './cpp-development.content';

export function CppDevelopmentPage() {
  return (
    <>
      <PageHero {...CPP_HERO} secondaryVariant="secondary">
        <MetricGrid metrics={CPP_RESULTS} label="C++ delivery results" className="text-left" />
      </PageHero>

      <Section
        id="capabilities"
        eyebrow="Capabilities"
        title="Where our C++ work makes the difference"
        description="Native code in finance, security, media and industrial systems, written to the C++ Core Guidelines and measured on your hardware."
      >
        <FadeIn>
          <IconCardGrid items={CPP_CAPABILITIES} />
        </FadeIn>
      </Section>

      <Section
        id="approach"
        eyebrow="Approach"
        title="Measure, design, build, harden"
        description="Every C++ engagement follows the same four moves inside our six-phase delivery process."
        className="border-t border-border bg-muted/30"
      >
        <StepList steps={CPP_APPROACH} label="C++ engagement approach" />
      </Section>

      <Section id="toolchain" className="border-t border-border">
        <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2">
          <div className="min-w-0">
            <SectionIntro
              id="toolchain-title"
              eyebrow="Toolchain"
              title="Quality gates on every merge"
              description="Tests, static analysis, sanitizers and micro-benchmarks run in your CI on every change. A merge that slows the hot path by more than the agreed budget fails, just like one that breaks a test."
              size="xl"
            />
            <ul aria-label="C++ toolchain" className="mt-8 flex flex-wrap gap-2">
              {CPP_TOOLCHAIN.map((tool) => (
                <li key={tool}>
                  <Badge variant="cyan">{tool}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <TerminalSample title={CPP_TERMINAL_TITLE} lines={CPP_TERMINAL_LINES} caption="Illustrative CI output from a delivered pipeline project." />
        </div>
      </Section>

      <RelatedPages links={CPP_RELATED} />

      <CtaPanel {...CPP_CTA} />
    </>
  );
}

export default CppDevelopmentPage;
