import { cn } from '@site/ui';
import type { Metric } from './types';

export interface MetricGridProps {
  metrics: readonly Metric[];
  /** Accessible name of the list, e.g. 'Performance results'. */
  label: string;
  /** Columns from tablet width up: 2 (always 2), 3 or 4 (2 on tablets, then 3 or 4). */
  columns?: 2 | 3 | 4;
  /** Smaller figures, for narrow places such as a half-width column. */
  compact?: boolean;
  className?: string;
}

const COLUMNS: Record<NonNullable<MetricGridProps['columns']>, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/**
 * Measured figures as a grid of tiles: the value big, the label right after it (with a real space, so the
 * tile reads "15x speedup vs CPU"), an optional hint below.
 */
export function MetricGrid({ metrics, label, columns = 3, compact = false, className }: MetricGridProps) {
  return (
    <ul aria-label={label} className={cn('grid grid-cols-1 gap-4', COLUMNS[columns], className)}>
      {metrics.map((metric) => (
        <li key={`${metric.value} ${metric.label}`} className={cn('min-w-0 rounded-xl border border-border bg-card', compact ? 'p-5' : 'p-6')}>
          <span
            className={cn(
              'block font-mono font-bold tracking-tight text-cyber-cyan tabular-nums',
              compact ? 'text-2xl sm:text-3xl' : 'text-3xl sm:text-4xl',
            )}
          >
            {metric.value}
          </span>{' '}
          <span className="mt-2 block text-sm font-medium text-foreground">{metric.label}</span>
          {metric.hint && <span className="mt-1 block text-xs text-muted-foreground">{metric.hint}</span>}
        </li>
      ))}
    </ul>
  );
}
