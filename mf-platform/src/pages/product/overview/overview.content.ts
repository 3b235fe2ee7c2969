/** Static content of /product/overview. */
import type { LucideIcon } from 'lucide-react';
import { Activity, Building2, Cloud, Cpu, KeyRound, Network, Radar, Scale, Server } from 'lucide-react';

export interface OverviewCapability {
  icon: LucideIcon;
  title: string;
  description: string;
  points: readonly string[];
  optional?: boolean;
}

export interface DeploymentOption {
  icon: LucideIcon;
  name: string;
  summary: string;
  points: readonly string[];
}

export const OVERVIEW_HERO = {
  badge: 'Platform Overview',
  title: 'External exposure monitoring you can take to an auditor',
  subtitle:
    'Surface Harvester discovers what you expose to the internet, validates what is actually exploitable and seals every verdict in signed, tamper-evident evidence, against service-level objectives we publish.',
  primaryCta: 'Start a 14-Day PoC',
  secondaryCta: 'See a Signed Evidence Pack',
} as const;

export const SLO_SECTION = {
  eyebrow: 'Service-Level Objectives',
  title: 'Canonical SLOs',
  description:
    'The targets the platform is engineered, measured and reported against. Each is tracked on your own dashboard during the proof of concept and in production.',
} as const;

export const CAPABILITY_SECTION = {
  eyebrow: 'Capabilities',
  title: 'Five capabilities, one evidence trail',
  description: 'Each stage feeds the next, and every decision along the way is recorded in the immutable audit log.',
} as const;

export const OVERVIEW_CAPABILITIES: readonly OverviewCapability[] = [
  {
    icon: Radar,
    title: 'Continuous Discovery',
    description: 'Seeds of domains, ASNs and cloud accounts expand into a living inventory of hosts, certificates, services and endpoints.',
    points: ['New asset detection ≤24 h', 'CMDB match ≥99%', 'Unknown owners cleared ≤7 days'],
  },
  {
    icon: KeyRound,
    title: 'Exposure & Secrets Validation',
    description:
      'Non-intrusive checks confirm whether an exposure or leaked credential is real before it reaches an analyst; secrets are redacted at the source.',
    points: ['Critical false positives <5% (target <2%)', 'Duplicate rate <1%', 'Prefilter p95 <20 ms'],
  },
  {
    icon: Scale,
    title: 'Policy & Governance',
    description:
      'Findings are evaluated against your policies, mapped to ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP, and exceptions require an owner and an expiry.',
    points: ['Exception approvals with owner and expiry', 'Immutable audit log', 'robots/terms honoured'],
  },
  {
    icon: Activity,
    title: 'Observability',
    description:
      'Pipeline health, coverage, validation quality and delivery latency are exported as metrics and logs, so the SLOs are something you can verify yourself.',
    points: ['Alert-to-SIEM p95 <60 s', 'Drift alerts ≤60 min', 'Uptime ≥99.9%/month'],
  },
  {
    icon: Cpu,
    title: 'GPU Acceleration',
    optional: true,
    description: 'An optional CUDA pipeline moves prefiltering and pattern validation onto the GPU for large estates and short scan windows.',
    points: ['≥120k checks/min per T4-class GPU (about 2k/s)', 'Same results on CPU-only hosts', 'Scales per added GPU'],
  },
];

export const EVIDENCE_SECTION = {
  eyebrow: 'Sample Evidence Artifact',
  title: 'Every finding becomes a signed record',
  description:
    'Within 60 seconds of validation, each finding is written as a redacted, hashed and signed artifact to WORM storage and linked to its remediation ticket. This illustrative sample shows the format.',
  notes: [
    'timestamp, asset_id, service and owner tie the finding to an accountable team',
    'finding records type, severity, the policy breached and when it was first seen',
    'evidence holds a redacted reference and the artifact’s SHA-256 hash, never the raw secret',
    'workflow links the ticket, its status and SLA due date',
    'attestation names the WORM storage, the signer and the signature',
  ],
} as const;

export const DEPLOYMENT_SECTION = {
  eyebrow: 'Deployment Options',
  title: 'Run it where your data must stay',
  description: 'The same platform and the same SLOs in three deployment models.',
} as const;

export const DEPLOYMENT_OPTIONS: readonly DeploymentOption[] = [
  {
    icon: Cloud,
    name: 'SaaS',
    summary: 'Fully managed by us, live in 24-48 hours, with control-plane updates ≤24 h after release.',
    points: ['No infrastructure to run', 'Regional data residency', 'SSO via SAML/OIDC from day one'],
  },
  {
    icon: Network,
    name: 'VPC',
    summary: 'The data plane runs in your own cloud account; only signed health telemetry leaves it.',
    points: ['Zero raw data egress', 'Your keys, your storage buckets', 'Private connectivity to SIEM and ticketing'],
  },
  {
    icon: Server,
    name: 'On-Premises/Air-Gapped',
    summary: 'Everything inside your perimeter, installed in <60 min and updated with an offline package ≤7 days after release.',
    points: ['No outbound connectivity required', 'Signed offline update bundles', 'Optional GPU acceleration'],
  },
];

export const OVERVIEW_FINAL_CTA = {
  icon: Building2,
  title: 'Measure it on your own attack surface',
  description: 'A 14-day proof of concept runs Surface Harvester against your real external footprint and reports every SLO above on your own data.',
} as const;
