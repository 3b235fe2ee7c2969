import { expect, test, type Locator, type Page } from '@playwright/test';
import { firstH1Text, titleText, trackConsole, visibleHtmlText } from '../support/page-console';
import { scrollIntoViewReadingText, textSamples } from '../support/text-samples';
import { waitForAppStarted } from '../support/app-started';

/**
 * The product and solutions pages of the platform remote:
 * visible texts, figures and link targets, the deployment tabs, the hardware counters, the how-it-works
 * animation, and the prerendered HTML of every route.
 */

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await waitForAppStarted(page);
}

/** The JSON shown in the code block whose window title contains `title`, parsed. */
async function codeBlockJson(page: Page, title: string): Promise<Record<string, unknown>> {
  const block = page.locator('figure').filter({ has: page.locator('figcaption', { hasText: title }) });
  await expect(block).toHaveCount(1);
  await block.scrollIntoViewIfNeeded();
  await expect(block).toBeVisible();
  const text = await block.locator('code').textContent();
  return JSON.parse(text ?? '') as Record<string, unknown>;
}

function keysOf(value: unknown): string[] {
  return Object.keys(value as Record<string, unknown>).sort();
}

async function expectLink(scope: Page | Locator, name: string | RegExp, href: string): Promise<void> {
  const links = scope.getByRole('link', { name, exact: typeof name === 'string' ? true : undefined });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', href);
  }
}

/** Claimed targets that are SLOs (wording exactly as shown on /product/overview). */
const SLO_TARGETS: ReadonlyArray<[string, string]> = [
  ['New asset detection', '≤24 h'],
  ['CMDB match', '≥99%'],
  ['Scan-to-evidence', 'p95 <8 min'],
  ['Critical to ticket', '≤15 min'],
  ['Unknown owners cleared', '≤7 days'],
  ['Duplicate rate', '<1%'],
  ['Critical false positives', '<5% (target <2%)'],
  ['WORM evidence retention', '≥365 days up to 7 years'],
  ['Drift alerts', '≤60 min'],
  ['Evidence artifact', '<60 s after validation'],
  ['Alert-to-SIEM', 'p95 <60 s'],
  ['Prefilter latency', 'p95 <20 ms'],
  ['Uptime', '≥99.9%/month'],
  ['Throughput', '≥120k checks/min per T4-class GPU (about 2k/s)'],
];

test.describe('/product/surface-harvester', () => {
  test('shows the badge, the hero buttons, six capability cards and two feature lists', async ({ page }) => {
    await open(page, '/product/surface-harvester');
    await expect(page.getByRole('heading', { level: 1, name: 'Surface Harvester' })).toBeVisible();
    await expect(page.getByText('Governed External Exposure Monitoring', { exact: true })).toBeVisible();
    await expectLink(page, 'Explore Platform', '/product/overview');
    await expectLink(page, 'View Evidence Sample', '/evidence-sample');

    const capabilities = page.locator('#capabilities');
    await capabilities.scrollIntoViewIfNeeded();
    await expect(capabilities.getByRole('heading', { level: 3 })).toHaveCount(6);
    for (const name of [
      'Continuous Asset Discovery',
      'Exposure Validation',
      'Secrets Detection',
      'Signed Evidence',
      'Policy & Compliance Mapping',
      'GPU-Accelerated Pipeline',
    ]) {
      await expect(capabilities.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }

    const features = page.locator('#features');
    await features.scrollIntoViewIfNeeded();
    await expect(features.getByRole('list')).toHaveCount(2);
    await expect(features.getByRole('heading', { name: 'Governed by design' })).toBeVisible();
    await expect(features.getByRole('heading', { name: 'Built for security operations' })).toBeVisible();
    await expect(features.getByText('Immutable audit log of every scan, verdict, exception and export')).toBeVisible();
    await expect(features.getByText('Alerts delivered to your SIEM at p95 <60 s')).toBeVisible();
  });

  test('the closing buttons lead to the overview, how it works and contact', async ({ page }) => {
    await open(page, '/product/surface-harvester');
    const cta = page.locator('#get-started');
    await cta.scrollIntoViewIfNeeded();
    await expectLink(cta, 'Platform Overview', '/product/overview');
    await expectLink(cta, 'How It Works', '/product/how-it-works');
    await expectLink(cta, 'Talk to an Engineer', '/contact');
    await cta.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/product\/how-it-works$/);
    await expect(page.getByRole('heading', { level: 1, name: 'From internet-facing asset to signed evidence' })).toBeVisible();
  });
});

