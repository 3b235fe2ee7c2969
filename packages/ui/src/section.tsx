import type { ReactNode } from 'react';
import { cn } from './cn';
import { Container } from './container';

export interface SectionProps {
  id?: string;
  /** Small uppercase label above the title. */
  eyebrow?: ReactNode;
  /** Rendered as the section's h2. */
  title?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A page section with consistent vertical rhythm and an optional centred heading block. */
export function Section({ id, eyebrow, title, description, children, className }: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  const hasHeader = Boolean(eyebrow || title || description);
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-20 lg:py-24', className)}>
      <Container>
        {hasHeader && (
          <div className="mx-auto mb-10 max-w-3xl text-center sm:mb-14">
            {eyebrow && <p className="mb-3 font-mono text-xs font-semibold tracking-[0.2em] text-cyber-cyan uppercase">{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
                {title}
              </h2>
            )}
            {description && <p className="mt-4 text-base text-muted-foreground sm:text-lg">{description}</p>}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}
