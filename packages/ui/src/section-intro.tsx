import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

const TITLE_SIZES = {
  sm: 'text-2xl',
  md: 'text-2xl sm:text-3xl',
  lg: 'text-3xl',
  xl: 'text-3xl sm:text-4xl',
} as const;

export interface SectionIntroProps {
  /** Id of the h2 (what the section's `aria-labelledby` names). */
  id: string;
  eyebrow: ReactNode;
  /** Shown before the eyebrow. */
  eyebrowIcon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** Size of the h2. Default 'lg'. */
  size?: keyof typeof TITLE_SIZES;
  className?: string;
}

/** Left-aligned eyebrow + h2 + lead, for two-column sections (the centred variant is `Section`'s own header). */
export function SectionIntro({ id, eyebrow, eyebrowIcon: Icon, title, description, size = 'lg', className }: SectionIntroProps) {
  return (
    <div className={className}>
      <p className={cn('mb-3 font-mono text-xs font-semibold tracking-[0.2em] text-cyber-cyan uppercase', Icon && 'flex items-center gap-2')}>
        {Icon && <Icon aria-hidden="true" className="size-4" />}
        {eyebrow}
      </p>
      <h2 id={id} className={cn('font-bold tracking-tight text-foreground', TITLE_SIZES[size])}>
        {title}
      </h2>
      {description && <p className="mt-4 text-muted-foreground">{description}</p>}
    </div>
  );
}
