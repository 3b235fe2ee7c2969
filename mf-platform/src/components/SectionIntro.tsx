import type { ReactNode } from 'react';
import { cn } from '@site/ui';

export interface SectionIntroProps {
  id: string;
  eyebrow: string;
  title: string;
  description?: ReactNode;
  className?: string;
}

/** Left-aligned eyebrow + h2 + lead, for two-column sections (the centred variant is `Section`'s own header). */
export function SectionIntro({ id, eyebrow, title, description, className }: SectionIntroProps) {
  return (
    <div className={className}>
      <p className="mb-3 font-mono text-xs font-semibold tracking-[0.2em] text-cyber-cyan uppercase">{eyebrow}</p>
      <h2 id={id} className={cn('text-3xl font-bold tracking-tight text-foreground')}>
        {title}
      </h2>
      {description && <p className="mt-4 text-muted-foreground">{description}</p>}
    </div>
  );
}
