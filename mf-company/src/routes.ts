import type { AreaRoute } from '@site/ui';
import { PrivacyPolicyPage } from './pages/privacy-policy/PrivacyPolicyPage';

/** Pages owned by the company remote. /company/* and /legal/terms-of-service come later. */
export const routes: AreaRoute[] = [
  {
    path: '/legal/privacy-policy',
    title: 'Privacy Policy | Surface Harvester',
    description:
      'How we collect, use, share, retain and protect personal information, and your rights under the LGPD, the UK GDPR and US state privacy laws such as the CCPA. Effective 1 January 2025.',
    Page: PrivacyPolicyPage,
  },
];
