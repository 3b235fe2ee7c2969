import { lazyPage, type AreaRoute } from '@site/ui';

const AboutPage = lazyPage(() => import('./pages/about/AboutPage'), 'AboutPage');
const PrivacyPolicyPage = lazyPage(() => import('./pages/privacy-policy/PrivacyPolicyPage'), 'PrivacyPolicyPage');
const SecurityPage = lazyPage(() => import('./pages/security/SecurityPage'), 'SecurityPage');
const TermsOfServicePage = lazyPage(() => import('./pages/terms-of-service/TermsOfServicePage'), 'TermsOfServicePage');

/** Pages owned by the company remote: /company/* and /legal/*. */
export const routes: AreaRoute[] = [
  {
    path: '/company/about',
    title: 'About | Surface Harvester',
    description:
      'The story behind Surface Harvester since 2022: our core values, Engineering, Security and Product teams, and the principles of governed exposure monitoring.',
    Page: AboutPage,
  },
  {
    path: '/company/security',
    title: 'Security | Surface Harvester',
    description:
      'How Surface Harvester protects your data: security controls, SOC 2 Type II and ISO 27001 status, AES-256 and TLS 1.3, retention, and responsible disclosure.',
    Page: SecurityPage,
  },
  {
    path: '/legal/privacy-policy',
    title: 'Privacy Policy | Surface Harvester',
    description:
      'How we collect, use, share, retain and protect personal information, and your rights under the LGPD, UK GDPR and US state laws such as the CCPA.',
    Page: PrivacyPolicyPage,
  },
  {
    path: '/legal/terms-of-service',
    title: 'Terms of Service | Surface Harvester',
    description:
      'Terms for using Surface Harvester: eligibility, authorised monitoring, billing and cancellation, the 99.9% uptime target, liability and governing law.',
    Page: TermsOfServicePage,
  },
];
