import { Badge, cn } from '@site/ui';
import type { Step } from './types';

export interface StepListProps {
  steps: readonly Step[];
  /** Accessible name of the ordered list, e.g. 'Four-step optimization process'. */
  label: string;
  className?: string;
}

/** Numbered steps in a row on wide screens, stacked on phones; each step is an h3 with its number. */
export function StepList({ steps, label, className }: StepListProps) {
  const columns = steps.length === 4 ? 'lg:grid-cols-4' : steps.length === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-3';
  return (
    <ol aria-label={label} className={cn('grid grid-cols-1 gap-6 sm:grid-cols-2', columns, className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative min-w-0 rounded-xl border border-border bg-card p-6">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full border border-cyber-cyan/50 bg-cyber-cyan/10 font-mono text-sm font-bold text-cyber-cyan"
          >
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-foreground">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
          {step.tags && step.tags.length > 0 && (
            <div className="mt-4 flex flex-wrap gap-2">
              {step.tags.map((tag) => (
                <Badge key={tag} variant="outline">
                  {tag}
                </Badge>
              ))}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
