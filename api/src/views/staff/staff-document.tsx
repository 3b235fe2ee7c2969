import type { StaffRole } from '@site/persistence';
import type { ReactNode } from 'react';
import { INBOX_PATH, PEOPLE_PATH, QUEUES_PATH, SIGN_OUT_PATH } from '../../staff/staff-paths.js';
import { Button, CsrfField } from '../controls.js';
import { DocumentHead } from '../document-head.js';

/** Who is signed in, and the token their sign-out form carries. */
export interface SignedIn {
  username: string;
  /** Links to the admins' pages (queues, people) show for admins only (and not when the role is not given). */
  role?: StaffRole | undefined;
  csrfToken: string;
}

export interface StaffDocumentProps {
  title: string;
  /** URL of the hashed stylesheet; absent when the API was not built with it (pages stay usable, unstyled). */
  stylesheet: string | undefined;
  signedIn?: SignedIn;
  children: ReactNode;
}

/** The page shell of every staff page: the shared head, header with navigation and sign-out, main. */
export function StaffDocument({ title, stylesheet, signedIn, children }: StaffDocumentProps) {
  return (
    <html lang="en" className="dark">
      <DocumentHead title={`${title} · Surface Harvester staff`} stylesheet={stylesheet} />
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
        >
          Skip to content
        </a>
        <header className="border-b border-border bg-card">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
            <p className="font-semibold tracking-wide text-cyber-cyan">Surface Harvester · staff</p>
            {signedIn ? (
              <>
                <nav aria-label="Staff" className="flex gap-4 text-sm">
                  <a
                    className="rounded-sm text-foreground hover:text-cyber-cyan focus-visible:outline-2 focus-visible:outline-ring"
                    href={INBOX_PATH}
                  >
                    Leads
                  </a>
                  {signedIn.role === 'admin' ? (
                    <>
                      <a
                        className="rounded-sm text-foreground hover:text-cyber-cyan focus-visible:outline-2 focus-visible:outline-ring"
                        href={QUEUES_PATH}
                      >
                        Queues
                      </a>
                      <a
                        className="rounded-sm text-foreground hover:text-cyber-cyan focus-visible:outline-2 focus-visible:outline-ring"
                        href={PEOPLE_PATH}
                      >
                        People
                      </a>
                    </>
                  ) : null}
                </nav>
                <form method="post" action={SIGN_OUT_PATH} className="ml-auto flex items-center gap-3">
                  <span className="text-sm text-muted-foreground">Signed in as {signedIn.username}</span>
                  <CsrfField token={signedIn.csrfToken} />
                  <Button variant="secondary">Sign out</Button>
                </form>
              </>
            ) : null}
          </div>
        </header>
        <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          {children}
        </main>
      </body>
    </html>
  );
}
