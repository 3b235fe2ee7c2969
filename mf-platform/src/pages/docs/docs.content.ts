/** Static content of /docs. */
import type { LinkCardItem } from '@site/ui';
import { BookOpen, Boxes, Cloud, Cpu, Eye, FileCheck2, Network, Radar, Scale, Server, ShieldCheck, ShieldOff, type LucideIcon } from 'lucide-react';

export const DOCS_HERO = {
  badge: 'Documentation',
  title: 'Surface Harvester documentation',
  subtitle: 'What the platform does, how it is built, where it runs and how to get started, with links to the detailed product pages.',
} as const;

export const WHAT_IT_DOES = {
  title: 'What it does',
  paragraphs: [
    'Surface Harvester is a governed external exposure monitoring platform. It continuously discovers your internet-facing assets, attributes each one to an accountable owner, and validates exposures and leaked secrets with safe, policy-bound checks that honour robots and terms.',
    'Every validated finding produces a signed, tamper-evident evidence artifact, stored in WORM storage and mapped to ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP, and flows to your SIEM and ticketing system so remediation can be proven, not just claimed.',
  ],
  highlights: ['New asset detection ≤24 h', 'p95 scan-to-evidence <8 min', 'Critical to ticket ≤15 min', 'WORM evidence ≥365 days, up to 7 years'],
} as const;

export interface CoreModule {
  icon: LucideIcon;
  title: string;
  description: string;
  optional?: boolean;
}

export const CORE_MODULES: readonly CoreModule[] = [
  {
    icon: Radar,
    title: 'Continuous Discovery',
    description: 'Enumerates domains, certificates, cloud ranges and code-hosting footprints; matches assets to CMDB owners (≥99%).',
  },
  {
    icon: ShieldCheck,
    title: 'Validation Engine',
    description: 'Confirms exposures and secrets with safe, rate-limited checks; critical false positives kept below 5% (target <2%).',
  },
  {
    icon: Scale,
    title: 'Policy & Governance',
    description: 'Role-based access, SSO via SAML/OIDC, MFA, API-key rotation and exception approvals with an owner and an expiry.',
  },
  {
    icon: FileCheck2,
    title: 'Evidence & Attestation',
    description: 'Redacts by default, hashes with SHA-256 and signs each artifact within 60 s of validation; WORM retention.',
  },
  {
    icon: Eye,
    title: 'Observability',
    description: 'Pipeline metrics, drift alerts ≤60 min and an immutable audit log; alert-to-SIEM p95 <60 s.',
  },
  {
    icon: Cpu,
    title: 'GPU Acceleration',
    description: 'An optional GPU-accelerated pipeline: ≥120k checks/min per T4-class GPU (about 2k/s).',
    optional: true,
  },
];

export interface DeploymentOption {
  icon: LucideIcon;
  name: string;
  summary: string;
  facts: readonly string[];
}

export const DEPLOYMENT_OPTIONS: readonly DeploymentOption[] = [
  {
    icon: Cloud,
    name: 'SaaS',
    summary: 'Operated by us, running in 24-48 hours.',
    facts: ['Uptime ≥99.9% per month', 'Control-plane updates ≤24 h after release'],
  },
  {
    icon: Network,
    name: 'VPC',
    summary: 'The platform inside your own cloud account and network.',
    facts: ['Redaction by default', 'Immutable audit log'],
  },
  {
    icon: Server,
    name: 'On-premises',
    summary: 'The whole platform in your data centre.',
    facts: ['Install <60 min on recommended hardware', 'Update package ≤7 days after release'],
  },
  {
    icon: ShieldOff,
    name: 'Air-gapped',
    summary: 'For enclaves with no connection to the internet.',
    facts: ['Zero raw data egress', 'Optional GPU-accelerated pipeline'],
  },
];

export const PROFESSIONAL_SERVICES: readonly LinkCardItem[] = [
  {
    title: 'Custom development',
    to: '/services/custom-development',
    description: 'Connectors, pipelines and integrations built to your requirements.',
  },
  { title: 'Engineering process', to: '/services/process', description: 'How we scope, build, validate and hand over.' },
  { title: 'Service pricing', to: '/services/pricing', description: 'Engagement models and fixed-scope PoC packages.' },
  {
    title: 'GPU acceleration',
    to: '/services/gpu-acceleration',
    description: 'Profiling and CUDA optimisation of your own workloads.',
  },
  { title: 'Technologies', to: '/services/technologies', description: 'The stacks and tools our engineers work with.' },
];

export interface GettingStartedStep {
  title: string;
  description: string;
}

export const GETTING_STARTED: readonly GettingStartedStep[] = [
  {
    title: 'Read a sample evidence pack',
    description: 'See exactly what an auditor receives: the artifact, its SHA-256, its signature and the framework mapping.',
  },
  {
    title: 'Choose a deployment model',
    description: 'SaaS, VPC, on-premises or air-gapped; the architecture page compares network, data handling and updates.',
  },
  {
    title: 'Size the hardware',
    description: 'For on-premises and air-gapped installs, the hardware recommendations give cores, memory and throughput.',
  },
  {
    title: 'Start a 14-day PoC',
    description: 'Tell us your seed domains and integrations; we get back to you within 24 hours.',
  },
];

export const QUICK_LINKS: readonly Required<LinkCardItem>[] = [
  { icon: BookOpen, title: 'Platform overview', to: '/product/overview', description: 'Capabilities, SLOs and a sample artifact.' },
  { icon: Boxes, title: 'Architecture', to: '/product/architecture', description: 'Deployment models, controls and SLOs.' },
  { icon: Radar, title: 'How it works', to: '/product/how-it-works', description: 'The five stages from discovery to remediation.' },
  {
    icon: Cpu,
    title: 'Hardware recommendations',
    to: '/product/hardware-recommendations',
    description: 'Sizing for on-premises and GPU servers.',
  },
  { icon: Scale, title: 'Pricing', to: '/pricing', description: 'The 90-day PoC, SaaS and on-premises plans.' },
  { icon: ShieldCheck, title: 'Security', to: '/company/security', description: 'Our controls, data handling and disclosure.' },
  { icon: Network, title: 'Contact', to: '/contact', description: 'Talk to an engineer about your environment.' },
];
