import type { ReactNode } from 'react';
import { Section } from '@site/ui';

export interface CtaPanelProps {
  id?: string;
  title: string;
  description: ReactNode;
  /** The buttons. */
  children: ReactNode;
}

/** Closing call-to-action panel of a page: a bordered card with a heading, a sentence and buttons. */
export function CtaPanel({ id = 'get-started', title, description, children }: CtaPanelProps) {
  return (
    <Section id={id} className="border-t border-border">
      <div className="relative isolate mx-auto max-w-4xl overflow-hidden rounded-2xl border border-cyber-cyan/30 bg-card p-6 text-center sm:p-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-24 left-1/2 -z-10 h-48 w-[36rem] max-w-[120%] -translate-x-1/2 rounded-full bg-cyber-cyan/10 blur-3xl"
        />
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-muted-foreground">{description}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {children}
        </div>
      </div>
    </Section>
  );
}
