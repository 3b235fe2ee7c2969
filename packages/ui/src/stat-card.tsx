import type { ReactNode } from 'react';
import { cn } from './cn';

export interface StatCardProps {
  /** The figure, e.g. '15k' or a live counter value. */
  value: ReactNode;
  label: ReactNode;
  /** Small footnote under the label (e.g. 'events/sec sustained'). */
  hint?: ReactNode;
  className?: string;
}

export function StatCard({ value, label, hint, className }: StatCardProps) {
  return (
    <div className={cn('rounded-xl border border-border bg-card p-6 text-center', className)}>
      <div className="font-mono text-3xl font-bold tracking-tight text-cyber-cyan tabular-nums sm:text-4xl">{value}</div>
      <div className="mt-2 text-sm font-medium text-foreground">{label}</div>
      {hint && <div className="mt-1 text-xs text-muted-foreground">{hint}</div>}
    </div>
  );
}
