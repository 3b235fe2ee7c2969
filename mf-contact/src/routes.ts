import type { AreaRoute } from '@site/ui';
import { ContactPage } from './pages/contact/ContactPage';

/** Pages owned by the contact remote. */
export const routes: AreaRoute[] = [
  {
    path: '/contact',
    title: 'Contact | Surface Harvester',
    description:
      'Ready to improve your security posture? Contact the Surface Harvester team about external exposure monitoring, a proof of concept or custom software services. We’ll get back to you within 24 hours.',
    Page: ContactPage,
  },
];
