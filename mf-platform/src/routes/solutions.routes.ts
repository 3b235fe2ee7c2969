import { lazyPage, type AreaRoute } from '@site/ui';

const CisoSolutionPage = lazyPage(() => import('../pages/solutions/SolutionPages'), 'CisoSolutionPage');
const RegulatedSolutionPage = lazyPage(() => import('../pages/solutions/SolutionPages'), 'RegulatedSolutionPage');
const SecOpsSolutionPage = lazyPage(() => import('../pages/solutions/SolutionPages'), 'SecOpsSolutionPage');

export const solutionsRoutes: AreaRoute[] = [
  {
    path: '/solutions/ciso',
    title: 'For CISOs | Surface Harvester',
    description:
      'Board-ready proof of external exposure for CISOs: a reconciled asset inventory, validated risk, owner accountability and signed, framework-mapped evidence.',
    Page: CisoSolutionPage,
  },
  {
    path: '/solutions/secops',
    title: 'For Security Operations | Surface Harvester',
    description:
      'Validated external exposure alerts for SecOps: 30-60% less alert volume, SIEM events at p95 <60 s, owner routing and evidence attached to every ticket.',
    Page: SecOpsSolutionPage,
  },
  {
    path: '/solutions/regulated',
    title: 'For Regulated Industries | Surface Harvester',
    description:
      'External exposure monitoring for regulated organisations: on-premises or air-gapped, redaction by default, HIPAA profiles and evidence mapped to 5 frameworks.',
    Page: RegulatedSolutionPage,
  },
];
