/**
 * Typed building blocks of a legal document (privacy policy, terms of service).
 * Content files describe documents with these types; `LegalDocument` renders them.
 */

/** An internal link rendered after a paragraph's text (e.g. to /contact). */
export interface LegalLink {
  label: string;
  to: string;
}

export type LegalBlock =
  | { kind: 'paragraph'; text: string; link?: LegalLink }
  | { kind: 'subheading'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /** Definition-style list: a bold term followed by its explanation. */
  | { kind: 'terms'; items: readonly { term: string; text: string }[] }
  | { kind: 'table'; caption: string; headers: readonly string[]; rows: readonly (readonly string[])[] };

export interface LegalSection {
  /** Anchor id, used by the table of contents (e.g. 'data-retention'). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  badge: string;
  title: string;
  /** ISO date for <time dateTime>, e.g. '2025-01-01'. */
  effectiveDateIso: string;
  /** Human-readable date, e.g. '1 January 2025'. */
  effectiveDate: string;
  lastUpdatedIso: string;
  lastUpdated: string;
  /** Introductory paragraphs shown above the first section. */
  summary: readonly string[];
  sections: readonly LegalSection[];
}
