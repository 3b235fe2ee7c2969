import { lazyPage, type AreaRoute } from '@site/ui';

const DocsPage = lazyPage(() => import('../pages/docs/DocsPage'), 'DocsPage');
const EvidenceSamplePage = lazyPage(() => import('../pages/evidence-sample/EvidenceSamplePage'), 'EvidenceSamplePage');

export const docsRoutes: AreaRoute[] = [
  {
    path: '/docs',
    title: 'Documentation | Surface Harvester',
    description:
      'Surface Harvester documentation: what the platform does, its core modules, SaaS, VPC, on-premises and air-gapped deployment, professional services, getting started with a sample evidence pack, and quick links.',
    Page: DocsPage,
  },
  {
    path: '/evidence-sample',
    title: 'Sample Evidence Artifact | Surface Harvester',
    description:
      'An illustrative Surface Harvester evidence artifact: finding, redacted evidence reference, SHA-256, ticket workflow and signed WORM attestation, with a downloadable sample evidence pack (PDF).',
    Page: EvidenceSamplePage,
  },
];
