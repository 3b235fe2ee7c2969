import { lazyPage, type AreaRoute } from '@site/ui';

const ArchitecturePage = lazyPage(() => import('../pages/product/architecture/ArchitecturePage'), 'ArchitecturePage');
const HardwareRecommendationsPage = lazyPage(
  () => import('../pages/product/hardware-recommendations/HardwareRecommendationsPage'),
  'HardwareRecommendationsPage',
);
const HowItWorksPage = lazyPage(() => import('../pages/product/how-it-works/HowItWorksPage'), 'HowItWorksPage');
const OverviewPage = lazyPage(() => import('../pages/product/overview/OverviewPage'), 'OverviewPage');
const SurfaceHarvesterPage = lazyPage(() => import('../pages/product/surface-harvester/SurfaceHarvesterPage'), 'SurfaceHarvesterPage');

export const productRoutes: AreaRoute[] = [
  {
    path: '/product/surface-harvester',
    title: 'External Exposure Monitoring | Surface Harvester',
    description:
      'Surface Harvester finds your internet-facing assets, validates real exposures and produces signed evidence mapped to ISO 27001, SOC 2, PCI DSS 4.0 and HIPAA.',
    Page: SurfaceHarvesterPage,
  },
  {
    path: '/product/overview',
    title: 'Platform Overview | Surface Harvester',
    description:
      'Canonical SLOs, five capabilities, a sample signed evidence artifact and SaaS, VPC or air-gapped deployment options of the Surface Harvester platform.',
    Page: OverviewPage,
  },
  {
    path: '/product/how-it-works',
    title: 'How It Works | Surface Harvester',
    description:
      'Follow a finding through Discover, Process, Validation Engine, Attest and Remediate: the Surface Harvester architecture, governance and on-premises mode.',
    Page: HowItWorksPage,
  },
  {
    path: '/product/architecture',
    title: 'Deployment Architecture | Surface Harvester',
    description:
      'SaaS, VPC and on-premises architectures of Surface Harvester compared: network, data handling, update model, SLOs, security and evidence controls.',
    Page: ArchitecturePage,
  },
  {
    path: '/product/hardware-recommendations',
    title: 'Hardware Recommendations | Surface Harvester',
    description:
      'Sized Starter, Enterprise and Enterprise Plus systems and GPU servers for on-premises Surface Harvester, with minimums, storage tiers and a preflight check.',
    Page: HardwareRecommendationsPage,
  },
];
