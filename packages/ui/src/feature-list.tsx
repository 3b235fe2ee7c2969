import { CircleCheck } from 'lucide-react';
import { cn } from './cn';

export interface FeatureListProps {
  items: readonly string[];
  className?: string;
}

/** A list of features, each with a green check icon. */
export function FeatureList({ items, className }: FeatureListProps) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-sm text-muted-foreground">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-safety-green" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
