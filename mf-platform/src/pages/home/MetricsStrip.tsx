import { Container, FadeIn } from '@site/ui';
import { METRICS_STRIP } from './home.content';

/** The metrics strip: fades in once when 30% of it is in view. */
export function MetricsStrip() {
  return (
    <section aria-label="Pipeline performance" className="border-y border-border bg-card/60">
      <Container className="py-10 sm:py-12">
        <FadeIn threshold={0.3}>
          <dl className="grid grid-cols-1 divide-y divide-border text-center sm:grid-cols-3 sm:divide-x sm:divide-y-0">
            {METRICS_STRIP.map((metric) => (
              <div key={metric.label} className="flex flex-col-reverse gap-1 py-5 sm:px-6 sm:py-0">
                <dt className="text-sm text-muted-foreground">{metric.label}</dt>
                <dd className="font-mono text-3xl font-bold tracking-tight text-cyber-cyan sm:text-4xl">{metric.value}</dd>
              </div>
            ))}
          </dl>
        </FadeIn>
      </Container>
    </section>
  );
}
