import { lazyPage, type AreaRoute } from '@site/ui';

const PricingPage = lazyPage(() => import('../pages/pricing/PricingPage'), 'PricingPage');

export const pricingRoutes: AreaRoute[] = [
  {
    path: '/pricing',
    title: 'Pricing | Surface Harvester',
    description:
      'Surface Harvester pricing: a fixed-price 90-Day PoC billed in 40/40/20 milestones, a SaaS subscription, or on-premises deployment with knowledge transfer.',
    Page: PricingPage,
  },
];
