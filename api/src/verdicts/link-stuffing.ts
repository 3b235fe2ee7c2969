import { LINK_STUFFING_THRESHOLD } from '@site/contracts';
import { linksIn } from './link-finder.js';

/** The free-text answers (message, purpose, preferred time) carry LINK_STUFFING_THRESHOLD links or more in all. */
export function isLinkStuffed(freeTexts: ReadonlyArray<string | undefined>): boolean {
  const links = freeTexts.reduce((count, text) => count + (text ? linksIn(text).length : 0), 0);
  return links >= LINK_STUFFING_THRESHOLD;
}
