import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoBlockingViolations } from '../support/axe';
import { NOT_FOUND_PATH, publishedRoutes } from '../support/routes';
import { waitForAppStarted } from '../support/app-started';

/**
 * Accessibility (issue: "axe-core on every route, desktop and 390 px: no serious or critical violation; every
 * interactive element reachable and operable by keyboard, with a visible focus ring").
 *
 * The routes are the ones the remotes publish with their prerendered pages (mf-*\/dist/pages/_routes.json),
 * plus the 404 page.
 */

const ROUTES = [...publishedRoutes(), NOT_FOUND_PATH];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

test('the remotes publish every route (29 pages with the 404)', () => {
  expect(ROUTES.length).toBeGreaterThanOrEqual(29);
  expect(ROUTES).toContain('/');
  expect(ROUTES).toContain('/contact');
});

/** Loads a page and waits until it has hydrated and the area's remote has loaded. */
async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response, `response for ${url}`).not.toBeNull();
  expect(response!.status(), `status of ${url}`).toBe(url === NOT_FOUND_PATH ? 404 : 200);
  await waitForAppStarted(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Waits until no finite CSS animation or transition is running (fade-ins, count-ups' bars, menu animations). */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = () =>
      document.getAnimations().filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return animation.playState === 'running' && timing?.iterations !== Infinity;
      });
    for (let round = 0; round < 20; round++) {
      const running = finite();
      if (running.length === 0) return;
      await Promise.race([Promise.allSettled(running.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 500))]);
    }
  });
}

/** Scrolls through the page once (in-view effects fire), waits for every fade-in, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.6));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 40)));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  await expect(page.locator('[data-visible="false"]'), 'every fade-in has shown').toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settleAnimations(page);
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of ROUTES) {
      test(`${route} has no serious or critical WCAG 2.1 A/AA violation (${viewport.width} px)`, async ({ page }) => {
        await open(page, route);
        await scrollThrough(page);
        await expectNoBlockingViolations(page, `${route} at ${viewport.width} px`);
        if (viewport.width < 400) {
          // WCAG 1.4.10 Reflow: the narrow layout needs no horizontal scrolling.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `horizontal overflow of ${route} at ${viewport.width} px`).toBeLessThanOrEqual(0);
        }
      });
    }
  });
}

// Content that only shows after an interaction: axe it in that state too.
test.describe('axe on interactive states', () => {
  test('every header dropdown, open (1280 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/');
    for (const name of ['Product', 'Solutions', 'Services']) {
      const button = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await settleAnimations(page);
      await expectNoBlockingViolations(page, `the open ${name} menu`, 'header');
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('the mobile drawer, open (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/pricing');
    await page.getByRole('banner').getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site navigation' })).toBeVisible();
    await settleAnimations(page);
    await expectNoBlockingViolations(page, 'the open mobile drawer');
  });

  test('every tab panel of /product/architecture (1280 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/product/architecture');
    const tabs = page.getByRole('tablist').getByRole('tab');
    const count = await tabs.count();
    for (let i = 0; i < count; i++) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      const panelId = await tabs.nth(i).getAttribute('aria-controls');
      await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
      await settleAnimations(page);
      await expectNoBlockingViolations(page, `tab ${i + 1} of /product/architecture`, `[id="${panelId}"]`);
    }
  });

  test('/product/how-it-works with a diagram box highlighted (1280 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/product/how-it-works');
    await page.getByRole('button', { name: /Pause animation/ }).click();
    const box = page.locator('[data-node]').first();
    await box.focus();
    await expect(box).toHaveAttribute('data-highlighted', 'true');
    await settleAnimations(page);
    await expectNoBlockingViolations(page, 'the architecture diagram with a highlighted box', '#architecture');
  });

  for (const viewport of VIEWPORTS) {
    test(`/contact forms showing their validation errors (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await open(page, '/contact?type=quote');
      for (const name of ['Send Message', 'Request Demo']) {
        await page.getByRole('button', { name, exact: true }).click();
      }
      await expect(page.getByRole('alert').first()).toBeVisible();
      await settleAnimations(page);
      await expectNoBlockingViolations(page, `/contact with field errors at ${viewport.width} px`);
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Keyboard: every tabbable element is reached by Tab, in document order, and shows a focus indicator.
// ---------------------------------------------------------------------------------------------------------------

interface TabbableInfo {
  description: string;
}

interface FocusStop {
  /** Index of the focused element in the list of expected tabbables, -1 when it is not one of them. */
  index: number;
  description: string;
  /** Why the focus indicator does not count as visible; empty when it is visible. */
  indicatorProblem: string;
}

