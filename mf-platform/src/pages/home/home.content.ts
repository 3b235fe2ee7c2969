/**
 * Static content of the home page.
 */
import {
  Activity,
  Bell,
  Building2,
  Cloud,
  Cpu,
  EyeOff,
  FileCheck2,
  GitBranch,
  Globe,
  Lock,
  Radar,
  ScrollText,
  Server,
  ShieldCheck,
  Ticket,
  type LucideIcon,
} from 'lucide-react';

export const HOME_HERO = {
  badge: 'Governed external exposure monitoring',
  title: 'See every exposed asset. Prove every fix.',
  subtitle:
    'Surface Harvester finds your internet-facing assets, validates real exposures and leaked secrets, and hands your auditors signed, tamper-evident evidence mapped to ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP.',
  primaryCta: { label: 'Start a 14-Day PoC', to: '/contact' },
  secondaryCta: { label: 'Explore Platform', to: '/product/surface-harvester' },
  tertiaryCta: { label: 'View Evidence Sample', to: '/evidence-sample' },
  deployments: ['SaaS', 'VPC', 'On-premises', 'Air-gapped'],
} as const;

/** One provider line of the terminal mock (providers for code hosting and internet-scan engines). */
export interface TerminalProvider {
  name: string;
  kind: 'code hosting' | 'internet scan';
  /** Remaining API credits, counted up in the hero (11420 and 5900). */
  credits?: number;
  /** Why the provider is disabled; absent when it is enabled. */
  disabledReason?: string;
}

export const TERMINAL = {
  version: '0.8.0',
  title: 'surface-harvester — run',
  command: 'surface-harvester run --scope example-corp',
  stages: ['search', 'gather', 'check', 'inspect'],
  providers: [
    { name: 'github', kind: 'code hosting' },
    { name: 'gitlab', kind: 'code hosting' },
    { name: 'shodan', kind: 'internet scan', credits: 11420 },
    { name: 'censys', kind: 'internet scan', credits: 5900 },
    { name: 'fofa', kind: 'internet scan', disabledReason: 'missing API key' },
  ] satisfies readonly TerminalProvider[],
} as const;

/** One animated figure of the hero. */
export interface HeroFigure {
  id: string;
  label: string;
  target: number;
  /** Shown value from the counted integer (e.g. tenths of a percent -> '0.3%'). */
  format: (value: number) => string;
}

/**
 * An integer with en-US thousands separators (9200 -> '9,200'). Grouped here rather than by Intl.NumberFormat: the
 * first ICU number formatter a page builds costs about 25 ms of main thread on a mid-range phone (a CPU profile of
 * `/` under 4x throttling showed 94 ms in this module's evaluation), on the way to hydration, for a comma every three
 * digits of a non-negative integer.
 */
export const integer = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Throughput, latency and error rate of the running pipeline, shown in the terminal. */
export const PIPELINE_FIGURES: readonly HeroFigure[] = [
  { id: 'throughput', label: 'throughput', target: 9200, format: (v) => `${integer(v)}/s` },
  { id: 'p95', label: 'p95', target: 12, format: (v) => `${v} ms` },
  // The error rate counts tenths of a percent: 0 -> 3 is shown as 0.0% -> 0.3%.
  { id: 'errors', label: 'errors', target: 3, format: (v) => `${(v / 10).toFixed(1)}%` },
];

/** Outcome of the run, shown as the hero's stat tiles. */
export const OUTCOME_FIGURES: readonly HeroFigure[] = [
  { id: 'assets', label: 'Assets discovered', target: 3847, format: integer },
  { id: 'exposures', label: 'Exposures validated', target: 47, format: integer },
  { id: 'fixed', label: 'Critical findings fixed', target: 12, format: integer },
  { id: 'compliance', label: 'Policy compliance', target: 94, format: (v) => `${v}%` },
];

