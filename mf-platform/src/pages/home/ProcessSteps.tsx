import { CircleCheck } from 'lucide-react';
import { FadeIn, Section } from '@site/ui';
import { PROCESS_STEPS } from './home.content';

/** The five-step process: number, title, description and two target metrics each. */
export function ProcessSteps() {
  return (
    <Section
      id="process"
      eyebrow="How it works"
      title="Five steps, each with a target you can hold us to"
      description="Every stage of the pipeline has a measurable objective, reported on the same dashboards your auditors see."
      className="border-t border-border bg-muted/30"
    >
      <FadeIn>
        <ol className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-5">
          {PROCESS_STEPS.map((step) => (
            <li
              key={step.number}
              className="relative flex flex-col rounded-xl border border-border bg-card p-5 transition-colors hover:border-cyber-cyan/50"
            >
              <span aria-hidden="true" className="font-mono text-3xl font-bold text-cyber-cyan/80">
                {step.number}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-foreground">
                <span className="sr-only">Step {Number(step.number)}: </span>
                {step.title}
              </h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{step.description}</p>
              <ul className="mt-4 space-y-2 border-t border-border pt-4">
                {step.metrics.map((metric) => (
                  <li key={metric} className="flex items-start gap-2 text-xs font-medium text-foreground">
                    <CircleCheck aria-hidden="true" className="mt-px size-3.5 shrink-0 text-safety-green" />
                    <span>{metric}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </FadeIn>
    </Section>
  );
}
