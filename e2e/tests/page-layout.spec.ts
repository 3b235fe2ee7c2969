import { expect, type Locator, test, type Page } from '@playwright/test';
import { publishedRoutes } from '../support/routes';
import { waitForAppStarted } from '../support/app-started';

/**
 * What a buyer sees at 1280 and 390 px beyond the content itself: calls to action lead with their primary button,
 * every section has a visible heading, severities have their colours, code keeps its columns, the evidence
 * sample's labels and columns hold together, the legal contents follow the reader.
 */

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await waitForAppStarted(page);
}

type Edge = 'left' | 'right' | 'top' | 'bottom';

/**
 * Whether a scrolling box shows a cue (a glow) at one edge: a small strip of its padding at that edge, compared with
 * the same strip from the middle of that side, in an empty padding column or row so no text is in either.
 */
async function showsCueAt(page: Page, box: Locator, edge: Edge): Promise<boolean> {
  const rect = (await box.boundingBox())!;
  const size = 6;
  const horizontal = edge === 'left' || edge === 'right';
  // Sideways: a strip of the top padding; up and down: a strip of the left padding.
  const at = {
    left: { x: rect.x + 1, y: rect.y + 4 },
    right: { x: rect.x + rect.width - size - 1, y: rect.y + 4 },
    top: { x: rect.x + 1, y: rect.y + 1 },
    bottom: { x: rect.x + 1, y: rect.y + rect.height - size - 1 },
  }[edge];
  const middle = horizontal ? { x: rect.x + rect.width / 2, y: at.y } : { x: at.x, y: rect.y + rect.height / 2 };
  const shot = (point: { x: number; y: number }) => page.screenshot({ clip: { ...point, width: size, height: size }, animations: 'disabled' });
  return !(await shot(at)).equals(await shot(middle));
}

/** Groups of two or more buttons side by side (hero actions, call-to-action panels) whose first is not the primary one. */
async function groupsLeadingWithASecondaryButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isButton = (element: Element) =>
      (element.tagName === 'A' || element.tagName === 'BUTTON') &&
      element.classList.contains('inline-flex') &&
      element.classList.contains('rounded-md');
    const found: string[] = [];
    for (const primary of document.querySelectorAll('main .bg-primary')) {
      const group = primary.parentElement;
      if (!group || !isButton(primary)) continue;
      const buttons = [...group.children].filter(isButton);
      if (buttons.length >= 2 && buttons[0] !== primary) found.push(buttons.map((button) => button.textContent?.trim()).join(' | '));
    }
    return found;
  });
}

test.describe('calls to action', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of publishedRoutes()) {
    test(`${route}: every group of buttons starts with its primary button`, async ({ page }) => {
      await open(page, route);
      expect(await groupsLeadingWithASecondaryButton(page)).toEqual([]);
    });
  }

  test('/product/hardware-recommendations: the closing three buttons stand on one row', async ({ page }) => {
    await open(page, '/product/hardware-recommendations');
    const panel = page.locator('#get-started');
    const tops = await panel.getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
    await expect(panel.getByRole('link').first()).toHaveText(/Talk to a Sizing Engineer/);
  });

  test('/product/how-it-works: the closing panel leads with the proof of concept, then the Canonical SLOs', async ({ page }) => {
    await open(page, '/product/how-it-works');
    await expect(page.locator('#get-started').getByRole('link')).toHaveText([/Start a 14-Day PoC/, /Canonical SLOs/]);
  });
});

test('/product/surface-harvester: the features section has a visible heading', async ({ page }) => {
  await open(page, '/product/surface-harvester');
  const heading = page.locator('#features').getByRole('heading', { level: 2 });
  await expect(heading).toHaveText('Governance and operations, built in');
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeVisible();
  const box = await heading.boundingBox();
  expect(box!.height).toBeGreaterThan(20);
});

test('/solutions/ciso: the sample dashboard colours each severity, Critical red, never like Medium', async ({ page }) => {
  await open(page, '/solutions/ciso');
  const bars = await page.evaluate(() => {
    const colours: Record<string, string> = {};
    for (const row of document.querySelectorAll('main figure li')) {
      const label = row.querySelector('span')?.textContent?.trim() ?? '';
      const bar = row.querySelector('[aria-hidden="true"] > div');
      if (bar) colours[label] = getComputedStyle(bar).backgroundColor;
    }
    return colours;
  });
  expect(Object.keys(bars)).toEqual(['Critical', 'High', 'Medium']);
  expect(new Set(Object.values(bars)).size).toBe(3);
  // The theme's destructive red (#f87171).
  expect(bars.Critical).toBe('rgb(248, 113, 113)');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/product/hardware-recommendations: the pre-flight output keeps its columns and scrolls sideways in its frame', async ({ page }) => {
    await open(page, '/product/hardware-recommendations');
    const output = page.locator('main pre').filter({ hasText: 'Result:' });
    await output.scrollIntoViewIfNeeded();
    const shape = await output.evaluate((pre) => ({
      whiteSpace: getComputedStyle(pre).whiteSpace,
      scrolls: pre.scrollWidth > pre.clientWidth,
      lines: (pre.textContent ?? '').split('\n').length,
      lineHeight: parseFloat(getComputedStyle(pre).lineHeight),
      contentHeight: pre.clientHeight - parseFloat(getComputedStyle(pre).paddingTop) - parseFloat(getComputedStyle(pre).paddingBottom),
      tabIndex: pre.tabIndex,
    }));
    expect(shape.whiteSpace).toBe('pre');
    expect(shape.scrolls).toBe(true);
    // One row per line: nothing wrapped.
    expect(Math.round(shape.contentHeight / shape.lineHeight)).toBe(shape.lines);
    // Reachable by keyboard, so it can be scrolled without a pointer.
    expect(shape.tabIndex).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // A glow on the right edge says more waits there; scrolled to the end (by keyboard), it moves to the left edge.
    expect(await showsCueAt(page, output, 'right')).toBe(true);
    expect(await showsCueAt(page, output, 'left')).toBe(false);
    await output.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => output.evaluate((pre) => pre.scrollLeft)).toBeGreaterThan(0);
    await output.evaluate((pre) => pre.scrollTo({ left: pre.scrollWidth, behavior: 'instant' }));
    // Without its focus ring, which lines the frame's edges.
    await output.blur();
    expect(await showsCueAt(page, output, 'right')).toBe(false);
    expect(await showsCueAt(page, output, 'left')).toBe(true);
  });
});

