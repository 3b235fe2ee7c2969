import type { LegalSection } from './legal-document.types';

export interface LegalTableOfContentsProps {
  sections: readonly LegalSection[];
  /** Id of the nav's heading, so the landmark is labelled. */
  headingId?: string;
}

/**
 * Numbered in-page links to every section of a legal document. In a box shorter than the list (the sticky sidebar
 * in a low window) the heading stays and the list scrolls, with a glow on the edge that has more entries behind it;
 * tabbing through the links scrolls each into view.
 */
export function LegalTableOfContents({ sections, headingId = 'legal-toc-title' }: LegalTableOfContentsProps) {
  return (
    <nav aria-labelledby={headingId} className="flex min-h-0 flex-col rounded-xl border border-border bg-card p-5">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-foreground uppercase">
        Contents
      </h2>
      {/* The list's padding keeps the links' focus rings clear of its scrolling edge, which clips them. */}
      <ol className="scroll-cue-y -mx-2 mt-3 min-h-0 scroll-py-4 space-y-2 overflow-y-auto px-2 py-1 text-sm">
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
