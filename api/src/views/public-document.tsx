import type { ReactNode } from 'react';
import { DocumentHead } from './document-head.js';

export interface PublicDocumentProps {
  title: string;
  /** Who the page is for, after the brand: "sales" on the claim pages. */
  audience?: string;
  stylesheet: string | undefined;
  children: ReactNode;
}

/** The page shell of the pages reached from an email without signing in: the shared head, the brand line, a narrow main column. */
export function PublicDocument({ title, audience, stylesheet, children }: PublicDocumentProps) {
  const brand = audience ? `Surface Harvester · ${audience}` : 'Surface Harvester';
  return (
    <html lang="en" className="dark">
      <DocumentHead title={`${title} · ${brand}`} stylesheet={stylesheet} />
      <body>
        <main className="mx-auto max-w-2xl px-5 py-12">
          <p className="mb-8 font-semibold tracking-wide text-cyber-cyan">{brand}</p>
          {children}
        </main>
      </body>
    </html>
  );
}
