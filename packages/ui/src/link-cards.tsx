import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from './cn';
import { Section } from './section';

/** A card leading to another page of the site. */
export interface LinkCardItem {
  to: string;
  title: string;
  description: string;
  /** Shown before the title (reference links). */
  icon?: LucideIcon;
}

const COLUMNS = {
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
} as const;

export interface LinkCardsProps {
  links: readonly LinkCardItem[];
  /** Columns at large widths (one column on phones, two on tablets). Default 3. */
  columns?: keyof typeof COLUMNS;
  className?: string;
}

/** A grid of cards that each link to a page (client-side links): related pages, quick links. */
export function LinkCards({ links, columns = 3, className }: LinkCardsProps) {
  return (
    <ul className={cn('grid grid-cols-1 gap-4', COLUMNS[columns], className)}>
      {links.map(({ to, title, description, icon: Icon }) => (
        <li key={to} className="min-w-0">
          <Link
            to={to}
            className="group flex h-full items-start gap-3 rounded-xl border border-border bg-card p-5 transition-colors hover:border-cyber-cyan/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {Icon && <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cyber-cyan" />}
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex items-center justify-between gap-2 font-semibold text-foreground group-hover:text-cyber-cyan">
                {title}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-cyber-cyan transition-transform group-hover:translate-x-0.5" />
              </span>
              <span className="mt-2 text-sm text-muted-foreground">{description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "Keep exploring": a closing section of cards linking to related pages. */
export function RelatedPages({ links, title = 'Keep exploring', id = 'related' }: { links: readonly LinkCardItem[]; title?: string; id?: string }) {
  return (
    <Section id={id} eyebrow="Related" title={title} className="border-t border-border bg-muted/30">
      <LinkCards links={links} />
    </Section>
  );
}
