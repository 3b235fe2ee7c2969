/**
 * Static content of /contact, the "Quick Contact" screen.
 * Inquiry types are the `?type=` slugs other pages link with.
 */
import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, ClipboardList, MailCheck, ShieldCheck } from 'lucide-react';

export const CONTACT_HERO = {
  badge: 'Quick Contact',
  title: 'Ready to improve your security posture?',
  subtitle:
    'Tell us about your external attack surface, your compliance scope or the software you need built. An engineer, not a call centre, reads every message.',
  responsePromise: 'We’ll get back to you within 24 hours.',
} as const;

/** Human labels of the `?type=` slugs used by links across the site. */
export const INQUIRY_TYPE_LABELS: Readonly<Record<string, string>> = {
  proposal: 'Project proposal',
  discovery: 'Discovery call',
  'cpp-project': 'C++ development project',
  'ai-ml-initiative': 'AI/ML initiative',
  quote: 'Engagement quote',
  'performance-audit': 'Performance Audit PoC package',
  'mlops-quickstart': 'MLOps Quickstart PoC package',
  'security-assessment': 'Security Assessment PoC package',
  'process-discussion': 'Engineering process discussion',
  'gpu-acceleration': 'GPU acceleration',
  'tech-consultation': 'Technology consultation',
  'compiler-backend': 'Compiler back-end engagement',
  security: 'Security inquiry',
  'board-brief': 'Board brief request',
  'integration-guide': 'SIEM integration guide',
};

/** Label of a known inquiry type slug, or undefined for a missing or unknown one. */
export function inquiryTypeLabel(slug: string | null): string | undefined {
  if (!slug || !Object.hasOwn(INQUIRY_TYPE_LABELS, slug)) return undefined;
  return INQUIRY_TYPE_LABELS[slug];
}

export interface NextStep {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const NEXT_STEPS_TITLE = 'What happens next';

export const NEXT_STEPS: readonly NextStep[] = [
  {
    icon: MailCheck,
    title: 'We reply within 24 hours',
    description: 'A security or engineering specialist reviews your message and answers your questions directly.',
  },
  {
    icon: CalendarCheck,
    title: 'A short discovery call',
    description: 'We learn your environment, asset footprint and compliance scope, or your project goals, and agree whether we are a fit.',
  },
  {
    icon: ClipboardList,
    title: 'A concrete proposal',
    description: 'You receive a scoped plan: a proof of concept, a SaaS, VPC or on-premises deployment, or a services statement of work.',
  },
];

export const TRUST_POINTS_TITLE = 'Handled with care';

export const TRUST_POINTS: readonly string[] = [
  'NDA available before any technical details are shared',
  'Evidence mapped to ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP',
  'SaaS, VPC, on-premises and air-gapped deployments',
];

export const TRUST_ICON: LucideIcon = ShieldCheck;

export const PRIVACY_NOTE = {
  text: 'We use what you send us only to answer your inquiry. See how we handle it in our',
  linkLabel: 'Privacy Policy',
  to: '/legal/privacy-policy',
} as const;
