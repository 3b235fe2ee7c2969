import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle, cn } from '@site/ui';

export interface IconCardProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Accent of the icon tile. Default cyan. */
  tone?: 'cyan' | 'green';
  /** Small label above the title (e.g. "Optional"). */
  tag?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A card with an icon tile, a title (h3) and a description: the building block of capability grids. */
export function IconCard({ icon: Icon, title, description, tone = 'cyan', tag, children, className }: IconCardProps) {
  return (
    <Card interactive className={cn('h-full', className)}>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <span
            className={cn(
              'flex size-11 shrink-0 items-center justify-center rounded-lg',
              tone === 'green' ? 'bg-safety-green/10 text-safety-green' : 'bg-cyber-cyan/10 text-cyber-cyan',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
          {tag}
        </div>
        <CardTitle className="mt-3">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p>{description}</p>
        {children}
      </CardContent>
    </Card>
  );
}
