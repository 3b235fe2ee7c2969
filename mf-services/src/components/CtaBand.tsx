import { ArrowRight } from 'lucide-react';
import { Button, Section } from '@site/ui';
import type { CtaContent } from './types';

/** The closing call to action of a services page: a bordered panel with one or two buttons. */
export function CtaBand({ cta, id = 'get-started' }: { cta: CtaContent; id?: string }) {
  const headingId = `${id}-title`;
  return (
    <Section className="border-t border-border">
      <div
        id={id}
        aria-labelledby={headingId}
        role="region"
        className="relative mx-auto max-w-4xl overflow-hidden rounded-2xl border border-cyber-cyan/30 bg-card p-8 text-center sm:p-12"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 h-48 w-[36rem] max-w-[120%] -translate-x-1/2 rounded-full bg-cyber-cyan/10 blur-3xl"
        />
        <h2 id={headingId} className="relative text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {cta.title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-muted-foreground">{cta.description}</p>
        <div className="relative mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button to={cta.primary.to} size="lg">
            {cta.primary.label}
            <ArrowRight aria-hidden="true" />
          </Button>
          {cta.secondary && (
            <Button to={cta.secondary.to} variant="outline" size="lg">
              {cta.secondary.label}
            </Button>
          )}
        </div>
      </div>
    </Section>
  );
}
