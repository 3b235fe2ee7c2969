import type { Page } from '@playwright/test';

/** One problem the page reported: an uncaught exception (`pageerror`) or a `console.error` message. */
export interface ConsoleProblem {
  kind: 'pageerror' | 'console.error';
  text: string;
  /** The URL of the script or resource the message came from, when Chromium gives one. */
  url: string;
}

/**
 * The browser's own message for a response with an error status (for example the 404 document itself).
 * Chromium logs it as a console error; it is expected on the 404 page and says nothing about the app.
 */
const FAILED_RESOURCE_404 = /^Failed to load resource: the server responded with a status of 404\b/;

/**
 * React 19 hydration problems. The production build logs minified messages ("Minified React error #418;
 * visit https://react.dev/errors/418 ..."), so match the error numbers as well as the word.
 * 418: server HTML did not match; 419: a Suspense boundary could not be server rendered; 421/422/423/425:
 * hydration gave up and re-rendered on the client.
 */
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b|React error #(418|419|421|422|423|425)\b/i;

export interface ConsoleTracker {
  /** Every uncaught exception and console error so far. */
  all(): ConsoleProblem[];
  /** Like `all()`, but without Chromium's "Failed to load resource ... 404" lines (the 404 document itself). */
  unexpected(): ConsoleProblem[];
  /** Any message (of any console level) or uncaught exception that mentions hydration. */
  hydrationProblems(): string[];
}

/** Starts collecting `pageerror` events and console messages of `page`. Call before the first `goto`. */
export function trackConsole(page: Page): ConsoleTracker {
  const problems: ConsoleProblem[] = [];
  const everything: string[] = [];

  page.on('pageerror', (error) => {
    const text = `${error.name}: ${error.message}`;
    problems.push({ kind: 'pageerror', text, url: page.url() });
    everything.push(`${text}\n${error.stack ?? ''}`);
  });
  page.on('console', (message) => {
    everything.push(message.text());
    if (message.type() === 'error') {
      problems.push({ kind: 'console.error', text: message.text(), url: message.location().url });
    }
  });

  return {
    all: () => [...problems],
    unexpected: () => problems.filter((p) => !(p.kind === 'console.error' && FAILED_RESOURCE_404.test(p.text))),
    hydrationProblems: () => everything.filter((text) => HYDRATION_PROBLEM.test(text)),
  };
}

/** Visible text of the first `<h1>` in a raw HTML document (tags stripped, entities for quotes/ampersand decoded). */
export function firstH1Text(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (!match?.[1]) return undefined;
  return decodeEntities(match[1].replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of the `<title>` of a raw HTML document. */
export function titleText(html: string): string | undefined {
  const match = /<title>([\s\S]*?)<\/title>/i.exec(html);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]).trim();
}

/** Text content of a raw HTML document with tags removed (to search for words the prerenderer wrote). */
export function visibleHtmlText(html: string): string {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return decodeEntities(
    body
      .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]*>/g, ' '),
  ).replace(/\s+/g, ' ');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}
