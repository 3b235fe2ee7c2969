import type { ReactNode } from 'react';
import { Badge } from './badge';
import { Container } from './container';
import { PageActions, type PageAction, type PageActionsProps } from './page-actions';

export interface PageHeroProps {
  /** Short label shown above the title as a cyan badge. */
  badge?: ReactNode;
  /** Rendered as the page's h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** The hero's main action (a primary button) ... */
  primary?: PageAction;
  /** ... and an optional second one. */
  secondary?: PageAction;
  /** Look of the second action. Default 'outline'. */
  secondaryVariant?: PageActionsProps['secondaryVariant'];
  /** Other buttons (downloads, in-page anchors), instead of `primary`/`secondary`. */
  actions?: ReactNode;
  /** Extra content below the actions (e.g. a stat strip). */
  children?: ReactNode;
}

/** Top-of-page hero: badge, h1, subtitle and call-to-action buttons over a subtle grid and glow. */
export function PageHero({ badge, title, subtitle, primary, secondary, secondaryVariant, actions, children }: PageHeroProps) {
  const buttons = primary ? <PageActions primary={primary} secondary={secondary} secondaryVariant={secondaryVariant} /> : actions;
  return (
    <section className="relative isolate overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(0_212_255/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(0_212_255/0.06)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 -z-10 h-80 w-[44rem] max-w-[140vw] -translate-x-1/2 rounded-full bg-cyber-cyan/15 blur-3xl"
      />
      <Container className="py-16 text-center sm:py-24 lg:py-28">
        {badge && (
          <div className="mb-6 flex justify-center">
            <Badge variant="cyan">{badge}</Badge>
          </div>
        )}
        <h1 className="mx-auto max-w-4xl text-4xl font-bold tracking-tight text-foreground sm:text-5xl lg:text-6xl">{title}</h1>
        {subtitle && <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">{subtitle}</p>}
        {buttons && <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{buttons}</div>}
        {children && <div className="mt-12">{children}</div>}
      </Container>
    </section>
  );
}
