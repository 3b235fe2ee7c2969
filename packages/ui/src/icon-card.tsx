import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import { cn } from './cn';
import { FeatureList } from './feature-list';

export type IconTone = 'cyan' | 'green';

/** The small square that carries a card's icon. */
export function IconTile({ icon: Icon, tone = 'cyan' }: { icon: LucideIcon; tone?: IconTone }) {
  return (
    <span
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-lg',
        tone === 'green' ? 'bg-safety-green/10 text-safety-green' : 'bg-cyber-cyan/10 text-cyber-cyan',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

/** One card of an icon grid: capabilities, values, controls, outcomes. */
export interface IconCardItem {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Bullet points under the description. */
  points?: readonly string[];
  /** Shown at the top right, beside the icon (a status badge, "Optional"). */
  tag?: ReactNode;
  /** Accent of this card's icon tile (overrides the grid's). */
  tone?: IconTone;
}

export interface IconCardProps extends IconCardItem {
  /** Lifts on hover (cards of a browsable grid). Default true. */
  interactive?: boolean;
  /** Extra content under the description and points. */
  children?: ReactNode;
  className?: string;
}

/** A card with an icon tile, a title (h3), a description and optional points. */
export function IconCard({ icon, title, description, points, tag, tone, interactive = true, children, className }: IconCardProps) {
  return (
    <Card interactive={interactive} className={cn('h-full', className)}>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <IconTile icon={icon} tone={tone} />
          {tag}
        </div>
        <CardTitle className="mt-3">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p>{description}</p>
        {points && points.length > 0 && <FeatureList items={points} />}
        {children}
      </CardContent>
    </Card>
  );
}

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export interface IconCardGridProps {
  items: readonly IconCardItem[];
  tone?: IconTone;
  /** Columns at large widths (one column on phones, two on tablets). Default 3. */
  columns?: keyof typeof COLUMNS;
  interactive?: boolean;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

/** A responsive grid of icon cards. */
export function IconCardGrid({ items, tone, columns = 3, interactive, label, className }: IconCardGridProps) {
  return (
    <ul aria-label={label} className={cn('grid grid-cols-1 gap-6', COLUMNS[columns], className)}>
      {items.map((item) => (
        <li key={item.title} className="min-w-0">
          <IconCard {...item} tone={item.tone ?? tone} interactive={interactive} />
        </li>
      ))}
    </ul>
  );
}
