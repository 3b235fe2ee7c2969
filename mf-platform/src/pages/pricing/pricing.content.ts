import type { PricingPlan } from '@site/ui';
/**
 * Static content of /pricing.
 * The site publishes no monetary figures, so price lines describe the commercial model instead of inventing amounts.
 */

/** Static content record: pricing plan (shared with the other pricing pages). */
export type { PricingPlan } from '@site/ui';

/** One payment milestone of the 90-day proof of concept (40/40/20 split). */
export interface PocMilestone {
  share: string;
  weeks: string;
  title: string;
  description: string;
}

export interface PricingFaq {
  question: string;
  answer: string;
}

export interface ComparisonRow {
  label: string;
  /** One value per plan, in the order of `PRICING_PLANS`. */
  values: readonly [string, string, string];
}

export const PRICING_HERO = {
  badge: 'Pricing',
  title: 'Pricing that starts with proof',
  subtitle:
    'Validate Surface Harvester against your own attack surface in a fixed-price 90-day proof of concept, then run it as a SaaS subscription or inside your own perimeter with full knowledge transfer.',
} as const;

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    name: '90-Day PoC',
    price: 'Fixed price',
    description: 'A scoped, milestone-billed proof of concept on your real external footprint, ending in a production-ready deployment and handover.',
    features: [
      'Paid in three milestones: 40% / 40% / 20%',
      'Weeks 0-2: setup, scoping and integrations',
      'Weeks 3-8: asset discovery and exposure validation',
      'Weeks 9-12: production rollout and handover',
      'Signed evidence mapped to ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP',
      'SaaS, VPC or on-premises deployment',
    ],
    cta: 'Start the 90-Day PoC',
    highlighted: true,
  },
  {
    name: 'SaaS Subscription',
    price: 'Monthly or annual',
    description: 'The managed platform for continuous external exposure monitoring, operated by us and billed monthly or annually in advance.',
    features: [
      'SaaS deployment in 24-48 hours',
      '99.9% uptime target',
      'Control-plane updates ≤24 h after release',
      'Redaction by default and an immutable audit log',
      'Alert-to-SIEM p95 <60 s',
      'Cancellation takes effect at the end of the billing period',
    ],
    cta: 'Discuss a Subscription',
    highlighted: false,
  },
  {
    name: 'On-Prem Knowledge Transfer',
    price: 'Custom quote',
    description: 'Surface Harvester inside your own data centre or air-gapped enclave, with your team trained to run, tune and extend it.',
    features: [
      'On-premises or air-gapped installation',
      'Zero raw data egress',
      'Install in <60 min on recommended hardware',
      'On-prem update package ≤7 days after release',
      'Hands-on knowledge transfer for your operators and engineers',
      'Optional GPU-accelerated pipeline',
    ],
    cta: 'Plan an On-Prem Deployment',
    highlighted: false,
  },
];

export const POC_MILESTONES: readonly PocMilestone[] = [
  {
    share: '40%',
    weeks: 'Weeks 0-2',
    title: 'Setup',
    description:
      'Scope, seed domains and rules of engagement agreed; platform deployed in your chosen model; SIEM and ticketing integrations connected.',
  },
  {
    share: '40%',
    weeks: 'Weeks 3-8',
    title: 'Discovery and validation',
    description:
      'Continuous discovery of internet-facing assets, owner attribution and validation of exposures and secrets, with findings triaged alongside your team.',
  },
  {
    share: '20%',
    weeks: 'Weeks 9-12',
    title: 'Production and handover',
    description:
      'Production workflows, signed evidence packs for your audit frameworks and a documented handover so your team runs the platform from day one.',
  },
];

export const POC_SECTION = {
  eyebrow: '90-Day Proof of Concept',
  title: 'Three milestones, one fixed price',
  description: 'The PoC is billed 40/40/20 against clear deliverables, so you pay for outcomes you can verify rather than for time spent.',
} as const;

export const COMPARISON_COLUMNS = ['90-Day PoC', 'SaaS Subscription', 'On-Prem Knowledge Transfer'] as const;

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    label: 'Commercial model',
    values: ['Fixed price, 40/40/20 milestones', 'Billed monthly or annually in advance', 'Custom quote'],
  },
  {
    label: 'Term',
    values: ['90 days (weeks 0-12)', 'Ongoing, cancel at period end', 'Agreed per engagement'],
  },
  {
    label: 'Where it runs',
    values: ['SaaS, VPC or on-premises', 'SaaS', 'On-premises or air-gapped'],
  },
  {
    label: 'Updates',
    values: ['Included for the PoC term', 'Control plane ≤24 h after release', 'Update package ≤7 days after release'],
  },
  {
    label: 'Evidence',
    values: ['Signed, tamper-evident evidence packs', 'Signed, tamper-evident evidence packs', 'Signed, tamper-evident evidence packs'],
  },
];

export const PRICING_FAQS: readonly PricingFaq[] = [
  {
    question: 'Why is the proof of concept paid?',
    answer:
      'A fixed-price PoC gives both sides a real commitment: we deploy on your actual external footprint, connect your integrations and deliver signed evidence you can hand to an auditor. The 40/40/20 milestones tie every payment to a deliverable.',
  },
  {
    question: 'What happens at the end of the 90 days?',
    answer:
      'Weeks 9-12 move the PoC into production and hand it over. You then continue on a SaaS subscription or an on-premises deployment with knowledge transfer; nothing built during the PoC is thrown away.',
  },
  {
    question: 'How are subscriptions billed?',
    answer:
      'Subscriptions are billed monthly or annually in advance and are non-refundable. Cancellation takes effect at the end of the current billing period, and we give 30 days’ notice of any price change.',
  },
  {
    question: 'Can Surface Harvester run without sending data to you?',
    answer:
      'Yes. On-premises and air-gapped deployments keep zero raw data egress; the on-prem update package ships within 7 days of each release, and your team is trained to operate the platform independently.',
  },
];

export const PRICING_FINAL_CTA = {
  title: 'Not sure which plan fits?',
  description:
    'Tell us about your estimated asset count, deployment constraints and compliance scope. We’ll get back to you within 24 hours with a recommendation.',
  primary: { label: 'Talk to Us', to: '/contact' },
} as const;
