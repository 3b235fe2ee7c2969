import { Badge, Container } from '@site/ui';
import { LegalBlockView } from './LegalBlockView';
import { LegalTableOfContents } from './LegalTableOfContents';
import type { LegalDocumentContent } from './legal-document.types';

export interface LegalDocumentProps {
  document: LegalDocumentContent;
}

/**
 * Layout shared by the legal pages: title with effective / last-updated dates, a table of contents with in-page
 * anchors (sticky beside the text on wide screens, above it on narrow ones) and numbered sections.
 */
export function LegalDocument({ document: doc }: LegalDocumentProps) {
  return (
    <article className="py-12 sm:py-16 lg:py-20">
      <Container>
        <header className="max-w-3xl border-b border-border pb-8">
          <Badge variant="cyan">{doc.badge}</Badge>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{doc.title}</h1>
          <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm text-muted-foreground">
            <div className="flex gap-2">
              <dt>Effective:</dt>
              <dd className="text-foreground">
                <time dateTime={doc.effectiveDateIso}>{doc.effectiveDate}</time>
              </dd>
            </div>
            <div className="flex gap-2">
              <dt>Last updated:</dt>
              <dd className="text-foreground">
                <time dateTime={doc.lastUpdatedIso}>{doc.lastUpdated}</time>
              </dd>
            </div>
          </dl>
        </header>

        <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
          <aside className="lg:sticky lg:top-24 lg:flex lg:max-h-[calc(100vh-7rem)] lg:flex-col lg:self-start">
            <LegalTableOfContents sections={doc.sections} />
          </aside>

          <div className="min-w-0 max-w-3xl">
            <div className="space-y-4 text-base leading-7 text-muted-foreground">
              {doc.summary.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>

            {doc.sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12 border-t border-border pt-10">
                <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-foreground">
                  <span className="mr-2 font-mono text-cyber-cyan">{index + 1}.</span>
                  {section.title}
                </h2>
                <div className="mt-5 space-y-4 text-base leading-7 break-words text-muted-foreground">
                  {section.blocks.map((block, blockIndex) => (
                    <LegalBlockView key={`${section.id}-${blockIndex}`} block={block} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      </Container>
    </article>
  );
}
