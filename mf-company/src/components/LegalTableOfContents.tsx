import type { LegalSection } from './legal-document.types';

export interface LegalTableOfContentsProps {
  sections: readonly LegalSection[];
  /** Id of the nav's heading, so the landmark is labelled. */
  headingId?: string;
}

/** Numbered in-page links to every section of a legal document. */
export function LegalTableOfContents({ sections, headingId = 'legal-toc-title' }: LegalTableOfContentsProps) {
  return (
    <nav aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-5">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-foreground uppercase">
        Contents
      </h2>
      <ol className="mt-4 space-y-2 text-sm">
        {sections.map((section, index) => (
          <li key={section.id} className="flex gap-2">
            <span className="w-6 shrink-0 text-right font-mono text-xs leading-6 text-muted-foreground">{index + 1}.</span>
            <a
              href={`#${section.id}`}
              className="min-w-0 leading-6 break-words text-muted-foreground underline-offset-4 hover:text-cyber-cyan hover:underline"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
