import type { PricingPlan } from '@site/ui';
/**
 * Static content of /services/pricing (four engagement models, three PoC packages, add-ons, six-phase
 * process). The six phases themselves come
 * from the process page's content module and are not repeated here.
 */
import { Clock, GraduationCap, HeadsetIcon, Layers, ShieldCheck, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { CtaContent, HeroContent, ServiceLink } from '../../components/types';

/** Static content record: pricing plan (shared with the other pricing pages). */
export type { PricingPlan } from '@site/ui';

export const SERVICES_PRICING_HERO: HeroContent = {
  badge: 'Services Pricing',
  title: 'Engagement models that fit how you buy',
  subtitle:
    'Commit to a fixed scope, pay for time as you go, embed a dedicated team or keep senior engineers on call. Or start with a fixed-price PoC package and decide with results in hand.',
  primary: { label: 'Get a Quote', to: '/contact?type=quote' },
  secondary: { label: 'Book a Discovery Call', to: '/contact?type=discovery' },
};

export const QUOTE_PATH = '/contact?type=quote';

export const ENGAGEMENT_MODELS: readonly PricingPlan[] = [
  {
    name: 'Fixed-Scope Project',
    price: 'From $45,000',
    description: 'A defined outcome, a fixed price and acceptance criteria agreed in the statement of work.',
    features: [
      'Scope, milestones and acceptance criteria fixed up front',
      'Payment by accepted milestone',
      'Benchmarks against the discovery baseline',
      'Source code, tests and runbooks handed over',
      '30 days of post-launch warranty support',
    ],
    cta: 'Get a Quote',
    highlighted: true,
  },
  {
    name: 'Time and Materials',
    price: '$160–$240 / hour',
    description: 'Flexible capacity for evolving requirements, research spikes and work that is hard to scope.',
    features: [
      'Senior C++, ML, GPU and compiler engineers',
      'Priorities reset every sprint',
      'Weekly timesheets and progress reports',
      'Monthly invoicing against actual hours',
      'Scale up or down with two weeks’ notice',
    ],
    cta: 'Get a Quote',
    highlighted: false,
  },
  {
    name: 'Dedicated Team',
    price: 'From $38,000 / month',
    description: 'A stable, cross-functional team embedded in your roadmap, rituals and repositories.',
    features: [
      'Technical lead plus two to six engineers',
      'Works in your tracker, CI and code review',
      'Quarterly objectives with measurable key results',
      'Continuity: the same people, month after month',
      'Minimum term of three months',
    ],
    cta: 'Get a Quote',
    highlighted: false,
  },
  {
    name: 'Advisory/Retainer',
    price: 'From $7,500 / month',
    description: 'Senior guidance on architecture, performance and ML strategy without a full delivery team.',
    features: [
      'Up to 24 hours of principal-engineer time a month',
      'Architecture and design reviews',
      'Code and performance audits on request',
      'Hiring support and technical due diligence',
      'Response within one business day',
    ],
    cta: 'Get a Quote',
    highlighted: false,
  },
];

/** A fixed-price package to start small (Performance Audit 2 weeks, MLOps Quickstart 4 weeks, Security Assessment 3 weeks). */
export interface PocPackage {
  icon: LucideIcon;
  name: string;
  duration: string;
  price: string;
  description: string;
  includes: readonly string[];
  link: ServiceLink;
}

export const POC_INTRO = {
  eyebrow: 'PoC Packages',
  title: 'Start small, with a fixed price and a fixed date',
  description:
    'Three packages that answer one question well. Each ends with a written report and a prioritised plan, and its fee is credited against a follow-on project.',
} as const;

export const POC_PACKAGES: readonly PocPackage[] = [
  {
    icon: Zap,
    name: 'Performance Audit',
    duration: '2 weeks',
    price: '$14,500 fixed',
    description: 'Find out where the time, memory and money go in a C++, CUDA or Python service, and what to fix first.',
    includes: [
      'Profiling with perf, VTune or Nsight on your workload',
      'Tail-latency and throughput baseline',
      'Top ten bottlenecks with estimated gains',
      'Read-out session with your engineers',
    ],
    link: { label: 'Book a Performance Audit', to: '/contact?type=performance-audit' },
  },
  {
    icon: Layers,
    name: 'MLOps Quickstart',
    duration: '4 weeks',
    price: '$32,000 fixed',
    description: 'Put one model on a reproducible path from training to a monitored, rollback-ready deployment.',
    includes: [
      'Versioned training pipeline and model registry',
      'Containerised serving on Triton or ONNX Runtime',
      'Canary deployment on your Kubernetes cluster',
      'Latency, cost and drift dashboards',
    ],
    link: { label: 'Start an MLOps Quickstart', to: '/contact?type=mlops-quickstart' },
  },
  {
    icon: ShieldCheck,
    name: 'Security Assessment',
    duration: '3 weeks',
    price: '$21,000 fixed',
    description: 'A focused review of native code and ML services that handle untrusted input or sensitive data.',
    includes: [
      'Threat model of the service and its data flows',
      'Fuzzing and sanitizer campaign on parsers and interfaces',
      'Dependency, build and supply-chain review',
      'Findings ranked by severity with fixes',
    ],
    link: { label: 'Request a Security Assessment', to: '/contact?type=security-assessment' },
  },
];

export interface AddOn {
  icon: LucideIcon;
  name: string;
  price: string;
  description: string;
}

export const ADD_ONS: readonly AddOn[] = [
  {
    icon: HeadsetIcon,
    name: 'Extended Support',
    price: 'From $4,000 / month',
    description: 'Business-hours support, bug fixes and dependency updates after the warranty period ends.',
  },
  {
    icon: Clock,
    name: '24/7 On-Call',
    price: 'From $6,500 / month',
    description: 'A named engineer on call for production incidents, with a 30-minute response for severity 1.',
  },
  {
    icon: GraduationCap,
    name: 'Team Training',
    price: '$3,200 / day',
    description: 'Hands-on workshops in modern C++, CUDA optimisation or MLOps, built around your own code.',
  },
  {
    icon: ShieldCheck,
    name: 'Independent Code Review',
    price: 'From $6,000',
    description: 'A second opinion on a critical component before release: correctness, performance and security.',
  },
];

export const PRICING_PROCESS_INTRO = {
  eyebrow: 'Six-Phase Process',
  title: 'Every engagement model follows the same process',
  description: 'Whichever model you choose, the work moves through the same six phases, each ending with deliverables you review and accept.',
  link: { label: 'See the Full Process', to: '/services/process' },
} as const;

export const PRICING_NOTES: readonly string[] = [
  'Prices exclude VAT and travel; on-site work is billed at cost.',
  'Fixed-scope prices are confirmed in the statement of work after discovery.',
  'NDA available before any technical details are shared.',
];

export const PRICING_CTA: CtaContent = {
  title: 'Not sure which model fits?',
  description:
    'Book a 30-minute discovery call. We will recommend the engagement model and the first package that gets you to a measurable result fastest.',
  primary: { label: 'Book a Discovery Call', to: '/contact?type=discovery' },
  secondary: { label: 'Explore Custom Development', to: '/services/custom-development' },
};