test.describe('/evidence-sample', () => {
  for (const width of [768, 1024, 1280]) {
    test(`at ${width} px every field's key stays in its column, clear of the value and its description`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/evidence-sample');
      const overlaps = await page.evaluate(() => {
        const found: string[] = [];
        for (const row of document.querySelectorAll('#artifact dl > div')) {
          const key = row.querySelector('dt code');
          const value = row.querySelector('dd');
          if (!key || !value) continue;
          const a = key.getBoundingClientRect();
          const b = value.getBoundingClientRect();
          const intersects = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          if (intersects || key.scrollWidth > key.clientWidth + 1) found.push(key.textContent ?? '');
        }
        return found;
      });
      expect(overlaps).toEqual([]);
    });
  }

  test('at 1280 px the JSON and the field-by-field explanation leave no empty column', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/evidence-sample');
    const layout = await page.evaluate(() => {
      const json = document.querySelector('#artifact figure')!.getBoundingClientRect();
      const cards = [...document.querySelectorAll('#artifact dl')].map((dl) => dl.closest('[class*="break-inside-avoid"]')!.getBoundingClientRect());
      const columns = new Map<number, number>();
      for (const card of cards) columns.set(Math.round(card.left), Math.max(columns.get(Math.round(card.left)) ?? 0, card.bottom));
      return { jsonBottom: json.bottom, firstCardTop: Math.min(...cards.map((card) => card.top)), columnBottoms: [...columns.values()] };
    });
    // The JSON stands above the explanation (nothing beside it to run out of), and the explanation's columns end
    // within a card's height of each other.
    expect(layout.jsonBottom).toBeLessThanOrEqual(layout.firstCardTop);
    expect(layout.columnBottoms).toHaveLength(2);
    expect(Math.abs(layout.columnBottoms[0]! - layout.columnBottoms[1]!)).toBeLessThan(450);
  });
});

test('legal pages in a 1280 x 800 window: every contents entry can be reached by keyboard, and a cue shows there are more', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const route of ['/legal/privacy-policy', '/legal/terms-of-service']) {
    await open(page, route);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const contents = page.getByRole('navigation', { name: /contents/i });
    const list = contents.getByRole('list');
    const links = list.getByRole('link');
    // The whole box stands in the window (its own list scrolls, not the box).
    const box = (await contents.boundingBox())!;
    expect(box.y + box.height, `${route}: the contents box's bottom`).toBeLessThanOrEqual(800);

    const overflows = await list.evaluate((ol) => ol.scrollHeight > ol.clientHeight);
    if (overflows) {
      expect(await showsCueAt(page, list, 'bottom'), `${route}: cue at the list's bottom`).toBe(true);
      expect(await showsCueAt(page, list, 'top'), `${route}: no cue at the list's top`).toBe(false);
    }
    // Tabbing from the first entry to the last shows each, whole, inside the list and the window.
    await links.first().focus();
    const count = await links.count();
    for (let index = 0; index < count; index += 1) {
      if (index > 0) await page.keyboard.press('Tab');
      const link = links.nth(index);
      await expect(link, `${route}: entry ${index + 1} has the focus`).toBeFocused();
      const [linkBox, listBox] = [(await link.boundingBox())!, (await list.boundingBox())!];
      expect(linkBox.y, `${route}: entry ${index + 1} top`).toBeGreaterThanOrEqual(listBox.y);
      expect(linkBox.y + linkBox.height, `${route}: entry ${index + 1} bottom`).toBeLessThanOrEqual(listBox.y + listBox.height + 0.5);
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    if (overflows) {
      expect(await showsCueAt(page, list, 'bottom'), `${route}: no cue at the bottom once at the end`).toBe(false);
      expect(await showsCueAt(page, list, 'top'), `${route}: cue at the top once at the end`).toBe(true);
    }
  }
  // At least the longer document does not fit, so the cue is tested.
  expect(
    await page
      .getByRole('navigation', { name: /contents/i })
      .getByRole('list')
      .evaluate((ol) => ol.scrollHeight > ol.clientHeight),
  ).toBe(true);
});

test('legal pages at 1280 px: the contents follow the reader down the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const route of ['/legal/privacy-policy', '/legal/terms-of-service']) {
    await open(page, route);
    const contents = page.getByRole('navigation', { name: /contents/i });
    for (const share of [0.3, 0.6, 0.9]) {
      await page.evaluate((at) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * at), share);
      await expect(contents, `${route} scrolled to ${share * 100}%`).toBeInViewport();
    }
  }
});
