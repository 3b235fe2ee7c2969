import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Section } from '@site/ui';

export interface RelatedLink {
  to: string;
  title: string;
  description: string;
}

/** "Keep exploring": cards linking to related services pages (client-side links). */
export function RelatedLinks({
  links,
  title = 'Keep exploring',
  id = 'related',
}: {
  links: readonly RelatedLink[];
  title?: string;
  id?: string;
}) {
  return (
    <Section id={id} eyebrow="Related" title={title} className="border-t border-border bg-muted/30">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {links.map((link) => (
          <li key={link.to} className="min-w-0">
            <Link
              to={link.to}
              className="group flex h-full flex-col rounded-xl border border-border bg-card p-6 transition-colors hover:border-cyber-cyan/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="flex items-center justify-between gap-3 font-semibold text-foreground group-hover:text-cyber-cyan">
                {link.title}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
              </span>
              <span className="mt-2 text-sm text-muted-foreground">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
