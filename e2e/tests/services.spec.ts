import { expect, test, type Locator, type Page } from '@playwright/test';
import { firstH1Text, titleText, trackConsole, visibleHtmlText } from '../support/page-console';
import { waitForAppStarted } from '../support/app-started';

/**
 * The services remote's pages under `/services/*` (their texts, figures, links and the GPU page's performance results),
 * plus /services/case-studies, which the services pages link to.
 */

const CONTACT_H1 = 'Ready to improve your security posture?';

interface ServicePage {
  path: string;
  h1: string;
  title: string;
  /** Figures and phrases the prerendered HTML must already contain. */
  prerendered: readonly string[];
}

const SERVICE_PAGES: readonly ServicePage[] = [
  {
    path: '/services/custom-development',
    h1: 'Engineering for systems that cannot be slow',
    title: 'Custom Software Development | Surface Harvester',
    prerendered: ['events/sec', 'COGS reduction', 'p99 SLO', 'p95 ≤12 ms'],
  },
  {
    path: '/services/cpp-development',
    h1: 'Modern C++ for latency-critical systems',
    title: 'C++ Development | Surface Harvester',
    prerendered: ['C++20/23', '15k', 'p95 ≤12 ms'],
  },
  {
    path: '/services/ai-ml-development',
    h1: 'Machine learning that holds up in production',
    title: 'AI/ML Development | Surface Harvester',
    prerendered: ['28%', 'COGS reduction', '99%', 'p99 SLO', 'ONNX Runtime', 'TensorRT'],
  },
  {
    path: '/services/pricing',
    h1: 'Engagement models that fit how you buy',
    title: 'Services Pricing | Surface Harvester',
    prerendered: ['Fixed-Scope Project', 'Most Popular', 'Performance Audit', 'MLOps Quickstart', 'Security Assessment'],
  },
  {
    path: '/services/process',
    h1: 'A delivery process built for production systems',
    title: 'Engineering Process | Surface Harvester',
    prerendered: ['Discovery & SOW', 'Operate', 'Book a 30-minute discovery call'],
  },
  {
    path: '/services/gpu-acceleration',
    h1: 'Make your GPUs earn their keep',
    title: 'GPU Acceleration | Surface Harvester',
    prerendered: ['60 FPS', 'under 8 W on an edge device', '15x', '2.8 ms', '3,247', '89%', '4.2 GB', 'of 40 GB memory'],
  },
  {
    path: '/services/technologies',
    h1: 'The stack behind fast, dependable software',
    title: 'Technologies | Surface Harvester',
    prerendered: ['Languages & Standards', 'Compilers & Toolchains', 'How we choose technology'],
  },
  {
    path: '/services/compiler-backend',
    h1: 'Compiler back ends for new silicon',
    title: 'Compiler Back-End Engineering | Surface Harvester',
    prerendered: ['LLVM', 'MLIR', 'TableGen', 'Target Bring-Up'],
  },
  {
    path: '/services/case-studies',
    h1: 'Results measured in production',
    title: 'Case Studies | Surface Harvester',
    prerendered: ['Tier-1 payments processor', '15k', 'p95 ≤12 ms', '28%', '15x', '3,247', '60 FPS'],
  },
];

async function open(page: Page, path: string): Promise<Locator> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await waitForAppStarted(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  return main;
}

/** Every link in `scope` with this exact accessible name points to `href`, and at least one is visible. */
async function expectLinks(scope: Locator, name: string, href: string): Promise<void> {
  const links = scope.getByRole('link', { name, exact: true });
  await expect(links.first(), `a link "${name}"`).toBeVisible();
  for (const link of await links.all()) {
    await expect(link, `link "${name}"`).toHaveAttribute('href', href);
  }
}

/** Each `name -> href` pair is a visible link of the page. */
async function expectLinkTargets(main: Locator, targets: ReadonlyArray<readonly [string, string]>): Promise<void> {
  for (const [name, href] of targets) await expectLinks(main, name, href);
}

/** The heading (any level) is visible inside `scope`. */
async function expectHeadings(scope: Locator, names: readonly string[], level?: number): Promise<void> {
  for (const name of names) {
    await expect(scope.getByRole('heading', { name, exact: true, ...(level ? { level } : {}) })).toBeVisible();
  }
}