/**
 * Collects, in document order, the elements inside `scopeSelector` that sequential keyboard navigation should
 * reach: focusable, not disabled, tabindex >= 0, rendered (no display:none / visibility:hidden / `hidden`
 * ancestor), not inert, one radio button per group. Stores them on window.__a11y for later lookups and records
 * each one's unfocused box-shadow (a box-shadow ring only counts when it differs from the resting one).
 */
async function collectTabbables(page: Page, scopeSelector = 'body'): Promise<TabbableInfo[]> {
  return page.evaluate((scope) => {
    const selector = [
      'a[href]',
      'area[href]',
      'button',
      'input',
      'select',
      'textarea',
      'summary',
      'iframe',
      'audio[controls]',
      'video[controls]',
      '[contenteditable]:not([contenteditable="false"])',
      '[tabindex]',
    ].join(',');
    const root = document.querySelector(scope);
    if (!root) throw new Error(`no element matches ${scope}`);
    const describeElement = (element: Element): string => {
      const html = element as HTMLElement;
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text (innerText) is what a user reads as the name.
      const renderedText = html.innerText;
      const name =
        element.getAttribute('aria-label') ?? (renderedText || (element as HTMLInputElement).name || element.id || '').replace(/\s+/g, ' ').trim();
      const href = element.getAttribute('href');
      return `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}${href ? ` href=${href}` : ''}> "${name.slice(0, 60)}"`;
    };
    const radioGroupsSeen = new Set<string>();
    const tabbables: HTMLElement[] = [];
    for (const element of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
      if (element.tabIndex < 0) continue;
      if ((element as HTMLButtonElement).disabled) continue;
      if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
      if (element.closest('[inert]')) continue;
      if (element.hasAttribute('data-radix-focus-guard')) continue;
      if (!element.checkVisibility({ checkVisibilityCSS: true })) continue;
      const details = element.closest('details');
      if (details && !details.open && element.tagName !== 'SUMMARY') continue;
      if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
        const group = `${element.form?.id ?? ''}|${element.name}`;
        if (radioGroupsSeen.has(group)) continue;
        const groupMembers = Array.from(
          (element.form ?? document).querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`),
        );
        const checked = groupMembers.find((member) => member.checked);
        radioGroupsSeen.add(group);
        if (checked && checked !== element) {
          tabbables.push(checked);
          continue;
        }
      }
      tabbables.push(element);
    }
    const state = {
      tabbables,
      restingShadows: tabbables.map((element) => getComputedStyle(element).boxShadow),
      describe: describeElement,
    };
    (window as unknown as { __a11y: typeof state }).__a11y = state;
    return tabbables.map((element) => ({ description: describeElement(element) }));
  }, scopeSelector);
}

/** Where focus is now, and whether the focused element shows an indicator. */
async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const state = (
      window as unknown as {
        __a11y?: { tabbables: HTMLElement[]; restingShadows: string[]; describe: (element: Element) => string };
      }
    ).__a11y ?? {
      tabbables: [],
      restingShadows: [],
      describe: (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 60)}"`,
    };
    const active = document.activeElement;
    if (!active || active === document.body) return { index: -1, description: '(body)', indicatorProblem: 'nothing focused' };
    const index = state.tabbables.indexOf(active as HTMLElement);
    const style = getComputedStyle(active);
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    const outlineVisible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
    // A box-shadow counts as a ring only when it differs from the element's unfocused shadow (known for the
    // elements collected before focus moved); otherwise the outline must show.
    const resting = index >= 0 ? state.restingShadows[index] : undefined;
    const shadowRing = resting !== undefined && style.boxShadow !== 'none' && style.boxShadow !== resting;
    const indicatorProblem =
      outlineVisible || shadowRing
        ? ''
        : `no focus indicator (outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow})`;
    return { index, description: state.describe(active), indicatorProblem };
  });
}

/** Starts sequential focus navigation from the top of the document. */
async function resetFocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

/**
 * Presses Tab `count` times and returns each stop. The caller compares the indices with the expected order.
 */
async function tabStops(page: Page, count: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focusStop(page));
  }
  return stops;
}

