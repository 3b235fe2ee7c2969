import type { AreaRoute } from '@site/ui';
import { ProcessPage } from './pages/process/ProcessPage';

/** Pages owned by the services remote. Other /services/* routes come later. */
export const routes: AreaRoute[] = [
  {
    path: '/services/process',
    title: 'Engineering Process | Surface Harvester',
    description:
      'Our six-phase delivery process for custom C++, AI/ML, GPU acceleration and compiler back-end projects: Discovery & SOW, Architecture & Plan, Implementation, Validation, Deploy and Operate.',
    Page: ProcessPage,
  },
];
