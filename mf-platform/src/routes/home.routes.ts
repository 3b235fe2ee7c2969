import { lazyPage, type AreaRoute } from '@site/ui';

const HomePage = lazyPage(() => import('../pages/home/HomePage'), 'HomePage');

export const homeRoutes: AreaRoute[] = [
  {
    path: '/',
    title: 'Governed External Exposure Monitoring | Surface Harvester',
    description:
      'Surface Harvester finds internet-facing assets, validates exposures and produces signed, tamper-evident evidence mapped to ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP. SaaS, VPC, on-premises or air-gapped.',
    Page: HomePage,
  },
];
