/** Static content of /product/how-it-works. */
import type { LucideIcon } from 'lucide-react';
import {
  BellRing,
  CheckCircle2,
  ClipboardCheck,
  Database,
  FileCheck2,
  FileDiff,
  Filter,
  Globe,
  LifeBuoy,
  Lock,
  Radar,
  RefreshCcw,
  SearchCheck,
  ShieldAlert,
  ShieldCheck,
  Ticket,
  Wrench,
} from 'lucide-react';

export interface Stage {
  icon: LucideIcon;
  title: string;
  description: string;
  output: string;
  metric: string;
}

export interface LoopStep {
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface GovernanceCard {
  icon: LucideIcon;
  title: string;
  items: readonly string[];
}

/** One box of the architecture diagram. */
export interface DiagramNode {
  id: string;
  icon: LucideIcon;
  title: string;
  subtitle: string;
  detail: string;
}

export interface DiagramZone {
  id: string;
  label: string;
  nodeIds: readonly string[];
}

/** One step of the diagram's animation: the nodes it lights up. */
export interface DiagramStep {
  title: string;
  description: string;
  nodeIds: readonly string[];
}

export const HOW_HERO = {
  badge: 'How It Works',
  title: 'From internet-facing asset to signed evidence',
  subtitle:
    'Five stages turn raw internet signals into validated, owner-attributed findings with tamper-evident proof, and keep them in a loop until the fix is retested and closed.',
  slosCta: 'Canonical SLOs',
  pocCta: 'Start a 14-Day PoC',
} as const;

export const STAGES_SECTION = {
  eyebrow: 'Five Stages',
  title: 'The pipeline, stage by stage',
  description: 'Each stage has a defined output and a measured objective, so you can see where time goes and why.',
} as const;

export const STAGES: readonly Stage[] = [
  {
    icon: Radar,
    title: 'Discover',
    description:
      'Collectors expand your seed domains, ASNs and cloud accounts through DNS, certificate transparency, internet-scan engines and public code hosting, honouring robots.txt and terms of service.',
    output: 'A deduplicated asset inventory reconciled to your CMDB',
    metric: 'New asset detection ≤24 h',
  },
  {
    icon: Filter,
    title: 'Process',
    description:
      'Responses are normalised, fingerprinted and deduplicated; a prefilter discards the noise before validation, on CPU or on the optional GPU pipeline.',
    output: 'Candidate exposures with service and owner context',
    metric: 'Prefilter p95 <20 ms',
  },
  {
    icon: SearchCheck,
    title: 'Validation Engine',
    description:
      'Non-intrusive checks confirm each candidate: reachable admin panels, weak TLS, exposed storage, live leaked credentials. Secrets are redacted at the moment they are read.',
    output: 'Validated findings with severity and the policy breached',
    metric: 'Critical false positives <5% (target <2%)',
  },
  {
    icon: FileCheck2,
    title: 'Attest',
    description:
      'The redacted evidence is hashed with SHA-256, signed by the attestor and written once to WORM storage, with the chain of custody in the immutable audit log.',
    output: 'A signed evidence artifact per finding',
    metric: 'Artifact <60 s after validation',
  },
  {
    icon: Wrench,
    title: 'Remediate',
    description:
      'Findings open tickets for the accountable owner with an SLA, stream to your SIEM, and are retested automatically when the fix lands.',
    output: 'Tickets, SIEM events and closure evidence',
    metric: 'Critical to ticket ≤15 min',
  },
];

export const DIAGRAM_SECTION = {
  eyebrow: 'Architecture',
  title: 'How data moves through the platform',
  description: 'Hover over or focus a component to see what it does. The highlight follows one finding through the three phases of the data flow.',
} as const;

export const DIAGRAM_NODES: readonly DiagramNode[] = [
  {
    id: 'sources',
    icon: Globe,
    title: 'Public internet sources',
    subtitle: 'DNS, CT logs, scan engines, code hosting',
    detail: 'Read-only sources of truth about your footprint. Collectors respect robots.txt, terms of service and the rate limits you set.',
  },
  {
    id: 'collectors',
    icon: Radar,
    title: 'Discovery collectors',
    subtitle: 'Seed expansion and asset inventory',
    detail: 'Expand seeds into hosts, certificates and services, and reconcile each asset to a CMDB owner (≥99% match).',
  },
  {
    id: 'pipeline',
    icon: Filter,
    title: 'Processing pipeline',
    subtitle: 'Normalise, deduplicate, prefilter',
    detail: 'Fingerprints and deduplicates responses (duplicate rate <1%) and prefilters them at p95 <20 ms, optionally on GPU.',
  },
  {
    id: 'validation',
    icon: SearchCheck,
    title: 'Validation Engine',
    subtitle: 'Non-intrusive checks, redaction at source',
    detail: 'Confirms each candidate exposure or secret and redacts sensitive values before anything is stored or sent.',
  },
  {
    id: 'evidence',
    icon: Database,
    title: 'Evidence store',
    subtitle: 'SHA-256, signature, WORM',
    detail: 'Writes signed artifacts once to WORM storage, kept ≥365 days up to 7 years, within 60 s of validation.',
  },
  {
    id: 'siem',
    icon: BellRing,
    title: 'SIEM & SOAR',
    subtitle: 'Alerts and playbooks',
    detail: 'Receives a structured event per validated finding at p95 <60 s, with the evidence reference and playbook.',
  },
  {
    id: 'ticketing',
    icon: Ticket,
    title: 'Ticketing & CMDB',
    subtitle: 'Owner, SLA, closure',
    detail: 'Opens a ticket for the owner with its SLA (critical to ticket ≤15 min) and closes it after a passing retest.',
  },
  {
    id: 'policy',
    icon: ShieldCheck,
    title: 'Control plane: policy & governance',
    subtitle: 'RBAC, SSO, exceptions, immutable audit log',
    detail: 'Evaluates findings against your policies, enforces who may see and approve what, and records every action in the immutable audit log.',
  },
];

export const DIAGRAM_ZONES: readonly DiagramZone[] = [
  { id: 'internet', label: 'Internet', nodeIds: ['sources'] },
  { id: 'data-plane', label: 'Surface Harvester data plane', nodeIds: ['collectors', 'pipeline', 'validation', 'evidence'] },
  { id: 'your-stack', label: 'Your systems', nodeIds: ['siem', 'ticketing'] },
];

export const DIAGRAM_CONTROL_PLANE_ID = 'policy';

/** The 3-step animation: it advances every 3 s. Step 0 is what the server renders. */
export const DIAGRAM_STEPS: readonly DiagramStep[] = [
  {
    title: 'Discover',
    description: 'Collectors gather public signals and the pipeline turns them into candidate exposures.',
    nodeIds: ['sources', 'collectors', 'pipeline'],
  },
  {
    title: 'Validate',
    description: 'The Validation Engine confirms each candidate under the policies of the control plane.',
    nodeIds: ['pipeline', 'validation', 'policy'],
  },
  {
    title: 'Attest & deliver',
    description: 'Signed evidence is stored once, then the finding reaches your SIEM and ticketing.',
    nodeIds: ['evidence', 'siem', 'ticketing'],
  },
];

export const DIAGRAM_STEP_INTERVAL_MS = 3000;

export const LOOPS_SECTION = {
  eyebrow: 'Closing the Loop',
  title: 'Findings are not done until they are closed',
} as const;

export const REMEDIATION_LOOP: readonly LoopStep[] = [
  {
    icon: ShieldAlert,
    title: 'Finding',
    description: 'A validated finding with owner, severity, policy and signed evidence.',
  },
  {
    icon: Ticket,
    title: 'Ticket',
    description: 'Opened for the accountable owner with an SLA; critical to ticket ≤15 min.',
  },
  {
    icon: FileDiff,
    title: 'Commit/config diff',
    description: 'The fix is linked as a commit or configuration diff, so the change itself is on record.',
  },
  {
    icon: RefreshCcw,
    title: 'Retest',
    description: 'The same check runs again automatically against the same asset and service.',
  },
  {
    icon: CheckCircle2,
    title: 'Closure',
    description: 'A passing retest closes the ticket and seals closure evidence beside the original artifact.',
  },
];

export const RESPONSE_WORKFLOW: readonly LoopStep[] = [
  {
    icon: Radar,
    title: 'Detect',
    description: 'Discovery and drift monitoring surface a change: drift alerts ≤60 min.',
  },
  {
    icon: SearchCheck,
    title: 'Validate',
    description: 'The Validation Engine confirms exploitability before anyone is paged.',
  },
  {
    icon: BellRing,
    title: 'Alert',
    description: 'A structured event reaches the SIEM at p95 <60 s with its evidence reference.',
  },
  {
    icon: LifeBuoy,
    title: 'Respond',
    description: 'The mapped playbook runs and the owner remediates within the ticket’s SLA.',
  },
];

export const GOVERNANCE_SECTION = {
  eyebrow: 'Governance',
  title: 'Safe to run against production, by design',
} as const;

export const GOVERNANCE_CARDS: readonly GovernanceCard[] = [
  {
    icon: Lock,
    title: 'Access Controls',
    items: [
      'Role-based access control scoped by business unit and asset group',
      'SSO via SAML/OIDC with MFA enforced',
      'API keys with scheduled rotation and per-key scopes',
      'Exception approvals with a named owner and an expiry date',
      'Every read, export and approval written to the immutable audit log',
    ],
  },
  {
    icon: ClipboardCheck,
    title: 'Operational Safety',
    items: [
      'Non-intrusive validation: no exploitation, no credential use',
      'robots.txt and terms of service honoured by every collector',
      'Per-target rate limits and maintenance windows you control',
      'Redaction by default before anything is stored or sent',
      'Scope allow-lists: nothing outside your approved seeds is checked',
    ],
  },
];

export const ON_PREM_PANEL = {
  eyebrow: 'On-Premises Mode',
  title: 'The whole pipeline inside your perimeter',
  description:
    'In on-premises and air-gapped deployments every stage above runs on your hardware. Evidence, keys and audit logs never leave your network, and the platform needs no inbound or outbound connection to us.',
  points: [
    'Zero raw data egress',
    'Install <60 min on recommended hardware',
    'Signed offline update package ≤7 days after release',
    'Your HSM or KMS signs the evidence',
    'Optional GPU acceleration on local servers',
  ],
  hardwareCta: 'Hardware Recommendations',
} as const;