test.describe('/product/overview', () => {
  test('lists every canonical SLO with its exact target', async ({ page }) => {
    await open(page, '/product/overview');
    const list = page.getByRole('list', { name: 'Service-level objectives' });
    await expect(list.getByRole('listitem')).toHaveCount(SLO_TARGETS.length);
    for (const [metric, target] of SLO_TARGETS) {
      const item = list.getByRole('listitem').filter({ has: page.getByText(metric, { exact: true }) });
      await expect(item).toHaveCount(1);
      await expect(item.getByText(target, { exact: true })).toBeVisible();
    }
  });

  test('shows the five capabilities, the sample evidence artifact and three deployment options', async ({ page }) => {
    await open(page, '/product/overview');
    const capabilities = page.locator('#capabilities');
    await capabilities.scrollIntoViewIfNeeded();
    await expect(capabilities.getByRole('heading', { level: 3 })).toHaveCount(5);
    for (const name of [
      'Continuous Discovery',
      'Exposure & Secrets Validation',
      'Policy & Governance',
      'Observability',
      'GPU Acceleration (optional)',
    ]) {
      await expect(capabilities.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }

    const artifact = await codeBlockJson(page, 'evidence/');
    expect(keysOf(artifact)).toEqual(['timestamp', 'asset_id', 'service', 'owner', 'finding', 'evidence', 'workflow', 'attestation'].sort());
    expect(keysOf(artifact.finding)).toEqual(['type', 'severity', 'policy', 'first_seen'].sort());
    expect(keysOf(artifact.evidence)).toEqual(['redacted_ref', 'artifact_sha256'].sort());
    expect(keysOf(artifact.workflow)).toEqual(['ticket_id', 'status', 'sla_due'].sort());
    expect(keysOf(artifact.attestation)).toEqual(['storage', 'signer', 'signature'].sort());
    expect((artifact.workflow as { status: string }).status).toBe('OPEN');

    const deployment = page.locator('#deployment');
    await deployment.scrollIntoViewIfNeeded();
    await expect(deployment.getByRole('heading', { level: 3 })).toHaveCount(3);
    for (const name of ['SaaS', 'VPC', 'On-Premises/Air-Gapped']) {
      await expect(deployment.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
  });

  test('the PoC and evidence-pack buttons lead to /contact and /product/how-it-works', async ({ page }) => {
    await open(page, '/product/overview');
    await expectLink(page, 'Start a 14-Day PoC', '/contact');
    await expectLink(page, 'See a Signed Evidence Pack', '/product/how-it-works');
    await page.getByRole('link', { name: 'See a Signed Evidence Pack' }).first().click();
    await expect(page).toHaveURL(/\/product\/how-it-works$/);
  });
});

test.describe('/product/how-it-works', () => {
  test('shows the five stages, the loops, governance cards, the on-premises panel and the SLO link', async ({ page }) => {
    await open(page, '/product/how-it-works');
    const stages = page.getByRole('list', { name: 'Pipeline stages' }).getByRole('listitem');
    await expect(stages).toHaveCount(5);
    for (const [index, name] of ['Discover', 'Process', 'Validation Engine', 'Attest', 'Remediate'].entries()) {
      await expect(stages.nth(index).getByRole('heading', { name, exact: true })).toBeVisible();
    }

    const loop = page.getByRole('list', { name: 'Remediation loop' }).getByRole('listitem');
    await loop.first().scrollIntoViewIfNeeded();
    await expect(loop).toHaveCount(5);
    for (const [index, step] of ['Finding', 'Ticket', 'Commit/config diff', 'Retest', 'Closure'].entries()) {
      await expect(loop.nth(index)).toContainText(step);
    }
    const workflow = page.getByRole('list', { name: 'Response workflow' }).getByRole('listitem');
    await expect(workflow).toHaveCount(4);
    for (const [index, step] of ['Detect', 'Validate', 'Alert', 'Respond'].entries()) {
      await expect(workflow.nth(index)).toContainText(step);
    }

    const governance = page.locator('#governance');
    await governance.scrollIntoViewIfNeeded();
    await expect(governance.getByRole('heading', { level: 3, name: 'Access Controls' })).toBeVisible();
    await expect(governance.getByRole('heading', { level: 3, name: 'Operational Safety' })).toBeVisible();

    await expect(page.getByText('On-Premises Mode', { exact: true })).toBeVisible();
    await expectLink(page, 'Canonical SLOs', '/product/overview');
  });

  test('the diagram highlights a component on hover and on keyboard focus', async ({ page }) => {
    await open(page, '/product/how-it-works');
    const diagram = page.locator('#architecture');
    const evidence = diagram.getByRole('button', { name: /Evidence store/ });
    await evidence.scrollIntoViewIfNeeded();
    await expect(evidence).toHaveAttribute('data-highlighted', 'false');
    await evidence.hover();
    await expect(evidence).toHaveAttribute('data-highlighted', 'true');
    await expect(page.locator('#diagram-detail')).toContainText('Writes signed artifacts once to WORM storage');

    const siem = diagram.getByRole('button', { name: /SIEM & SOAR/ });
    await siem.focus();
    await expect(siem).toHaveAttribute('data-highlighted', 'true');
    await expect(page.locator('#diagram-detail')).toContainText('p95 <60 s');
  });

  test('the 3-step animation advances every 3 s', async ({ page }) => {
    await open(page, '/product/how-it-works');
    const steps = page.getByRole('list', { name: 'Data flow steps' });
    await steps.scrollIntoViewIfNeeded();
    await expect(steps.getByRole('button')).toHaveCount(3);
    const current = steps.locator('[aria-current="step"]');
    await expect(current).toHaveCount(1);
    // Poll every 100 ms: each change must come within 3.5 s of the previous one.
    const stepText = () => current.textContent();
    const first = await stepText();
    await expect.poll(stepText, { timeout: 3_500, intervals: [100] }).not.toBe(first);
    const second = await stepText();
    await expect.poll(stepText, { timeout: 3_500, intervals: [100] }).not.toBe(second);
  });

  test('with prefers-reduced-motion the animation stays on step 1', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/product/how-it-works');
    const current = page.getByRole('list', { name: 'Data flow steps' }).locator('[aria-current="step"]');
    await expect(current).toContainText('Discover');
    await page.waitForTimeout(3_500);
    await expect(current).toContainText('Discover');
  });
});

test.describe('/product/architecture', () => {
  test('shows the canonical SLO cards', async ({ page }) => {
    await open(page, '/product/architecture');
    const cards = page.getByRole('list', { name: 'Canonical SLOs' }).getByRole('listitem');
    await expect(cards).toHaveCount(SLO_TARGETS.length);
    for (const [, target] of SLO_TARGETS) {
      await expect(page.locator('#slos').getByText(target, { exact: true })).toBeVisible();
    }
  });

  test('the deployment tabs default to saas and switch content on click and arrow keys', async ({ page }) => {
    await open(page, '/product/architecture');
    const tablist = page.getByRole('tablist', { name: 'Deployment model' });
    await tablist.scrollIntoViewIfNeeded();
    const saas = tablist.getByRole('tab', { name: 'SaaS', exact: true });
    const vpc = tablist.getByRole('tab', { name: 'VPC', exact: true });
    const onprem = tablist.getByRole('tab', { name: 'On-Prem / Air-Gapped', exact: true });
    await expect(tablist.getByRole('tab')).toHaveCount(3);
    await expect(saas).toHaveAttribute('aria-selected', 'true');

    const saasPanel = page.getByRole('tabpanel', { name: 'SaaS' });
    await expect(saasPanel.getByRole('heading', { name: 'SaaS: fully managed' })).toBeVisible();
    for (const block of ['Features', 'Network', 'Data handling', 'Update model', 'SLOs']) {
      await expect(saasPanel.getByRole('heading', { level: 4, name: block, exact: true })).toBeVisible();
    }
    await expect(saasPanel.getByText('Control-plane updates ≤24 h after release')).toBeVisible();
    await expect(page.getByText('VPC: your cloud account, our operations')).toBeHidden();

    await vpc.click();
    await expect(vpc).toHaveAttribute('aria-selected', 'true');
    await expect(saas).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByText('VPC: your cloud account, our operations')).toBeVisible();
    await expect(page.getByText('SaaS: fully managed')).toBeHidden();
    await expect(page.getByRole('tabpanel', { name: 'VPC' }).getByText('Zero raw data egress: only signed health')).toBeVisible();

    await vpc.press('ArrowRight');
    await expect(onprem).toHaveAttribute('aria-selected', 'true');
    await expect(onprem).toBeFocused();
    const onpremPanel = page.getByRole('tabpanel', { name: 'On-Prem / Air-Gapped' });
    await expect(onpremPanel.getByText('On-prem update package ≤7 days after release')).toBeVisible();
    await expect(page.getByText('VPC: your cloud account, our operations')).toBeHidden();

    await onprem.press('ArrowRight');
    await expect(saas).toHaveAttribute('aria-selected', 'true');
    await expect(saas).toBeFocused();
  });

  test('shows security controls, evidence controls, framework mapping and observability', async ({ page }) => {
    await open(page, '/product/architecture');
    const security = page.getByRole('list', { name: 'Security controls' });
    for (const name of ['Role-based access control', 'SSO via SAML/OIDC', 'MFA', 'API-key rotation', 'Exception approvals']) {
      await expect(security.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(security.getByText(/a named owner and an expiry date/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Evidence controls' }).getByRole('listitem')).toHaveCount(5);

    const frameworks = page.locator('#framework-mapping');
    for (const name of ['ISO 27001', 'SOC 2', 'PCI DSS 4.0', 'HIPAA', 'NERC CIP']) {
      await expect(frameworks.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const observability = page.locator('#observability');
    await observability.scrollIntoViewIfNeeded();
    await expect(observability.getByRole('heading', { level: 3 })).toHaveCount(6);
  });
});

test.describe('/product/hardware-recommendations', () => {
  test('the counters show their targets at once when they are on the first screen', async ({ page }) => {
    await open(page, '/product/hardware-recommendations');
    const figures = page.getByRole('group', { name: 'Key figures' });
    await expect(figures.locator('[data-count-up]')).toHaveText(['≥120k', '≥99.9%', '<8 min', '<60 min']);
  });

  test('a counter below the first screen counts up once in view: 500 ms later, 0 to its target, easing out', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 });
    await open(page, '/product/hardware-recommendations');
    const counter = page.getByRole('group', { name: 'Key figures' }).locator('[data-count-up]').first();
    // Off screen when the page started: set to 0 while nobody sees it.
    await expect(counter).toHaveText('≥0k');
    await scrollIntoViewReadingText(counter);
    await expect(counter).toHaveText('≥120k', { timeout: 10_000 });
    const samples = (await textSamples(page)).map(([ms, text]) => [ms, Number(text.replace(/\D/g, ''))] as const);
    const firstMove = samples.find(([, value]) => value > 0);
    const end = samples.find(([, value]) => value === 120);
    expect(firstMove && end).toBeTruthy();
    // The 500 ms start delay (one frame of slack for when the scroll lands).
    expect(firstMove![0]).toBeGreaterThanOrEqual(500 - 17);
    const run = samples.filter(([ms]) => ms >= firstMove![0] && ms <= end![0]).map(([, value]) => value);
    // Never backwards, through many values (a count, not a jump), over more than a second (2 s; 120 is reached
    // when the eased value rounds to it).
    expect(run.every((value, index) => index === 0 || value >= run[index - 1]!)).toBe(true);
    expect(new Set(run).size).toBeGreaterThanOrEqual(10);
    expect(end![0] - firstMove![0]).toBeGreaterThanOrEqual(1000);
    // Ease-out: more than half of the target before half of the run.
    const halfTime = firstMove![0] + (end![0] - firstMove![0]) / 2;
    const atHalf = samples.filter(([ms]) => ms <= halfTime).at(-1)![1];
    expect(atHalf).toBeGreaterThan(60);
  });

  test('shows the minimums, three configurations and two GPU servers with their figures and buttons', async ({ page }) => {
    await open(page, '/product/hardware-recommendations');
    const requirements = page.locator('#requirements');
    for (const minimum of ['16 cores', '64 GB', '2 TB NVMe', '10 Gbps']) {
      await expect(requirements.getByText(minimum, { exact: true })).toBeVisible();
    }

    const configurations = page.locator('#configurations');
    const CONFIGS = [
      ['Starter', '16-32 cores', '64-128 GB', '30-80k checks/min', '$8,000-$12,000'],
      ['Enterprise', '32-64 cores', '128-256 GB', '120-240k checks/min', '$18,000-$25,000'],
      ['Enterprise Plus', '64-96 cores', '256-512 GB', '480-960k checks/min', '$45,000-$65,000'],
    ] as const;
    for (const [name, ...figures] of CONFIGS) {
      await expect(configurations.getByRole('heading', { name, exact: true })).toBeVisible();
      for (const figure of figures) await expect(configurations.getByText(figure, { exact: true })).toBeVisible();
      const button = configurations.getByRole('link', { name: `Configure System (${name})` });
      await expect(button).toHaveText('Configure System');
      await expect(button).toHaveAttribute('href', '/contact');
    }
    await expect(configurations.getByText('Recommended', { exact: true })).toBeVisible();

    const gpu = page.locator('#gpu-servers');
    for (const [name, from, range] of [
      ['Quad GPU server', 'from $35,000', '$52,000-$68,000'],
      ['Octa GPU server', 'from $85,000', '$125,000-$165,000'],
    ] as const) {
      await expect(gpu.getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(gpu.getByText(from, { exact: true })).toBeVisible();
      await expect(gpu.getByText(range, { exact: true })).toBeVisible();
      await expect(gpu.getByRole('link', { name: `Configure Server (${name})` })).toHaveAttribute('href', '/contact');
    }
  });

  test('shows the command-line check, the storage tiers and the network figures', async ({ page }) => {
    await open(page, '/product/hardware-recommendations');
    const terminal = page.locator('#preflight figure');
    await terminal.scrollIntoViewIfNeeded();
    await expect(terminal.getByText('harvester preflight --profile enterprise')).toBeVisible();
    await expect(page.getByText('Install <60 min on recommended hardware')).toBeVisible();

    const tiers = page.getByRole('list', { name: 'Storage tiers' }).getByRole('listitem');
    await expect(tiers).toHaveCount(3);
    for (const [index, [name, retention]] of (
      [
        ['Hot', '7-14 days'],
        ['Warm', '1-3 months'],
        ['Cold', '3-84 months'],
      ] as const
    ).entries()) {
      await expect(tiers.nth(index).getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(tiers.nth(index).getByText(retention, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Bandwidth: about 1 Gbps per 100k checks/min')).toBeVisible();
    await expect(page.getByText(/^Remote fetch: 2-10% of checks/)).toBeVisible();
  });

  test('the hero buttons lead to #configurations, /contact and /product/architecture', async ({ page }) => {
    await open(page, '/product/hardware-recommendations');
    await expectLink(page, 'View Configurations', '#configurations');
    await expectLink(page, 'Talk to a Sizing Engineer', '/contact');
    await expectLink(page, 'Deployment Architecture', '/product/architecture');
    await page.getByRole('link', { name: 'View Configurations' }).click();
    await expect(page.locator('#configurations').getByRole('heading', { name: 'Three sized systems' })).toBeInViewport();
  });
});

interface SolutionCase {
  path: string;
  h1: string;
  secondary: { name: string; href: string };
}

const SOLUTIONS: readonly SolutionCase[] = [
  {
    path: '/solutions/ciso',
    h1: 'Board-ready proof of your external exposure',
    secondary: { name: 'Request a Board Brief', href: '/contact?type=board-brief' },
  },
  {
    path: '/solutions/secops',
    h1: 'Fewer alerts, each one validated and owned',
    secondary: { name: 'Get the Integration Guide', href: '/contact?type=integration-guide' },
  },
  {
    path: '/solutions/regulated',
    h1: 'Continuous compliance evidence without data leaving your control',
    secondary: { name: 'Discuss Your Compliance Scope', href: '/contact' },
  },
];

/** Sample SIEM event fields. */
const SIEM_FIELDS = [
  'vendor',
  'product',
  'event_type',
  'severity',
  'confidence',
  'finding_id',
  'asset',
  'classification',
  'control_map',
  'evidence',
  'recommended_action',
  'playbook',
  'sla_due_utc',
];

test.describe('/solutions/*', () => {
  for (const solution of SOLUTIONS) {
    test(`${solution.path}: problem/approach, capabilities, the sample dashboard and the SIEM event`, async ({ page }) => {
      await open(page, solution.path);
      await expect(page.getByRole('heading', { level: 1, name: solution.h1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'The problem' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our approach' })).toBeVisible();
      const capabilities = page.locator('#capabilities');
      await capabilities.scrollIntoViewIfNeeded();
      await expect(capabilities.getByRole('heading', { level: 3 })).toHaveCount(6);

      const samples = page.locator('#samples');
      await samples.scrollIntoViewIfNeeded();
      for (const [label, value] of [
        ['Coverage', '94.2%'],
        ['Assets', '847'],
        ['Exposures', '12'],
      ] as const) {
        const kpi = samples.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: label }) });
        await expect(kpi).toHaveCount(1);
        await expect(kpi.getByRole('definition')).toHaveText(value);
      }

      const event = await codeBlockJson(page, 'SIEM event');
      expect(keysOf(event)).toEqual([...SIEM_FIELDS].sort());
      expect(keysOf(event.asset)).toEqual(['id', 'owner']);
      expect(keysOf(event.evidence)).toEqual(['artifact_ref', 'sha256', 'signature', 'worm'].sort());
    });

    test(`${solution.path}: the calls to action lead to /contact`, async ({ page }) => {
      await open(page, solution.path);
      await expectLink(page, 'Start a 14-Day PoC', '/contact');
      await expectLink(page, solution.secondary.name, solution.secondary.href);
    });
  }

  test('/solutions/ciso: the board brief button opens the contact form with type=board-brief', async ({ page }) => {
    await open(page, '/solutions/ciso');
    await expect(page.getByText('alert-volume reduction')).toBeVisible();
    await expect(page.getByText('30-60%', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Request a Board Brief' }).first().click();
    await expect(page).toHaveURL(/\/contact\?type=board-brief$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to improve your security posture?' })).toBeVisible();
  });

  test('/solutions/secops: the integration guide button opens the contact form with type=integration-guide', async ({ page }) => {
    await open(page, '/solutions/secops');
    await expect(page.getByText('30-60%', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Get the Integration Guide' }).first().click();
    await expect(page).toHaveURL(/\/contact\?type=integration-guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ready to improve your security posture?' })).toBeVisible();
  });

  test('/solutions/regulated: the HIPAA configuration keys and the compliance frameworks', async ({ page }) => {
    await open(page, '/solutions/regulated');
    const compliance = page.locator('#compliance');
    await compliance.scrollIntoViewIfNeeded();
    const config = compliance.locator('figure', { hasText: 'hipaa-profile.yaml' }).locator('code');
    for (const key of [
      'redaction_policy',
      'data_retention',
      'access_control',
      'audit_logging',
      'encryption_at_rest',
      'network_egress',
      'breach_notification',
    ]) {
      await expect(config).toContainText(new RegExp(`(^|\\n)${key}:`));
    }
    const frameworks = page.getByRole('list', { name: 'Compliance frameworks' });
    for (const name of ['ISO 27001', 'SOC 2', 'PCI DSS 4.0', 'HIPAA', 'NERC CIP']) {
      await expect(frameworks.getByText(name, { exact: true })).toBeVisible();
    }
  });
});

interface RawPage {
  path: string;
  h1: string;
  title: string;
  figures: readonly string[];
}

const RAW_PAGES: readonly RawPage[] = [
  {
    path: '/product/surface-harvester',
    h1: 'Surface Harvester',
    title: 'External Exposure Monitoring | Surface Harvester',
    figures: ['Explore Platform', 'View Evidence Sample', '≤24 h', '≥99%', '<8 min', '≤15 min'],
  },
  {
    path: '/product/overview',
    h1: 'External exposure monitoring you can take to an auditor',
    title: 'Platform Overview | Surface Harvester',
    figures: [...SLO_TARGETS.map(([, target]) => target), '"OPEN"', '"artifact_sha256"', 'Start a 14-Day PoC'],
  },
  {
    path: '/product/how-it-works',
    h1: 'From internet-facing asset to signed evidence',
    title: 'How It Works | Surface Harvester',
    figures: ['Validation Engine', 'Commit/config diff', 'On-Premises Mode', 'Canonical SLOs', 'Step 1 of 3: Discover'],
  },
  {
    path: '/product/architecture',
    h1: 'One architecture, three ways to deploy it',
    title: 'Deployment Architecture | Surface Harvester',
    figures: [
      'SaaS: fully managed',
      'Control-plane updates ≤24 h after release',
      'On-prem update package ≤7 days after release',
      'SSO via SAML/OIDC',
      'PCI DSS 4.0',
      'NERC CIP',
    ],
  },
  {
    path: '/product/hardware-recommendations',
    h1: 'Hardware for on-premises and air-gapped deployments',
    title: 'Hardware Recommendations | Surface Harvester',
    figures: [
      '$8,000-$12,000',
      '$18,000-$25,000',
      '$45,000-$65,000',
      'from $35,000',
      '$52,000-$68,000',
      'from $85,000',
      '$125,000-$165,000',
      '2 TB NVMe',
      '3-84 months',
      'about 1 Gbps per 100k checks/min',
    ],
  },
  {
    path: '/solutions/ciso',
    h1: 'Board-ready proof of your external exposure',
    title: 'For CISOs | Surface Harvester',
    figures: ['94.2%', '847', '"sla_due_utc"', '30-60%', 'Request a Board Brief'],
  },
  {
    path: '/solutions/secops',
    h1: 'Fewer alerts, each one validated and owned',
    title: 'For Security Operations | Surface Harvester',
    figures: ['94.2%', '847', '"sla_due_utc"', '30-60%', 'Get the Integration Guide'],
  },
  {
    path: '/solutions/regulated',
    h1: 'Continuous compliance evidence without data leaving your control',
    title: 'For Regulated Industries | Surface Harvester',
    figures: ['94.2%', '847', 'breach_notification', 'redaction_policy', 'NERC CIP'],
  },
];

test.describe('product and solutions pages: prerendered HTML and hydration', () => {
  for (const raw of RAW_PAGES) {
    test(`${raw.path}: the raw HTML holds the h1, the title and the key figures`, async ({ request }) => {
      const response = await request.get(raw.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(firstH1Text(html)).toBe(raw.h1);
      expect(titleText(html)).toBe(raw.title);
      expect(html.match(/<h1\b/gi)).toHaveLength(1);
      const text = visibleHtmlText(html);
      for (const figure of raw.figures) {
        expect(text, `prerendered HTML of ${raw.path} contains "${figure}"`).toContain(figure);
      }
    });

    test(`${raw.path}: hydrates without errors and sets its title`, async ({ page }) => {
      const messages = trackConsole(page);
      await open(page, raw.path);
      await expect(page.getByRole('heading', { level: 1, name: raw.h1 })).toBeVisible();
      await expect(page).toHaveTitle(raw.title);
      // Let the effects run (counters, animation) before checking the console.
      await page.waitForTimeout(500);
      expect(messages.hydrationProblems()).toEqual([]);
      expect(messages.all()).toEqual([]);
    });
  }

  test('/product/hardware-recommendations: the raw HTML holds the counters at their targets', async ({ request }) => {
    const text = visibleHtmlText(await (await request.get('/product/hardware-recommendations')).text());
    expect(text).toContain('≥120k');
    expect(text).toContain('≥99.9%');
  });
});
