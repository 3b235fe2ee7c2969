/** Static content of /product/architecture. */
import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  BellRing,
  Fingerprint,
  FileLock2,
  Gauge,
  KeyRound,
  ListChecks,
  Lock,
  ScrollText,
  ShieldCheck,
  Stamp,
  Timer,
  UserCheck,
  Users,
} from 'lucide-react';

export type DeploymentId = 'saas' | 'vpc' | 'onprem';

export interface DeploymentModel {
  id: DeploymentId;
  /** Tab label. */
  label: string;
  title: string;
  summary: string;
  features: readonly string[];
  network: readonly string[];
  dataHandling: readonly string[];
  updateModel: readonly string[];
  slos: readonly string[];
}

export interface Control {
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface FrameworkMapping {
  framework: string;
  focus: string;
  controls: readonly string[];
}

export interface ObservabilityCategory {
  icon: LucideIcon;
  title: string;
  signals: readonly string[];
}

export const ARCHITECTURE_HERO = {
  badge: 'Deployment Architecture',
  title: 'One architecture, three ways to deploy it',
  subtitle:
    'Run Surface Harvester as SaaS, in your own VPC, or on-premises and air-gapped. The pipeline, the evidence format and the service-level objectives stay the same; only where the data lives changes.',
  primaryCta: 'Discuss Your Deployment',
  secondaryCta: 'Hardware Recommendations',
} as const;

export const SLO_CARDS_SECTION = {
  eyebrow: 'Canonical SLOs',
  title: 'The objectives every deployment is held to',
  description: 'Measured continuously and reported on your dashboard, whichever model you choose.',
} as const;

export const DEPLOYMENT_SECTION = {
  eyebrow: 'Deployment Models',
  title: 'Compare SaaS, VPC and on-premises',
  description: 'Select a model to see its features, network, data handling, update model and SLOs.',
} as const;

export const DEPLOYMENT_MODELS: readonly DeploymentModel[] = [
  {
    id: 'saas',
    label: 'SaaS',
    title: 'SaaS: fully managed',
    summary: 'We operate the control plane and the data plane in a dedicated tenant in your chosen region. Live in 24-48 hours.',
    features: [
      'Dedicated tenant with regional data residency',
      'Managed discovery, validation and evidence pipeline',
      'GPU acceleration managed for you where it pays off',
      'SIEM, SOAR, ticketing and CMDB connectors included',
    ],
    network: [
      'Outbound scanning from published, allow-listable egress IP ranges',
      'TLS 1.3 for every connection to the console and API',
      'Optional private link to your SIEM and ticketing',
    ],
    dataHandling: [
      'Redaction by default: secrets and personal data are masked before storage',
      'Evidence encrypted with AES-256 and written to WORM storage',
      'Per-tenant encryption keys; customer-managed keys on request',
    ],
    updateModel: [
      'Control-plane updates ≤24 h after release',
      'Zero-downtime rolling upgrades with release notes in the console',
      'Validation rules and fingerprints refreshed continuously',
    ],
    slos: ['Uptime ≥99.9%/month', 'Alert-to-SIEM p95 <60 s', 'p95 scan-to-evidence <8 min', 'New asset detection ≤24 h'],
  },
  {
    id: 'vpc',
    label: 'VPC',
    title: 'VPC: your cloud account, our operations',
    summary:
      'The data plane runs inside your AWS, Azure or Google Cloud account; the control plane stays managed. Findings and evidence never leave your account.',
    features: [
      'Data plane deployed by Terraform or Helm into your account',
      'Evidence in your own object storage with object lock (WORM)',
      'Optional GPU node pool for the accelerated pipeline',
      'Same console, API and connectors as SaaS',
    ],
    network: [
      'Scanning egress from your own NAT gateways and IP ranges',
      'Outbound-only control channel (mutual TLS) to the managed control plane',
      'SIEM and ticketing reached over your private network',
    ],
    dataHandling: [
      'Zero raw data egress: only signed health and usage telemetry leaves the VPC',
      'Your KMS keys encrypt evidence and sign artifacts',
      'Retention policies enforced by your storage account',
    ],
    updateModel: [
      'Control-plane updates ≤24 h after release',
      'Data-plane upgrades rolled out in a maintenance window you approve',
      'Signed container images verified before deployment',
    ],
    slos: ['Uptime ≥99.9%/month', 'Alert-to-SIEM p95 <60 s', 'Artifact <60 s after validation', 'Drift alerts ≤60 min'],
  },
  {
    id: 'onprem',
    label: 'On-Prem / Air-Gapped',
    title: 'On-premises and air-gapped: entirely yours',
    summary: 'Control plane and data plane run on your hardware, with no connection to us. Install in <60 min on recommended hardware.',
    features: [
      'Single-site or multi-node installation on your servers',
      'Air-gapped operation with offline rule and fingerprint bundles',
      'Optional local GPU servers for ≥120k checks/min per T4-class GPU',
      'Source available for security review',
    ],
    network: [
      'No inbound or outbound connection to the vendor required',
      'Scanning egress through your proxies and firewalls only',
      'Integrations stay on your internal network',
    ],
    dataHandling: [
      'Zero raw data egress; evidence, keys and logs stay on site',
      'Your HSM or KMS signs every evidence artifact',
      'WORM evidence ≥365 days up to 7 years on your storage',
    ],
    updateModel: [
      'On-prem update package ≤7 days after release',
      'Signed offline bundles, verified before install',
      'You choose when to apply; rollback to the previous package is supported',
    ],
    slos: ['p95 scan-to-evidence <8 min', 'Prefilter p95 <20 ms', 'Critical to ticket ≤15 min', 'Install <60 min'],
  },
];

export const SECURITY_CONTROLS: readonly Control[] = [
  {
    icon: Users,
    title: 'Role-based access control',
    description: 'Roles scoped to business units and asset groups; analysts see only the findings they own.',
  },
  {
    icon: UserCheck,
    title: 'SSO via SAML/OIDC',
    description: 'Sign in with your identity provider; provisioning and de-provisioning follow your directory.',
  },
  {
    icon: Fingerprint,
    title: 'MFA',
    description: 'Multi-factor authentication enforced for every console user, including break-glass accounts.',
  },
  {
    icon: KeyRound,
    title: 'API-key rotation',
    description: 'Scoped API keys with scheduled rotation and immediate revocation, every use logged.',
  },
  {
    icon: Stamp,
    title: 'Exception approvals',
    description: 'Risk acceptances need an approver, a named owner and an expiry date; expired exceptions reopen.',
  },
];

export const EVIDENCE_CONTROLS: readonly Control[] = [
  {
    icon: FileLock2,
    title: 'WORM retention',
    description: 'Evidence is written once and kept ≥365 days up to 7 years; nobody, including us, can alter it.',
  },
  {
    icon: ShieldCheck,
    title: 'Signed artifacts',
    description: 'Each artifact carries its SHA-256 hash and a signature you can verify offline.',
  },
  {
    icon: Lock,
    title: 'Redaction by default',
    description: 'Secrets and personal data are masked at the moment they are read; raw values are never stored.',
  },
  {
    icon: ScrollText,
    title: 'Immutable audit log',
    description: 'Every scan, verdict, exception, export and login is recorded in an append-only log.',
  },
  {
    icon: Timer,
    title: 'Timely evidence',
    description: 'The artifact exists <60 s after validation, and p95 scan-to-evidence stays <8 min.',
  },
];

export const FRAMEWORK_MAPPINGS: readonly FrameworkMapping[] = [
  {
    framework: 'ISO 27001',
    focus: 'Asset inventory and technical vulnerability management',
    controls: [
      'A.5.9 Inventory of information and other associated assets',
      'A.8.8 Management of technical vulnerabilities',
      'A.8.16 Monitoring activities',
    ],
  },
  {
    framework: 'SOC 2',
    focus: 'Trust Services Criteria for security monitoring',
    controls: [
      'CC6.1 Logical access security',
      'CC7.1 Detection of configuration changes and vulnerabilities',
      'CC7.2 Monitoring of system components',
    ],
  },
  {
    framework: 'PCI DSS 4.0',
    focus: 'External exposure of the cardholder data environment',
    controls: [
      '12.5.1 Inventory of in-scope system components',
      '11.3.2 External vulnerability scans',
      '6.3.1 Identification of security vulnerabilities',
    ],
  },
  {
    framework: 'HIPAA',
    focus: 'Security Rule safeguards for ePHI systems',
    controls: ['§164.308(a)(1)(ii)(A) Risk analysis', '§164.308(a)(1)(ii)(D) Information system activity review', '§164.312(b) Audit controls'],
  },
  {
    framework: 'NERC CIP',
    focus: 'Electronic security perimeters of BES Cyber Systems',
    controls: [
      'CIP-002 BES Cyber System categorization',
      'CIP-007 Systems security management',
      'CIP-010 Configuration change management and vulnerability assessments',
    ],
  },
];

export const OBSERVABILITY_CATEGORIES: readonly ObservabilityCategory[] = [
  {
    icon: Gauge,
    title: 'Pipeline health',
    signals: ['Checks per minute and queue depth', 'Prefilter and validation latency (p50/p95)', 'GPU and CPU utilisation'],
  },
  {
    icon: ListChecks,
    title: 'Coverage and inventory',
    signals: ['New assets and time to detection', 'CMDB match rate and unknown owners', 'Seeds and ranges in scope'],
  },
  {
    icon: ShieldCheck,
    title: 'Validation quality',
    signals: ['False-positive rate by severity', 'Duplicate rate', 'Exceptions approved, expiring and expired'],
  },
  {
    icon: FileLock2,
    title: 'Evidence integrity',
    signals: ['Scan-to-evidence latency', 'Signature verification results', 'WORM retention status'],
  },
  {
    icon: BellRing,
    title: 'Delivery and response',
    signals: ['Alert-to-SIEM latency', 'Critical-to-ticket time', 'Drift alerts and SLA breaches'],
  },
  {
    icon: Activity,
    title: 'Platform availability',
    signals: ['Uptime per month', 'Connector health', 'Exported as Prometheus metrics and JSON logs'],
  },
];

export const ARCHITECTURE_FINAL_CTA = {
  title: 'Choose the model that fits your constraints',
  description: 'Tell us about your data residency, network and audit requirements; an engineer will map them to a deployment model within 24 hours.',
} as const;
