import type { ReactNode } from 'react';

/** Labelled facts as a list of terms: one column on narrow screens, label and value side by side from `sm` up. */
export function Facts({ rows, className = '' }: { rows: ReadonlyArray<readonly [string, ReactNode]>; className?: string }) {
  return (
    <dl className={`grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr] ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
