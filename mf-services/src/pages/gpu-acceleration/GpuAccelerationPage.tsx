import { Badge, CtaPanel, FadeIn, FeatureList, IconCardGrid, PageHero, Section, SectionIntro } from '@site/ui';
import { MetricGrid } from '../../components/MetricGrid';
import { StepList } from '../../components/StepList';
import { TerminalSample } from '../../components/TerminalSample';
import {
  GPU_CAPABILITIES,
  GPU_CTA,
  GPU_DELIVERABLES,
  GPU_HARDWARE,
  GPU_HERO,
  GPU_PROCESS,
  GPU_RESULTS,
  GPU_RESULTS_INTRO,
  GPU_TERMINAL_LINES,
  GPU_TERMINAL_TITLE,
} from './gpu-acceleration.content';

export function GpuAccelerationPage() {
  return (
    <>
      <PageHero {...GPU_HERO} secondaryVariant="secondary" />

      <Section
        id="capabilities"
        eyebrow="Capabilities"
        title="Acceleration from kernel to cluster"
        description="We work at whatever level the bottleneck lives: a single kernel, the inference engine, the serving layer or the fleet."
      >
        <FadeIn>
          <IconCardGrid items={GPU_CAPABILITIES} />
        </FadeIn>
      </Section>

      <Section
        id="results"
        eyebrow={GPU_RESULTS_INTRO.eyebrow}
        title={GPU_RESULTS_INTRO.title}
        description={GPU_RESULTS_INTRO.description}
        className="border-t border-border bg-muted/30"
      >
        <MetricGrid metrics={GPU_RESULTS} label="GPU performance results" />
        <TerminalSample
          className="mx-auto mt-10 max-w-3xl"
          title={GPU_TERMINAL_TITLE}
          lines={GPU_TERMINAL_LINES}
          caption="Illustrative benchmark output; client details removed."
        />
      </Section>

      <Section
        id="optimization-process"
        eyebrow="Four-Step Optimization Process"
        title="Profile, optimize, validate, deploy"
        description="No guesswork: every optimisation is justified by a profile and accepted on measured results."
        className="border-t border-border"
      >
        <StepList steps={GPU_PROCESS} label="Four-step optimization process" />
      </Section>

      <Section id="deliverables" className="border-t border-border bg-muted/30">
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-2">
          <div className="min-w-0">
            <SectionIntro
              id="deliverables-title"
              eyebrow="Deliverables"
              title="What you keep at the end"
              description="Faster code is only half the result. You also get the evidence, the tooling and the knowledge to keep it fast as models and traffic change."
              size="xl"
            />
          </div>
          <div className="min-w-0 rounded-xl border border-border bg-card p-6 sm:p-8">
            <FeatureList items={GPU_DELIVERABLES} />
            <h3 className="mt-8 text-sm font-semibold text-foreground">Hardware we optimise for</h3>
            <ul aria-label="Supported hardware" className="mt-3 flex flex-wrap gap-2">
              {GPU_HARDWARE.map((item) => (
                <li key={item} className="max-w-full">
                  <Badge variant="cyan" className="max-w-full whitespace-normal">
                    {item}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <CtaPanel {...GPU_CTA} />
    </>
  );
}

export default GpuAccelerationPage;