test.describe('/services/custom-development', () => {
  test('the counters count up to 15k, 28% and 99%, beside p95 ≤12 ms', async ({ page }) => {
    const main = await open(page, '/services/custom-development');
    const stats = main.getByRole('list', { name: 'Delivered results' }).getByRole('listitem');
    await expect(stats).toHaveCount(4);
    const expected: ReadonlyArray<readonly [string, string]> = [
      ['15k', 'events/sec'],
      ['28%', 'COGS reduction'],
      ['99%', 'p99 SLO'],
      ['p95 ≤12 ms', 'end-to-end latency'],
    ];
    for (const [index, [value, label]] of expected.entries()) {
      const stat = stats.nth(index);
      // The counters start 500 ms after load and run for 2000 ms: the final values arrive well within the timeout.
      await expect(stat.getByText(value, { exact: true })).toBeVisible();
      await expect(stat.getByText(label, { exact: true })).toBeVisible();
    }
  });

  test('the prerendered counters hold their targets (they count up only in the browser)', async ({ request }) => {
    const html = await (await request.get('/services/custom-development')).text();
    const text = visibleHtmlText(html);
    expect(text).toMatch(/\b15k events\/sec/);
    expect(text).toMatch(/\b28% COGS reduction/);
    expect(text).toMatch(/\b99% p99 SLO/);
    expect(text).not.toMatch(/\b0k events\/sec/);
  });

  test('shows the two offerings, the capability list and the performance terminal sample', async ({ page }) => {
    const main = await open(page, '/services/custom-development');
    const offerings = main.locator('#offerings');
    await expectHeadings(offerings, ['High-Performance C++ Systems', 'Production AI/ML Engineering'], 3);
    await expect(offerings.getByRole('heading', { level: 3 })).toHaveCount(2);

    const capabilities = main.locator('#capabilities');
    await expect(capabilities.getByRole('heading', { name: 'What we build', level: 2 })).toBeVisible();
    await expect(capabilities.getByRole('heading', { level: 3 })).toHaveCount(8);
    await expectHeadings(capabilities, ['Low-latency data pipelines', 'GPU acceleration', 'Compiler back ends'], 3);

    const terminal = main.getByRole('figure', { name: 'acceptance-bench — ingest-pipeline' });
    await expect(terminal).toBeVisible();
    await expect(terminal).toContainText('./bench --pipeline ingest');
    await expect(terminal).toContainText('15,000 events/sec');
    await expect(terminal).toContainText('p95 ≤12 ms ...... PASS');
    await expect(terminal).toContainText('28% COGS reduction');
  });

  test('links to proposal, discovery, C++, AI/ML, pricing and process', async ({ page }) => {
    const main = await open(page, '/services/custom-development');
    await expectLinkTargets(main, [
      ['Request a Proposal', '/contact?type=proposal'],
      ['Book a Discovery Call', '/contact?type=discovery'],
      ['Explore C++ Development', '/services/cpp-development'],
      ['Explore AI/ML Development', '/services/ai-ml-development'],
      ['View Services Pricing', '/services/pricing'],
      ['See Our Process', '/services/process'],
    ]);
  });
});