/** Asserts the stops visit every expected tabbable, in order, each with a focus indicator. */
function expectFullTabOrder(stops: FocusStop[], expected: TabbableInfo[], where: string, firstIndex = 0): void {
  const reached = stops.map((stop) => `${stop.index}: ${stop.description}`);
  const wanted = expected.map((info, i) => ({ i, description: info.description }));
  const order = wanted.map((_, i) => (firstIndex + i) % expected.length);
  expect(reached, `Tab order on ${where} (left: focused element per Tab; right: the visible focusable elements in document order)`).toEqual(
    order.map((i) => `${i}: ${expected[i]!.description}`),
  );
  const missingIndicator = stops.filter((stop) => stop.indicatorProblem !== '').map((stop) => `${stop.description}: ${stop.indicatorProblem}`);
  expect(missingIndicator, `elements without a visible focus indicator on ${where}`).toEqual([]);
  // Every link and button was reached.
  expect(new Set(stops.map((stop) => stop.index)).size).toBe(expected.length);
}

/** Loads `url`, then tabs through the whole page from the top. */
async function tabThroughPage(page: Page, url: string): Promise<TabbableInfo[]> {
  await open(page, url);
  await scrollThrough(page);
  const expected = await collectTabbables(page);
  expect(expected.length, `focusable elements on ${url}`).toBeGreaterThan(5);
  await resetFocus(page);
  const stops = await tabStops(page, expected.length);
  expectFullTabOrder(stops, expected, url);
  return expected;
}

