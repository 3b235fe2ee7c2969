import { expect, test, type Page } from '@playwright/test';
import { publishedRoutes } from '../support/routes';

/**
 * What a buyer sees at 1280 and 390 px beyond the content itself: calls to action lead with their primary button,
 * every section has a visible heading, severities have their colours, code keeps its columns, the evidence
 * sample's labels and columns hold together, the legal contents follow the reader.
 */

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await page.waitForLoadState('networkidle');
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
