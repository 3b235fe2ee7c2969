import { lazyPage, type AreaRoute } from '@site/ui';

const ContactPage = lazyPage(() => import('./pages/contact/ContactPage'), 'ContactPage');
const SubmissionErrorPage = lazyPage(() => import('./pages/submission-result/SubmissionResultPage'), 'SubmissionErrorPage');
const ThanksPage = lazyPage(() => import('./pages/submission-result/SubmissionResultPage'), 'ThanksPage');

/** Pages owned by the contact remote. */
export const routes: AreaRoute[] = [
  {
    path: '/contact',
    title: 'Contact | Surface Harvester',
    description:
      'Ready to improve your security posture? Contact the Surface Harvester team about external exposure monitoring, a proof of concept or custom services.',
    Page: ContactPage,
  },
  {
    path: '/contact/thanks',
    title: 'Thank You | Surface Harvester',
    description:
      'Your request reached the Surface Harvester team. We will get back to you within 24 hours with answers from a security or engineering specialist.',
    Page: ThanksPage,
  },
  {
    path: '/contact/error',
    title: 'Request Not Sent | Surface Harvester',
    description:
      'Your request could not be sent. Check the form (business email, name, company, role, privacy policy) and try again, or come back a little later.',
    Page: SubmissionErrorPage,
  },
];
