/** Static content of /product/surface-harvester, the product landing page. */
import type { LucideIcon } from 'lucide-react';
import { Cpu, FileCheck2, KeyRound, Radar, Scale, ShieldCheck } from 'lucide-react';

export interface Capability {
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface ProductStat {
  value: string;
  label: string;
}

export interface FeatureGroup {
  title: string;
  description: string;
  items: readonly string[];
}

export const PRODUCT_HERO = {
  badge: 'Governed External Exposure Monitoring',
  title: 'Surface Harvester',
  subtitle:
    'Find every internet-facing asset you own, validate which exposures are real, and prove it with signed, tamper-evident evidence mapped to ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP.',
  primaryCta: 'Explore Platform',
  secondaryCta: 'View Evidence Sample',
} as const;

export const PRODUCT_STATS: readonly ProductStat[] = [
  { value: '≤24 h', label: 'New asset detection' },
  { value: '≥99%', label: 'CMDB match' },
  { value: '<8 min', label: 'p95 scan-to-evidence' },
  { value: '≤15 min', label: 'Critical to ticket' },
];

export const CAPABILITIES_SECTION = {
  eyebrow: 'Capabilities',
  title: 'One platform from discovery to audit evidence',
  description:
    'Surface Harvester replaces a patchwork of scanners, spreadsheets and screenshots with a single governed pipeline whose every output is attributable, validated and signed.',
} as const;

export const CAPABILITIES: readonly Capability[] = [
  {
    icon: Radar,
    title: 'Continuous Asset Discovery',
    description:
      'Domains, subdomains, IP ranges, certificates and cloud endpoints are discovered continuously from DNS, certificate transparency and internet-scan sources, and new assets are inventoried within 24 hours.',
  },
  {
    icon: ShieldCheck,
    title: 'Exposure Validation',
    description:
      'Every candidate exposure is re-checked by a non-intrusive validation engine before anyone is paged, keeping critical false positives below 5% with an engineering target below 2%.',
  },
  {
    icon: KeyRound,
    title: 'Secrets Detection',
    description:
      'Leaked API keys, tokens and credentials in public code hosting and exposed files are detected, verified and redacted by default, so the secret itself never lands in a report.',
  },
  {
    icon: FileCheck2,
    title: 'Signed Evidence',
    description:
      'Each validated finding produces a SHA-256-hashed, signed artifact in WORM storage within 60 seconds, retained for at least 365 days and up to 7 years.',
  },
  {
    icon: Scale,
    title: 'Policy & Compliance Mapping',
    description:
      'Findings carry the policy they breach and the controls they evidence across ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP, ready for your auditor.',
  },
  {
    icon: Cpu,
    title: 'GPU-Accelerated Pipeline',
    description:
      'An optional GPU pipeline sustains at least 120k checks per minute on a single T4-class GPU, with a prefilter that decides in under 20 ms at p95.',
  },
];

export const FEATURES_SECTION = {
  eyebrow: 'Features',
  title: 'Governance and operations, built in',
  description: 'What your audit and privacy teams require, and what your analysts need to act on a finding the same day.',
} as const;

export const FEATURE_GROUPS: readonly [FeatureGroup, FeatureGroup] = [
  {
    title: 'Governed by design',
    description: 'Controls your legal, privacy and audit teams ask for, on from day one.',
    items: [
      'Redaction by default: secrets and personal data never leave the pipeline in clear text',
      'Immutable audit log of every scan, verdict, exception and export',
      'robots.txt and terms of service honoured; non-intrusive checks only',
      'Zero raw data egress in VPC and on-premises deployments',
      'Role-based access control, SSO via SAML/OIDC and MFA',
      'Exception approvals with a named owner and an expiry date',
    ],
  },
  {
    title: 'Built for security operations',
    description: 'Findings arrive where your analysts already work, with the context to act on them.',
    items: [
      'Alerts delivered to your SIEM at p95 <60 s',
      'Critical findings ticketed with owner and SLA in ≤15 min',
      'Owner attribution through CMDB reconciliation (≥99% match)',
      'Duplicate rate <1% across scanners and sources',
      'Drift alerts within 60 minutes of a baseline change',
      'Deploy as SaaS, in your VPC, or on-premises and air-gapped',
    ],
  },
];

export const PRODUCT_NEXT_STEPS = {
  title: 'See how it fits your environment',
  description:
    'Review the platform and its service-level objectives, follow a finding through the pipeline, or talk to an engineer about a 14-day proof of concept on your own attack surface.',
  overviewCta: 'Platform Overview',
  howItWorksCta: 'How It Works',
  contactCta: 'Talk to an Engineer',
} as const;
