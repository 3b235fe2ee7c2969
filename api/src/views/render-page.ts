import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A complete HTML document from a page element (static markup: nothing hydrates it, the pages run no script). */
export function renderPage(page: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
