/**
 * Static content of /company/about (origin story; timeline 2022 Founded,
 * 2023 First Enterprise Deployment, 2024 GPU Acceleration; four core values; teams Engineering, Security,
 * Product; five operating principles; Engineering Edge block; Contact Us to /contact).
 * Figures in the Engineering Edge block are the platform's claimed targets.
 */

export type ValueIcon = 'evidence' | 'safety' | 'control' | 'craft';
export type TeamIcon = 'engineering' | 'security' | 'product';

export interface TimelineMilestone {
  year: string;
  title: string;
  description: string;
}

export interface CoreValue {
  icon: ValueIcon;
  title: string;
  description: string;
}

export interface Team {
  icon: TeamIcon;
  name: string;
  mission: string;
  focus: readonly string[];
}

export interface OperatingPrinciple {
  title: string;
  description: string;
}

export interface EdgeMetric {
  value: string;
  label: string;
}

export const ABOUT_HERO = {
  badge: 'About Us',
  title: 'Built by engineers who defend real attack surfaces',
  subtitle:
    'Surface Harvester exists so that security teams can see every internet-facing asset they own, know which exposures are real, and prove it to an auditor with signed evidence.',
} as const;

export const ORIGIN_STORY = {
  eyebrow: 'Our story',
  title: 'From late-night incident reviews to a governed platform',
  paragraphs: [
    'Surface Harvester began in 2022 with a small group of security engineers and performance engineers who kept meeting the same problem in incident reviews: the breach rarely started with an unknown vulnerability. It started with an asset nobody knew was exposed, a forgotten test server, a leaked key in a public repository, a storage bucket left open after a migration.',
    'Existing attack surface tools found plenty, but they produced noisy lists that security teams could not trust and auditors could not accept. We set out to build the opposite: continuous discovery that honours robots.txt and terms of service, validation that separates real exposures from false positives, and tamper-evident evidence signed and mapped to ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP.',
    'Because our first customers were regulated organisations, governance came first rather than last. Redaction by default, an immutable audit log and zero raw data egress in on-premises mode are part of the design, not add-ons. The same engineering team also builds custom C++, AI/ML, GPU acceleration and compiler back-end software for clients, and that work keeps the platform fast.',
  ],
} as const;

export const TIMELINE: readonly TimelineMilestone[] = [
  {
    year: '2022',
    title: 'Founded',
    description: 'Security and performance engineers start Surface Harvester to turn external exposure monitoring into auditable, signed evidence.',
  },
  {
    year: '2023',
    title: 'First Enterprise Deployment',
    description:
      'A regulated enterprise runs the platform in production, with findings ticketed to owners and evidence mapped to its control framework.',
  },
  {
    year: '2024',
    title: 'GPU Acceleration',
    description: 'An optional GPU-accelerated validation pipeline reaches at least 120k checks per minute on a single T4-class GPU.',
  },
];

export const CORE_VALUES: readonly CoreValue[] = [
  {
    icon: 'evidence',
    title: 'Evidence over assertions',
    description: 'Every finding we report can be reproduced, and every artifact is signed. If we cannot prove it, we do not claim it.',
  },
  {
    icon: 'safety',
    title: 'Safe by default',
    description: 'Redaction is on from the first scan, robots.txt and terms of service are honoured, and validation never becomes exploitation.',
  },
  {
    icon: 'control',
    title: 'Customers control their data',
    description: 'SaaS, VPC or air-gapped on premises: you choose where your data lives, and in on-premises mode raw data never leaves your network.',
  },
  {
    icon: 'craft',
    title: 'Engineering rigour',
    description: 'We publish service level objectives, measure ourselves against them and treat performance as a feature our customers can rely on.',
  },
];

export const TEAMS: readonly Team[] = [
  {
    icon: 'engineering',
    name: 'Engineering',
    mission: 'Builds the discovery and validation pipeline, the evidence service and the custom software we deliver for clients.',
    focus: ['C++ and GPU-accelerated pipelines', 'AI/ML models for exposure triage', 'SaaS, VPC and on-premises releases'],
  },
  {
    icon: 'security',
    name: 'Security',
    mission: 'Secures the platform itself, researches new exposure classes and writes the validation checks our customers rely on.',
    focus: ['Exposure and secrets validation research', 'Platform security and audit readiness', 'Responsible disclosure programme'],
  },
  {
    icon: 'product',
    name: 'Product',
    mission: 'Works with CISOs, security operations and compliance teams to turn their workflows into policies, integrations and reports.',
    focus: ['Policy and governance workflows', 'SIEM, ticketing and CMDB integrations', 'Framework mapping for auditors'],
  },
];

export const OPERATING_PRINCIPLES: readonly OperatingPrinciple[] = [
  {
    title: 'Sign everything that matters',
    description:
      'Findings become tamper-evident evidence with a digest and a signature, stored write-once, so an auditor can verify them years later.',
  },
  {
    title: 'Every finding has an owner',
    description: 'An exposure without an owner is not managed. We match assets to owners and clear unknown owners within 7 days.',
  },
  {
    title: 'Validate before we alert',
    description: 'We confirm exposures before raising them, keeping critical false positives under 5% and working towards under 2%.',
  },
  {
    title: 'Respect the boundaries',
    description: 'We honour robots.txt and terms of service, redact by default and never move raw data out of an on-premises deployment.',
  },
  {
    title: 'Measure against published SLOs',
    description: 'Detection time, scan-to-evidence latency and uptime are targets we publish and report on, not marketing adjectives.',
  },
];

export const ENGINEERING_EDGE = {
  eyebrow: 'Engineering Edge',
  title: 'Performance engineering is in our DNA',
  description:
    'The team behind Surface Harvester also delivers custom C++, AI/ML, GPU acceleration and compiler back-end work for clients. That depth is why the platform validates at GPU speed while staying within strict latency budgets.',
  metrics: [
    { value: '≥120k', label: 'checks/min per T4-class GPU' },
    { value: '<8 min', label: 'p95 scan-to-evidence' },
    { value: '≥99.9%', label: 'monthly uptime target' },
  ] satisfies readonly EdgeMetric[],
  skills: ['C++', 'CUDA and GPU acceleration', 'AI/ML', 'Compiler back ends', 'Distributed systems'],
  cta: { label: 'Explore our engineering services', to: '/services/custom-development' },
} as const;

export const ABOUT_CTA = {
  title: 'Talk to the team behind the platform',
  description:
    'Whether you are scoping a proof of concept or a custom engineering project, a security or engineering specialist will answer. We’ll get back to you within 24 hours.',
  primary: { label: 'Contact Us', to: '/contact' },
} as const;
