import type { Locator, Page } from '@playwright/test';

/** One reading of an element's text: milliseconds since the element was scrolled into view, and the text. */
export type TextSample = readonly [ms: number, text: string];

declare global {
  interface Window {
    __textSamples?: [number, string][];
    __textSamplesFrom?: number;
  }
}

/** Reads the element's text on every animation frame from now on, and scrolls it to the middle of the view. */
export async function scrollIntoViewReadingText(element: Locator): Promise<void> {
  await element.evaluate((node) => {
    const samples: [number, string][] = [];
    window.__textSamples = samples;
    const read = () => {
      samples.push([performance.now(), node.textContent ?? '']);
      requestAnimationFrame(read);
    };
    read();
    window.__textSamplesFrom = performance.now();
    node.scrollIntoView({ block: 'center' });
  });
}

/** The readings so far, timed from the scroll. */
export async function textSamples(page: Page): Promise<TextSample[]> {
  return page.evaluate(() => (window.__textSamples ?? []).map(([ms, text]) => [ms - (window.__textSamplesFrom ?? 0), text] as [number, string]));
}
