import type { ReactNode } from 'react';

/**
 * Labelled facts as a list of terms: on narrow screens each label sits right above its value and the pairs are
 * spaced apart (so a value is read with its own label); from `sm` up, label and value side by side.
 */
export function Facts({ rows, className = '' }: { rows: ReadonlyArray<readonly [string, ReactNode]>; className?: string }) {
  return (
    <dl className={`grid grid-cols-1 gap-y-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6 sm:gap-y-2 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="sm:contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
