import type { ReactNode } from 'react';
import { cn } from './cn';
import { PageActions, type PageActionsProps } from './page-actions';
import { Section } from './section';

export interface CtaPanelProps extends Partial<PageActionsProps> {
  /** Id of the section (its heading gets `<id>-title`). Default 'get-started'. */
  id?: string;
  title: ReactNode;
  description: ReactNode;
  /** Other buttons (three of them, in-page anchors), instead of `primary`/`secondary`; the primary one first. */
  children?: ReactNode;
  /** A wider panel, so three large buttons stay on one row at desktop width. */
  wide?: boolean;
}

/** The closing call to action of a page: a bordered, softly lit panel with a heading, a sentence and buttons. */
export function CtaPanel({ id = 'get-started', title, description, primary, secondary, secondaryVariant, children, wide }: CtaPanelProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} className="border-t border-border">
      <div
        className={cn(
          'relative isolate mx-auto overflow-hidden rounded-2xl border border-cyber-cyan/30 bg-card p-8 text-center sm:p-12',
          wide ? 'max-w-5xl' : 'max-w-4xl',
        )}
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 -z-10 h-48 w-[36rem] max-w-[120%] -translate-x-1/2 rounded-full bg-cyber-cyan/10 blur-3xl"
        />
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-muted-foreground">{description}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {primary ? <PageActions primary={primary} secondary={secondary} secondaryVariant={secondaryVariant} /> : children}
        </div>
      </div>
    </Section>
  );
}
