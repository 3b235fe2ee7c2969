import type { ReactNode } from 'react';
import { PublicDocument } from '../public-document.js';

/** The page shell of the claim pages: the public page shell with the sales brand line. */
export function ClaimDocument({ title, stylesheet, children }: { title: string; stylesheet: string | undefined; children: ReactNode }) {
  return (
    <PublicDocument title={title} audience="sales" stylesheet={stylesheet}>
      {children}
    </PublicDocument>
  );
}
