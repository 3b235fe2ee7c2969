import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the page, or only inside `include`, and fails on any serious or critical
 * violation, listing each rule's id, impact, help and the failing elements.
 */
export async function expectNoBlockingViolations(page: Page, where: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = blocking.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    helpUrl: violation.helpUrl,
    nodes: violation.nodes.map((node) => ({
      target: node.target.join(' '),
      html: node.html.slice(0, 200),
      summary: node.failureSummary?.replace(/\s+/g, ' ').slice(0, 400),
    })),
  }));
  expect(report, `serious/critical axe violations on ${where}`).toEqual([]);
}