/** Hero counters start staggered between 0.8 s and 2.0 s after load. */
export const HERO_COUNTER_FIRST_DELAY_MS = 800;
export const HERO_COUNTER_LAST_DELAY_MS = 2000;

/** Static content record: value proposition. */
export interface ValueProposition {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const VALUE_PROPOSITIONS: readonly ValueProposition[] = [
  {
    icon: Radar,
    title: 'Continuous discovery',
    description:
      'Domains, certificates, cloud ranges and code-hosting footprints are enumerated around the clock, and every new asset is matched to an accountable owner in your CMDB.',
  },
  {
    icon: ShieldCheck,
    title: 'Validated exposures, not noise',
    description:
      'Exposures and leaked secrets are confirmed by safe, policy-bound checks before they reach a queue, so your team works on what is real and reachable.',
  },
  {
    icon: FileCheck2,
    title: 'Signed audit evidence',
    description:
      'Each validated finding produces a signed, tamper-evident artifact kept in WORM storage and mapped to ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP.',
  },
  {
    icon: Server,
    title: 'Runs where your data lives',
    description:
      'SaaS, VPC, on-premises or air-gapped, with redaction by default and zero raw data egress. An optional GPU-accelerated pipeline scales the checks.',
  },
];

/** Static content record: process step. */
export interface ProcessStep {
  number: string;
  title: string;
  description: string;
  metrics: readonly [string, string];
}

export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    number: '01',
    title: 'Discover',
    description: 'Continuously enumerate internet-facing assets across DNS, certificates, cloud accounts and code hosting.',
    metrics: ['New asset detection ≤24 h', 'CMDB match ≥99%'],
  },
  {
    number: '02',
    title: 'Attribute',
    description: 'Deduplicate assets and attribute each one to an accountable owner, service and business unit.',
    metrics: ['Unknown owners cleared ≤7 days', 'Duplicate rate <1%'],
  },
  {
    number: '03',
    title: 'Validate & Attest',
    description: 'Confirm exposures with safe checks, redact by default, then hash and sign the evidence into WORM storage.',
    metrics: ['p95 scan-to-evidence <8 min', 'Artifact <60 s after validation'],
  },
  {
    number: '04',
    title: 'Alert',
    description: 'Route validated findings to your SIEM and ticketing system with the signed evidence attached.',
    metrics: ['Critical to ticket ≤15 min', 'Alert-to-SIEM p95 <60 s'],
  },
  {
    number: '05',
    title: 'Remediate',
    description: 'Owners fix, the platform retests and closes the loop: finding, ticket, commit or config diff, retest, closure.',
    metrics: ['Criticals auto-ticketed <1 hour', 'P1 remediation ≤7 days'],
  },
];

export interface StripMetric {
  value: string;
  label: string;
}

/** The animated metrics strip. */
export const METRICS_STRIP: readonly StripMetric[] = [
  { value: '6-10k', label: 'docs/sec processed per node' },
  { value: 'p95 ≤15 ms', label: 'per-document processing latency' },
  { value: '<1%', label: 'unhandled errors' },
];

/** The dashboard snapshot of a PoC phase. */
export interface DashboardSnapshot {
  week: number;
  assetsDiscovered: number;
  exposuresValidated: number;
  falsePositives: number;
  /** Percent. */
  remediationRate: number;
}

/** Static content record: PoC phase, with its dashboard snapshot. */
export interface PocPhase {
  weeks: string;
  title: string;
  description: string;
  /** Share of the fixed price billed at this milestone (40/40/20). */
  share: string;
  snapshot: DashboardSnapshot;
}