test.describe('/services/cpp-development', () => {
  test('shows capabilities, results, approach and toolchain', async ({ page }) => {
    const main = await open(page, '/services/cpp-development');
    const results = main.getByRole('list', { name: 'C++ delivery results' });
    await expect(results).toContainText('15k events/sec');
    await expect(results).toContainText('p95 ≤12 ms end-to-end latency');
    await expect(main.locator('#capabilities').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expectHeadings(main, ['Low-latency services', 'Legacy modernisation', 'Memory safety hardening'], 3);
    await expect(main.getByRole('list', { name: 'C++ engagement approach' }).getByRole('listitem')).toHaveCount(4);
    await expect(main.getByRole('list', { name: 'C++ toolchain' })).toContainText('C++20 / C++23');
  });

  test('links to the C++ project inquiry, process, GPU acceleration and case studies', async ({ page }) => {
    const main = await open(page, '/services/cpp-development');
    await expectLinkTargets(main, [
      ['Start a C++ Project', '/contact?type=cpp-project'],
      ['See Our Process', '/services/process'],
      ['Read the Case Studies', '/services/case-studies'],
    ]);
    // The "Related" cards: their accessible name is the title followed by the description.
    await expect(main.getByRole('link', { name: /^GPU Acceleration/ })).toHaveAttribute('href', '/services/gpu-acceleration');
    await expect(main.getByRole('link', { name: /^Case Studies/ })).toHaveAttribute('href', '/services/case-studies');
    await expect(main.getByRole('link', { name: /^Our Process/ })).toHaveAttribute('href', '/services/process');
  });

  test('the case studies link opens a real page, not the 404', async ({ page }) => {
    const main = await open(page, '/services/cpp-development');
    await main.getByRole('link', { name: 'Read the Case Studies', exact: true }).click();
    await expect(page).toHaveURL(/\/services\/case-studies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results measured in production' })).toBeVisible();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });
});

test.describe('/services/ai-ml-development', () => {
  test('shows results, capabilities, lifecycle and stack', async ({ page }) => {
    const main = await open(page, '/services/ai-ml-development');
    const results = main.getByRole('list', { name: 'AI/ML delivery results' });
    await expect(results).toContainText('28% COGS reduction');
    await expect(results).toContainText('99% p99 SLO');
    await expect(main.locator('#capabilities').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expectHeadings(main, ['Inference optimisation', 'MLOps platforms', 'LLM applications'], 3);
    await expect(main.getByRole('list', { name: 'Model lifecycle stages' }).getByRole('listitem')).toHaveCount(4);
    await expect(main.locator('#stack')).toContainText('Triton Inference Server');
  });

  test('links to the AI/ML inquiry, process, case studies and technologies', async ({ page }) => {
    const main = await open(page, '/services/ai-ml-development');
    await expectLinkTargets(main, [
      ['Discuss Your AI/ML Initiative', '/contact?type=ai-ml-initiative'],
      ['See Our Process', '/services/process'],
      ['Explore Technologies', '/services/technologies'],
    ]);
    await expect(main.getByRole('link', { name: /^Case Studies/ })).toHaveAttribute('href', '/services/case-studies');
    await expect(main.getByRole('link', { name: /^Technologies/ })).toHaveAttribute('href', '/services/technologies');
    await expect(main.getByRole('link', { name: /^Our Process/ })).toHaveAttribute('href', '/services/process');
  });
});

test.describe('/services/pricing', () => {
  const MODELS = ['Fixed-Scope Project', 'Time and Materials', 'Dedicated Team', 'Advisory/Retainer'] as const;
  const PACKAGES = [
    { name: 'Performance Audit', duration: '2 weeks', type: 'performance-audit' },
    { name: 'MLOps Quickstart', duration: '4 weeks', type: 'mlops-quickstart' },
    { name: 'Security Assessment', duration: '3 weeks', type: 'security-assessment' },
  ] as const;
  const PHASES = [
    ['Discovery & SOW', '1-2 weeks'],
    ['Architecture & Plan', '1-3 weeks'],
    ['Implementation', '4-16 weeks'],
    ['Validation', '1-2 weeks'],
    ['Deploy', '1-2 weeks'],
    ['Operate', 'Ongoing'],
  ] as const;

  test('four engagement models, Fixed-Scope Project marked Most Popular, each asking for a quote', async ({ page }) => {
    const main = await open(page, '/services/pricing');
    const models = main
      .locator('#engagement-models')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(models).toHaveCount(4);
    for (const [index, name] of MODELS.entries()) {
      const model = models.nth(index);
      await expect(model.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
      await expect(model.getByRole('link', { name: `Get a Quote (${name})` })).toHaveAttribute('href', '/contact?type=quote');
    }
    await expect(main.getByText('Most Popular', { exact: true })).toHaveCount(1);
    await expect(models.nth(0).getByText('Most Popular', { exact: true })).toBeVisible();
  });

  test('three PoC packages with their durations and inquiry links', async ({ page }) => {
    const main = await open(page, '/services/pricing');
    const packages = main
      .locator('#poc-packages')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(packages).toHaveCount(3);
    for (const [index, pkg] of PACKAGES.entries()) {
      const card = packages.nth(index);
      await expect(card.getByRole('heading', { level: 3, name: pkg.name, exact: true })).toBeVisible();
      await expect(card.getByText(pkg.duration, { exact: true })).toBeVisible();
      await expect(card.getByRole('link')).toHaveAttribute('href', `/contact?type=${pkg.type}`);
    }
  });

  test('add-ons and the six-phase process from the process page', async ({ page }) => {
    const main = await open(page, '/services/pricing');
    const addOns = main.locator('#add-ons');
    await expect(addOns.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(addOns.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expectHeadings(addOns, ['Extended Support', '24/7 On-Call', 'Team Training', 'Independent Code Review'], 3);

    const phases = main.getByRole('list', { name: 'Six-phase delivery process' }).getByRole('listitem');
    await expect(phases).toHaveCount(6);
    for (const [index, [title, duration]] of PHASES.entries()) {
      await expect(phases.nth(index).getByText(title, { exact: true })).toBeVisible();
      await expect(phases.nth(index).getByText(duration, { exact: true })).toBeVisible();
      await expect(phases.nth(index).getByRole('link')).toHaveAttribute('href', `/services/process#phase-${index + 1}`);
    }
  });

  test('links to quote, discovery, process and custom development', async ({ page }) => {
    const main = await open(page, '/services/pricing');
    await expectLinkTargets(main, [
      ['Get a Quote', '/contact?type=quote'],
      ['Book a Discovery Call', '/contact?type=discovery'],
      ['See the Full Process', '/services/process'],
      ['Explore Custom Development', '/services/custom-development'],
    ]);
  });
});

test.describe('/services/process', () => {
  test('phase detail cards, standard artifacts, quality assurance, communication and the 30-minute call', async ({ page }) => {
    const main = await open(page, '/services/process');
    const phases = main.locator('#phases article');
    await expect(phases).toHaveCount(6);
    for (const [index, title] of ['Discovery & SOW', 'Architecture & Plan', 'Implementation', 'Validation', 'Deploy', 'Operate'].entries()) {
      const card = phases.nth(index);
      await expect(card.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Deliverables' })).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Activities' })).toBeVisible();
    }
    await expect(main.locator('#artifacts').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(main.getByText('Quality Assurance', { exact: true })).toBeVisible();
    await expect(main.getByText('Communication', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Book a 30-minute discovery call' })).toBeVisible();
  });
});

test.describe('/services/gpu-acceleration', () => {
  test('shows the six performance results the page claims', async ({ page }) => {
    const main = await open(page, '/services/gpu-acceleration');
    const results = main.getByRole('list', { name: 'GPU performance results' });
    await expect(results.getByRole('listitem')).toHaveCount(6);
    for (const phrase of [
      '60 FPS under 8 W on an edge device',
      '15x speedup vs CPU',
      '2.8 ms p95',
      '3,247 images/sec',
      '89% utilization',
      '4.2 GB of 40 GB memory',
    ]) {
      await expect(results.getByRole('listitem').filter({ hasText: phrase })).toHaveCount(1);
    }
    await expect(results.getByText('60 FPS', { exact: true })).toBeVisible();
    await expect(results.getByText('3,247', { exact: true })).toBeVisible();
  });

  test('capabilities, the four-step optimization process and deliverables', async ({ page }) => {
    const main = await open(page, '/services/gpu-acceleration');
    await expect(main.locator('#capabilities').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expectHeadings(main, ['CUDA kernel engineering', 'Inference optimisation', 'Edge deployment'], 3);
    const steps = main.getByRole('list', { name: 'Four-step optimization process' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    for (const [index, title] of ['Profile', 'Optimize', 'Validate', 'Deploy'].entries()) {
      await expect(steps.nth(index).getByRole('heading', { level: 3 })).toHaveText(`Step ${index + 1}: ${title}`);
    }
    await expect(main.getByRole('heading', { level: 2, name: 'What you keep at the end' })).toBeVisible();
    await expect(main.locator('#deliverables')).toContainText('Accuracy-parity test suite');
  });

  test('links to the GPU acceleration inquiry', async ({ page }) => {
    const main = await open(page, '/services/gpu-acceleration');
    await expectLinkTargets(main, [
      ['Accelerate Your Workload', '/contact?type=gpu-acceleration'],
      ['Read the Case Studies', '/services/case-studies'],
    ]);
  });
});

test.describe('/services/technologies', () => {
  const CATEGORIES = [
    ['Languages & Standards', 'cyber-cyan'],
    ['GPU & Accelerated Computing', 'safety-green'],
    ['Machine Learning Frameworks', 'cyber-cyan'],
    ['Inference & Serving', 'safety-green'],
    ['Compilers & Toolchains', 'cyber-cyan'],
    ['Data & Streaming', 'safety-green'],
    ['Cloud & Orchestration', 'cyber-cyan'],
    ['Observability & Profiling', 'safety-green'],
    ['Build, Test & Security', 'cyber-cyan'],
  ] as const;
  const COLOURS = { 'cyber-cyan': 'rgb(0, 212, 255)', 'safety-green': 'rgb(0, 255, 136)' } as const;

  test('nine technology categories, each with its colour and technologies', async ({ page }) => {
    const main = await open(page, '/services/technologies');
    const categories = main
      .locator('#categories')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(categories).toHaveCount(9);
    for (const [index, [title, colour]] of CATEGORIES.entries()) {
      const card = categories.nth(index);
      await expect(card.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
      await expect(card.getByTestId('category-icon')).toHaveCSS('color', COLOURS[colour]);
      const technologies = card.getByRole('list', { name: `${title} technologies` }).getByRole('listitem');
      expect(await technologies.count()).toBeGreaterThanOrEqual(5);
    }
    await expect(main.getByText('MLIR', { exact: true })).toBeVisible();
    await expect(main.getByText('ONNX Runtime', { exact: true })).toBeVisible();
  });

  test('six expertise areas, design principles and the consultation link', async ({ page }) => {
    const main = await open(page, '/services/technologies');
    await expect(main.locator('#expertise').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(main.getByRole('heading', { level: 2, name: 'How we choose technology' })).toBeVisible();
    await expect(main.locator('#principles').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expectLinks(main, 'Request a Consultation', '/contact?type=tech-consultation');
  });
});

test.describe('/services/compiler-backend', () => {
  test('outcomes, responsibilities, deliverables, KPIs, four engagement models and tooling', async ({ page }) => {
    const main = await open(page, '/services/compiler-backend');
    await expect(main.locator('#outcomes').getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(main.getByRole('heading', { level: 2, name: 'What we own' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'What you receive' })).toBeVisible();
    await expect(main.getByRole('list', { name: 'Compiler KPIs' }).getByRole('listitem')).toHaveCount(4);
    const models = main.locator('#engagement-models').getByRole('heading', { level: 3 });
    await expect(models).toHaveText(['Target Bring-Up', 'Optimization Sprint', 'Embedded Compiler Team', 'Upstreaming & Maintenance']);
    const tooling = main.getByRole('list', { name: 'Compiler tooling' });
    await expect(tooling.getByText('TableGen', { exact: true })).toBeVisible();
    await expect(tooling.getByText('MLIR', { exact: true })).toBeVisible();
  });

  test('links to the compiler inquiry; the final button goes to /contact without a type', async ({ page }) => {
    const main = await open(page, '/services/compiler-backend');
    await expectLinks(main, 'Discuss Your Compiler Project', '/contact?type=compiler-backend');
    const last = main.getByRole('link').last();
    await expect(last).toBeVisible();
    await expect(last).toHaveText('Contact Us');
    await expect(last).toHaveAttribute('href', '/contact');
    await last.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: CONTACT_H1 })).toBeVisible();
    await expect(page.getByText(/^Inquiry:/)).toHaveCount(0);
  });
});

test.describe('/services/case-studies', () => {
  test('at least four anonymised case studies, each with client, problem, approach, result and stack', async ({ page }) => {
    const main = await open(page, '/services/case-studies');
    const studies = main.getByRole('article');
    expect(await studies.count()).toBeGreaterThanOrEqual(4);
    for (const study of await studies.all()) {
      await expect(study.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(study.getByText(/^Client: /).first()).toBeVisible();
      for (const section of ['Problem', 'Approach', 'Measured result', 'Stack']) {
        await expect(study.getByRole('heading', { level: 3, name: section, exact: true })).toBeVisible();
      }
      expect(
        await study
          .getByRole('list', { name: /^Stack: / })
          .getByRole('listitem')
          .count(),
      ).toBeGreaterThanOrEqual(4);
    }
  });

  test('the measured results are the figures the services pages claim', async ({ page }) => {
    const main = await open(page, '/services/case-studies');
    const result = (client: string) => main.getByRole('list', { name: `Measured result: ${client}` });
    await expect(result('Tier-1 payments processor')).toContainText('15k events/sec');
    await expect(result('Tier-1 payments processor')).toContainText('p95 ≤12 ms');
    await expect(result('Top-20 global online marketplace')).toContainText('28% COGS reduction');
    await expect(result('Top-20 global online marketplace')).toContainText('99% p99 SLO');
    const imaging = result('Diagnostic imaging software provider');
    for (const phrase of ['15x speedup vs CPU', '3,247 images/sec', '2.8 ms p95', '89% utilization', '4.2 GB of 40 GB memory']) {
      await expect(imaging).toContainText(phrase);
    }
    await expect(result('Industrial inspection equipment manufacturer')).toContainText('60 FPS under 8 W on an edge device');
  });

  test('links to proposal and discovery inquiries and to the service pages', async ({ page }) => {
    const main = await open(page, '/services/case-studies');
    await expectLinkTargets(main, [
      ['Request a Proposal', '/contact?type=proposal'],
      ['Book a Discovery Call', '/contact?type=discovery'],
      ['Explore C++ Development', '/services/cpp-development'],
      ['Explore AI/ML Development', '/services/ai-ml-development'],
      ['Explore GPU Acceleration', '/services/gpu-acceleration'],
    ]);
  });
});

test.describe('inquiry links land on the contact page with their type', () => {
  const INQUIRIES: ReadonlyArray<{ from: string; link: string; type: string }> = [
    { from: '/services/custom-development', link: 'Request a Proposal', type: 'proposal' },
    { from: '/services/custom-development', link: 'Book a Discovery Call', type: 'discovery' },
    { from: '/services/cpp-development', link: 'Start a C++ Project', type: 'cpp-project' },
    { from: '/services/ai-ml-development', link: 'Discuss Your AI/ML Initiative', type: 'ai-ml-initiative' },
    { from: '/services/pricing', link: 'Get a Quote', type: 'quote' },
    { from: '/services/pricing', link: 'Book a Performance Audit', type: 'performance-audit' },
    { from: '/services/pricing', link: 'Start an MLOps Quickstart', type: 'mlops-quickstart' },
    { from: '/services/pricing', link: 'Request a Security Assessment', type: 'security-assessment' },
    { from: '/services/process', link: 'Book a Discovery Call', type: 'process-discussion' },
    { from: '/services/gpu-acceleration', link: 'Accelerate Your Workload', type: 'gpu-acceleration' },
    { from: '/services/technologies', link: 'Request a Consultation', type: 'tech-consultation' },
    { from: '/services/compiler-backend', link: 'Discuss Your Compiler Project', type: 'compiler-backend' },
  ];

  for (const inquiry of INQUIRIES) {
    test(`${inquiry.from}: "${inquiry.link}" opens /contact?type=${inquiry.type}`, async ({ page }) => {
      const main = await open(page, inquiry.from);
      const link = main.getByRole('link', { name: inquiry.link, exact: true }).first();
      await expect(link).toHaveAttribute('href', `/contact?type=${inquiry.type}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/contact\\?type=${inquiry.type}$`));
      await expect(page.getByRole('heading', { level: 1, name: CONTACT_H1 })).toBeVisible();
      // The contact page names known inquiry types only: this one is known there.
      await expect(page.getByRole('status').filter({ hasText: /^Inquiry: / })).toBeVisible();
    });
  }
});

test.describe('prerendering, titles and hydration of the services pages', () => {
  for (const service of SERVICE_PAGES) {
    test(`${service.path}: the raw HTML holds the h1, title, description and figures`, async ({ request }) => {
      const response = await request.get(service.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(firstH1Text(html)).toBe(service.h1);
      expect(titleText(html)).toBe(service.title);
      const description = (/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');
      expect(description.length, `meta description of ${service.path}`).toBeGreaterThanOrEqual(140);
      expect(description.length, `meta description of ${service.path}`).toBeLessThanOrEqual(160);
      const text = visibleHtmlText(html);
      for (const expected of service.prerendered) {
        expect(text, `prerendered HTML of ${service.path} contains "${expected}"`).toContain(expected);
      }
    });

    test(`${service.path}: hydrates without errors and has one h1`, async ({ page }) => {
      const messages = trackConsole(page);
      const main = await open(page, service.path);
      await expect(page).toHaveTitle(service.title);
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(service.h1);
      expect(messages.hydrationProblems()).toEqual([]);
      expect(messages.all()).toEqual([]);
    });
  }
});
