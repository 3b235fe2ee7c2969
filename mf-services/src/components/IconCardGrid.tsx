import { Card, CardContent, CardHeader, CardTitle, FeatureList, cn } from '@site/ui';
import type { IconItem } from './types';

export interface IconCardGridProps {
  items: readonly IconItem[];
  /** Accent of the icon tile. */
  accent?: 'cyan' | 'green';
  /** Columns at large widths (always one column on phones, two on tablets). */
  columns?: 2 | 3 | 4;
  className?: string;
}

const COLUMNS: Record<NonNullable<IconCardGridProps['columns']>, string> = {
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
};

/** A responsive grid of cards, each with an icon tile, a title (h3), a description and optional points. */
export function IconCardGrid({ items, accent = 'cyan', columns = 3, className }: IconCardGridProps) {
  return (
    <ul className={cn('grid grid-cols-1 gap-6 sm:grid-cols-2', COLUMNS[columns], className)}>
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <li key={item.title} className="min-w-0">
            <Card interactive className="h-full">
              <CardHeader>
                <span
                  className={cn(
                    'flex size-11 items-center justify-center rounded-lg',
                    accent === 'cyan' ? 'bg-cyber-cyan/10 text-cyber-cyan' : 'bg-safety-green/10 text-safety-green',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <CardTitle className="mt-3">{item.title}</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <p>{item.description}</p>
                {item.points && item.points.length > 0 && <FeatureList items={item.points} />}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
