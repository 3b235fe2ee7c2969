/**
 * Marks the <link> of an area's full stylesheet that a page's start script adds unapplied (media "not all"). A page
 * carries, inline, only the rules its prerendered HTML uses; the full stylesheet is for what the app renders later
 * (other routes, menus, form states), and applying it restyles the whole page. So it is applied only once the
 * visitor reaches for the page (a pointer over it, a focus, a key, a click, a history step), or when a component
 * renders, without being asked, something the prerendered page did not have (`applyDeferredStylesheets` in
 * @site/ui). No DOM here: the start script's text (page-start-script.ts) and the browser code share this name.
 */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';

/** The events, on the window and in its capture phase, by which the visitor reaches for the page. */
export const DEFERRED_STYLESHEET_TRIGGERS = ['mouseover', 'focusin', 'keydown', 'click', 'popstate'] as const;
