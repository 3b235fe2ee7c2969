import type { ReactNode } from 'react';
import { DocumentHead } from '../document-head.js';

/** The page shell of the claim pages: the shared head, the sales brand line, a narrow main column. */
export function ClaimDocument({ title, stylesheet, children }: { title: string; stylesheet: string | undefined; children: ReactNode }) {
  return (
    <html lang="en" className="dark">
      <DocumentHead title={`${title} · Surface Harvester sales`} stylesheet={stylesheet} />
      <body>
        <main className="mx-auto max-w-2xl px-5 py-12">
          <p className="mb-8 font-semibold tracking-wide text-cyber-cyan">Surface Harvester · sales</p>
          {children}
        </main>
      </body>
    </html>
  );
}
