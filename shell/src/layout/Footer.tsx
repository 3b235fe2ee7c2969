import { Link } from 'react-router-dom';
import { Badge, Container } from '@site/ui';
import { Logo } from './Logo';
import { COPYRIGHT, FOOTER_COLUMNS, FOOTER_TAGLINE, LEGAL_LINKS } from './navigation';

const COMPLIANCE = ['ISO 27001', 'SOC 2', 'PCI DSS 4.0', 'HIPAA', 'NERC CIP'] as const;

/** Site footer: brand and tagline, link columns, legal links and the copyright line (a fixed year, 2024). */
export function Footer() {
  return (
    <footer className="mt-auto border-t border-border bg-[#03070f]">
      <Container className="py-14 lg:py-16">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,3fr)]">
          <div className="max-w-sm">
            <Logo />
            <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{FOOTER_TAGLINE}</p>
            <ul aria-label="Evidence mapped to" className="mt-6 flex flex-wrap gap-2">
              {COMPLIANCE.map((framework) => (
                <li key={framework}>
                  <Badge variant="outline" className="font-mono text-[11px]">
                    {framework}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4">
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.title}>
                <h2 className="font-mono text-xs font-semibold tracking-[0.18em] text-foreground uppercase">{column.title}</h2>
                <ul className="mt-4 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="inline-block py-1 text-sm text-muted-foreground transition-colors hover:text-cyber-cyan">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-border pt-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>{COPYRIGHT}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="transition-colors hover:text-cyber-cyan">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
