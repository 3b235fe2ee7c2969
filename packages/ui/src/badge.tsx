import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export type BadgeVariant = 'default' | 'cyan' | 'green' | 'outline';

const variants: Record<BadgeVariant, string> = {
  default: 'border-border bg-muted text-foreground',
  cyan: 'border-cyber-cyan/40 bg-cyber-cyan/10 text-cyber-cyan',
  green: 'border-safety-green/40 bg-safety-green/10 text-safety-green',
  outline: 'border-border bg-transparent text-muted-foreground',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium whitespace-nowrap [&_svg]:size-3.5',
        variants[variant],
        className,
      )}
      {...rest}
    />
  );
}