function mainNav(page: Page): Locator {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

async function expectFocusIndicator(page: Page, where: string): Promise<void> {
  const stop = await focusStop(page);
  expect(stop.indicatorProblem, `focus indicator of ${stop.description} (${where})`).toBe('');
}

test('the whole page is in the accessibility tree at load, far below the first screen too', async ({ page }) => {
  // Chromium's own accessibility tree (what a screen reader is given), not names computed from the DOM. It guards
  // against skipping the rendering of far sections (content-visibility: auto, tried for a cheaper first layout):
  // Chromium then leaves their content out of this tree until they are scrolled near (on `/`: 9 links instead of 33).
  await open(page, '/');
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const linkNames = nodes.filter((node) => !node.ignored && node.role?.value === 'link').map((node) => String(node.name?.value ?? ''));
  const domLinks = await page
    .locator('a[href]')
    .evaluateAll((links) => links.filter((link) => link.checkVisibility({ checkVisibilityCSS: true })).length);
  expect(linkNames).toEqual(expect.arrayContaining(['Terms of Service', 'Privacy Policy', 'Documentation']));
  expect(linkNames.length, 'links in the accessibility tree / visible links in the page').toBe(domLinks);
});

test.describe('keyboard at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const url of ['/', '/contact', '/product/architecture', '/product/how-it-works']) {
    test(`${url}: Tab reaches every link, button and field in order, each with a visible focus ring`, async ({ page }) => {
      await tabThroughPage(page, url);
    });
  }

  test('/: the PoC milestones are toggle buttons operated with Space and Enter', async ({ page }) => {
    await open(page, '/');
    const milestones = page.getByRole('list', { name: 'PoC milestones' }).getByRole('button');
    await expect(milestones).toHaveCount(3);
    await milestones.nth(1).focus();
    await page.keyboard.press('Space');
    await expect(milestones.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(milestones.nth(0)).toHaveAttribute('aria-pressed', 'false');
    await expectFocusIndicator(page, 'milestone button');
    await page.keyboard.press('Tab');
    await expect(milestones.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(milestones.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(milestones.nth(1)).toHaveAttribute('aria-pressed', 'false');
  });

  test('skip link is the first stop, visible when focused, and moves focus to the main content', async ({ page }) => {
    await open(page, '/pricing');
    await resetFocus(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    // The next Tab continues inside the main content, not in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
  });

  test('/product/architecture: the tabs work with the arrow keys, Home and End', async ({ page }) => {
    await open(page, '/product/architecture');
    const tablist = page.getByRole('tablist');
    const tabs = tablist.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    const selected = tablist.getByRole('tab', { selected: true });
    await selected.focus();
    await expectFocusIndicator(page, 'selected tab');
    const first = await tabs.nth(0).textContent();

    // Only the selected tab is in the Tab order (roving tabindex).
    for (let i = 1; i < count; i++) await expect(tabs.nth(i)).toHaveAttribute('tabindex', '-1');

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expectFocusIndicator(page, 'second tab');
    const panelId = await tabs.nth(1).getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();

    await page.keyboard.press('End');
    await expect(tabs.nth(count - 1)).toBeFocused();
    await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(tabs.nth(0)).toHaveText(first ?? '');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the visible panel.
    await page.keyboard.press('Tab');
    const firstPanelId = await tabs.nth(0).getAttribute('aria-controls');
    await expect(page.locator(`[id="${firstPanelId}"]`)).toBeFocused();
    await expectFocusIndicator(page, 'tab panel');
  });

  test('/product/how-it-works: the diagram steps, the pause button and the boxes work from the keyboard', async ({ page }) => {
    await open(page, '/product/how-it-works');
    const steps = page.getByRole('list', { name: 'Data flow steps' }).getByRole('button');
    await steps.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await steps.nth(2).focus();
    await page.keyboard.press('Space');
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');

    const toggle = page.getByRole('button', { name: /(Pause|Play) animation/ });
    await toggle.focus();
    const pressed = await toggle.getAttribute('aria-pressed');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
    await expectFocusIndicator(page, 'animation toggle');

    // Focusing a box highlights it and shows its detail.
    await page.keyboard.press('Tab');
    const box = page.locator('[data-node]').first();
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('data-highlighted', 'true');
    await expectFocusIndicator(page, 'diagram box');
  });

  test('header dropdowns: Tab walks each open menu in order with focus rings, and focus leaving closes it', async ({ page }) => {
    await open(page, '/');
    for (const name of ['Product', 'Solutions', 'Services']) {
      const button = mainNav(page).getByRole('button', { name, exact: true });
      await button.focus();
      await expectFocusIndicator(page, `${name} button`);
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panelId = await button.getAttribute('aria-controls');
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel).toBeVisible();
      await settleAnimations(page);

      const expected = await collectTabbables(page, `[id="${panelId}"]`);
      expect(expected.length, `links in the ${name} menu`).toBeGreaterThan(1);
      expect(expected.length).toBe(await panel.getByRole('link').count());
      const stops = await tabStops(page, expected.length);
      expectFullTabOrder(stops, expected, `the ${name} menu`);

      // The next Tab leaves the menu, which closes.
      await page.keyboard.press('Tab');
      await expect(panel).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });
});

test.describe('keyboard at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const url of ['/', '/contact']) {
    test(`${url}: Tab reaches every link, button and field in order, each with a visible focus ring`, async ({ page }) => {
      await tabThroughPage(page, url);
    });
  }

  test('mobile drawer: opens with Enter, Tab cycles through every link inside it, Escape closes it', async ({ page }) => {
    await open(page, '/');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Open navigation menu' });
    await trigger.focus();
    await expectFocusIndicator(page, 'menu button');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Site navigation' });
    await expect(drawer).toBeVisible();
    await settleAnimations(page);

    const expected = await collectTabbables(page, '[role="dialog"]');
    expect(expected.length).toBe((await drawer.getByRole('link').count()) + (await drawer.getByRole('button').count()));
    // Focus moved into the drawer on open.
    const start = await focusStop(page);
    expect(start.index, `focus after opening: ${start.description}`).toBeGreaterThanOrEqual(0);
    expect(start.indicatorProblem).toBe('');
    // Tab goes through every element once and then wraps (the focus stays trapped in the drawer).
    const stops = await tabStops(page, expected.length);
    expectFullTabOrder(stops, expected, 'the mobile drawer', start.index + 1);

    // Shift+Tab goes back.
    await page.keyboard.press('Shift+Tab');
    const back = await focusStop(page);
    expect(back.index).toBe((start.index + expected.length - 1) % expected.length);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('mobile drawer: a link is followed with Enter', async ({ page }) => {
    await open(page, '/');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Open navigation menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Site navigation' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Pricing', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(drawer).toBeHidden();
  });
});
