import { useLayoutEffect } from 'react';
import { DEFERRED_STYLESHEET_ATTRIBUTE } from '@site/http-policy/deferred-stylesheets';

/**
 * Applies the area's full stylesheet that the page's start script linked unapplied. The start script does so itself
 * once the visitor reaches for the page; a component that renders, without being asked, something its prerendered
 * page did not have (content known only in the browser) calls this, since that markup's rules may not be inline.
 */
export function applyDeferredStylesheets(): void {
  for (const sheet of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)) sheet.media = 'all';
}

/** applyDeferredStylesheets() once `rendersOwnMarkup` is true, before the browser paints that markup. */
export function useDeferredStylesheets(rendersOwnMarkup: boolean): void {
  useLayoutEffect(() => {
    if (rendersOwnMarkup) applyDeferredStylesheets();
  }, [rendersOwnMarkup]);
}