export const POC_PHASES: readonly [PocPhase, PocPhase, PocPhase] = [
  {
    weeks: 'Weeks 0-2',
    title: 'Setup',
    description: 'Scope and rules of engagement agreed, platform deployed in your chosen model, SIEM and ticketing connected.',
    share: '40%',
    snapshot: { week: 2, assetsDiscovered: 287, exposuresValidated: 3, falsePositives: 0, remediationRate: 100 },
  },
  {
    weeks: 'Weeks 3-8',
    title: 'Discovery & Validation',
    description: 'Continuous discovery and owner attribution, exposures and secrets validated and triaged with your team.',
    share: '40%',
    snapshot: { week: 8, assetsDiscovered: 1247, exposuresValidated: 23, falsePositives: 2, remediationRate: 91 },
  },
  {
    weeks: 'Weeks 9-12',
    title: 'Production & Handover',
    description: 'Production workflows, signed evidence packs for your audit frameworks and a documented handover.',
    share: '20%',
    snapshot: { week: 12, assetsDiscovered: 3421, exposuresValidated: 67, falsePositives: 4, remediationRate: 96 },
  },
];

/** The middle milestone (weeks 3-8) is selected first. */
export const INITIAL_POC_PHASE = 1;

export const POC_SECTION = {
  eyebrow: '90-Day Proof of Concept',
  title: 'Proof on your own attack surface in 90 days',
  description: 'A fixed-price PoC billed in 40/40/20 milestones. Select a milestone to see what the dashboard typically shows at that point.',
  cta: 'Start a 14-Day PoC',
} as const;

/** Static content record: integration (name), grouped by what it connects to. */
export interface IntegrationGroup {
  icon: LucideIcon;
  category: string;
  integrations: readonly string[];
}

export const INTEGRATION_GROUPS: readonly IntegrationGroup[] = [
  { icon: Activity, category: 'SIEM', integrations: ['Splunk', 'Microsoft Sentinel', 'Elastic', 'IBM QRadar'] },
  { icon: Ticket, category: 'Ticketing', integrations: ['ServiceNow', 'Jira'] },
  { icon: Building2, category: 'CMDB', integrations: ['ServiceNow CMDB'] },
  { icon: GitBranch, category: 'Code hosting', integrations: ['GitHub', 'GitLab', 'Bitbucket'] },
  { icon: Cloud, category: 'Cloud', integrations: ['AWS', 'Azure', 'GCP'] },
  { icon: Bell, category: 'Alerting', integrations: ['PagerDuty', 'Slack'] },
];

/** Frameworks the evidence is mapped to. Mapping, not certification. */
export const FRAMEWORK_BADGES = ['ISO 27001', 'SOC 2', 'PCI DSS 4.0', 'HIPAA', 'NERC CIP'] as const;

/** Static content record: security feature (label). */
export interface SecurityFeature {
  icon: LucideIcon;
  label: string;
}

export const SECURITY_FEATURES: readonly SecurityFeature[] = [
  { icon: EyeOff, label: 'Redaction by default' },
  { icon: ScrollText, label: 'Immutable audit log' },
  { icon: Globe, label: 'Robots/terms honoured' },
  { icon: Lock, label: 'Zero raw data egress' },
  { icon: Cpu, label: 'GPU-accelerated pipeline' },
];

export const SECURITY_SECTION = {
  eyebrow: 'Security & Compliance',
  title: 'Built for regulated environments',
  description: 'Evidence mapped to the frameworks your auditors ask for, produced by a platform that is governed by design.',
  frameworksLabel: 'Evidence mapped to',
  featuresLabel: 'Governed by design',
} as const;

export const INTEGRATIONS_SECTION = {
  eyebrow: 'Integrations',
  title: 'Fits the tools you already run',
  description: 'Validated findings and signed evidence flow into your SIEM, ticketing, CMDB, code hosting and cloud accounts.',
} as const;

export const CLOSING_CTA = {
  title: 'Ready to see your external attack surface?',
  description: 'Start with a 14-day PoC on your own domains. We get back to you within 24 hours.',
  primary: { label: 'Start a 14-Day PoC', to: '/contact' },
  secondary: { label: 'See the Pricing', to: '/pricing' },
} as const;
