import { createRequire } from 'node:module';
import { LinkifyIt } from 'linkify-it';

// `tlds` is a JSON list (every top-level domain IANA knows); createRequire reads JSON without import attributes.
const topLevelDomains = createRequire(import.meta.url)('tlds') as string[];

/**
 * Finds web addresses in text as a person reading it would: with a scheme (`https://…`, `//…`) or without one
 * (`www.example.com`, `example.xyz/offer`), on any real top-level domain. Email addresses are not links here: a
 * person writing to sales gives theirs.
 */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false }).tlds(topLevelDomains).add('mailto:', null);

/** The web addresses in the text, in order (each with where it starts and ends). */
export function linksIn(text: string): Array<{ index: number; lastIndex: number }> {
  return linkify.test(text) ? (linkify.match(text) ?? []) : [];
}
