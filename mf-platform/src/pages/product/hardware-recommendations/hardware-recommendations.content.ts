/** Static content of /product/hardware-recommendations. */
import type { LucideIcon } from 'lucide-react';
import { Cpu, HardDrive, MemoryStick, Network } from 'lucide-react';

/** An animated figure of the SLO summary: counts 0 -> target, starting 500 ms after load. */
export interface HardwareCounter {
  id: string;
  target: number;
  prefix: string;
  suffix: string;
  label: string;
  hint: string;
}

export interface Requirement {
  icon: LucideIcon;
  title: string;
  minimum: string;
  recommendation: string;
}

export interface SystemConfiguration {
  name: string;
  recommended: boolean;
  cores: string;
  memory: string;
  throughput: string;
  price: string;
  bestFor: string;
  includes: readonly string[];
}

export interface GpuServer {
  name: string;
  fromPrice: string;
  range: string;
  throughput: string;
  includes: readonly string[];
}

export interface StorageTier {
  name: string;
  retention: string;
  media: string;
  description: string;
}

export const HARDWARE_HERO = {
  badge: 'Hardware Recommendations',
  title: 'Hardware for on-premises and air-gapped deployments',
  subtitle:
    'Sized configurations for running the full Surface Harvester pipeline on your own servers, from a single-node starter to GPU-accelerated estates, with installation in <60 min.',
  configurationsCta: 'View Configurations',
  contactCta: 'Talk to a Sizing Engineer',
  architectureCta: 'Deployment Architecture',
} as const;

export const COUNTER_START_DELAY_MS = 500;

export const HARDWARE_COUNTERS: readonly HardwareCounter[] = [
  {
    id: 'throughput',
    target: 120,
    prefix: '≥',
    suffix: 'k',
    label: 'checks/min per T4-class GPU',
    hint: 'about 2k/s sustained',
  },
  {
    id: 'uptime',
    target: 99.9,
    prefix: '≥',
    suffix: '%',
    label: 'uptime per month',
    hint: 'control plane, API and evidence store',
  },
  {
    id: 'scan-to-evidence',
    target: 8,
    prefix: '<',
    suffix: ' min',
    label: 'p95 scan-to-evidence',
    hint: 'from check start to signed artifact',
  },
  {
    id: 'install',
    target: 60,
    prefix: '<',
    suffix: ' min',
    label: 'install time',
    hint: 'on recommended hardware',
  },
];

export const SLO_SUMMARY = {
  eyebrow: 'SLO Summary',
  title: 'What the recommended hardware sustains',
  description: 'Every configuration below is sized to meet the canonical SLOs at its rated throughput, with headroom for discovery bursts.',
  items: [
    'Throughput ≥120k checks/min per T4-class GPU (about 2k/s)',
    'Prefilter p95 <20 ms',
    'p95 scan-to-evidence <8 min',
    'Artifact <60 s after validation',
    'Alert-to-SIEM p95 <60 s',
    'Uptime ≥99.9%/month',
  ],
} as const;

export const REQUIREMENTS_SECTION = {
  eyebrow: 'Minimum Requirements',
  title: 'The floor for a production installation',
  description: 'Below these figures the platform installs for evaluation only and will not meet its SLOs.',
} as const;

export const REQUIREMENTS: readonly Requirement[] = [
  {
    icon: Cpu,
    title: 'CPU',
    minimum: '16 cores',
    recommendation: 'x86-64 with AVX2; 32+ cores recommended for continuous discovery of large estates.',
  },
  {
    icon: MemoryStick,
    title: 'Memory',
    minimum: '64 GB',
    recommendation: 'ECC RAM; 128 GB or more when validation and evidence signing share the node.',
  },
  {
    icon: HardDrive,
    title: 'Storage',
    minimum: '2 TB NVMe',
    recommendation: 'NVMe for the hot tier; WORM-capable object or tape storage for warm and cold evidence.',
  },
  {
    icon: Network,
    title: 'Network',
    minimum: '10 Gbps',
    recommendation: 'Dedicated egress for scanning; about 1 Gbps per 100k checks/min at steady state.',
  },
];

export const CONFIGURATIONS_SECTION = {
  eyebrow: 'Configurations',
  title: 'Three sized systems',
  description: 'Indicative hardware budgets for a complete on-premises node. Final quotes depend on your vendor and region.',
} as const;

export const CONFIGURATIONS: readonly SystemConfiguration[] = [
  {
    name: 'Starter',
    recommended: false,
    cores: '16-32 cores',
    memory: '64-128 GB',
    throughput: '30-80k checks/min',
    price: '$8,000-$12,000',
    bestFor: 'A single business unit or a regulated enclave with up to a few thousand assets.',
    includes: ['CPU-only pipeline (GPU optional)', '2-4 TB NVMe hot tier', 'Dual 10 Gbps NICs'],
  },
  {
    name: 'Enterprise',
    recommended: true,
    cores: '32-64 cores',
    memory: '128-256 GB',
    throughput: '120-240k checks/min',
    price: '$18,000-$25,000',
    bestFor: 'Organisation-wide continuous monitoring with daily full coverage.',
    includes: ['1-2 T4-class GPUs', '4-8 TB NVMe hot tier', 'Dual 25 Gbps NICs'],
  },
  {
    name: 'Enterprise Plus',
    recommended: false,
    cores: '64-96 cores',
    memory: '256-512 GB',
    throughput: '480-960k checks/min',
    price: '$45,000-$65,000',
    bestFor: 'Global estates, MSSPs and multi-tenant operators with short scan windows.',
    includes: ['4-8 T4-class GPUs', '8-16 TB NVMe hot tier', 'Dual 100 Gbps NICs'],
  },
];

export const GPU_SECTION = {
  eyebrow: 'GPU Servers',
  title: 'Dedicated acceleration servers',
  description:
    'Add a GPU server beside your nodes to move prefiltering and validation onto the GPU pipeline. Each T4-class GPU sustains ≥120k checks/min.',
} as const;

export const GPU_SERVERS: readonly GpuServer[] = [
  {
    name: 'Quad GPU server',
    fromPrice: 'from $35,000',
    range: '$52,000-$68,000',
    throughput: 'up to 480k checks/min',
    includes: ['4 data-centre GPUs (T4-class or newer)', '32-64 CPU cores, 256 GB RAM', 'Redundant power, 2U chassis'],
  },
  {
    name: 'Octa GPU server',
    fromPrice: 'from $85,000',
    range: '$125,000-$165,000',
    throughput: 'up to 960k checks/min',
    includes: ['8 data-centre GPUs (T4-class or newer)', '64-96 CPU cores, 512 GB RAM', 'Redundant power, 4U chassis'],
  },
];

export const CLI_CHECK = {
  eyebrow: 'Pre-flight Check',
  title: 'Verify a host before you install',
  description:
    'The installer ships with a read-only hardware check. Run it on the target host: it compares the machine with the minimums and estimates the throughput it will sustain.',
  windowTitle: 'bash: harvester preflight',
  code: [
    '$ harvester preflight --profile enterprise',
    'Surface Harvester preflight 0.8.0 (read-only, no changes made)',
    '',
    'CPU       48 cores (2 x 24-core, AVX2)         ✓ min 16 cores',
    'Memory    256 GB ECC                           ✓ min 64 GB',
    'Storage   7.68 TB NVMe at /var/lib/harvester   ✓ min 2 TB NVMe',
    'Network   2 x 25 Gbps (bond0)                  ✓ min 10 Gbps',
    'GPU       2 x NVIDIA T4 16 GB, driver 550      ✓ T4-class',
    '',
    'Estimated throughput   240k checks/min (GPU pipeline)',
    'Estimated egress       2.4 Gbps at full load',
    'Profile match          Enterprise (recommended)',
    '',
    'Result: PASS  ready to install (estimated install time 38 min)',
  ].join('\n'),
} as const;

export const STORAGE_SECTION = {
  eyebrow: 'Storage & Network',
  title: 'Storage tiers for evidence and telemetry',
  description: 'Evidence moves from fast NVMe to WORM archive as it ages; retention up to 7 years keeps you covered for the longest audit cycles.',
} as const;

export const STORAGE_TIERS: readonly StorageTier[] = [
  {
    name: 'Hot',
    retention: '7-14 days',
    media: 'Local NVMe',
    description: 'Active findings, raw responses awaiting validation and the working set of the pipeline.',
  },
  {
    name: 'Warm',
    retention: '1-3 months',
    media: 'SSD or object storage',
    description: 'Recent evidence and ticket history for investigations, retests and trend reports.',
  },
  {
    name: 'Cold',
    retention: '3-84 months',
    media: 'WORM object storage or tape',
    description: 'Signed evidence archive for audits, kept in write-once storage up to 7 years.',
  },
];

export const NETWORK_NOTES: readonly string[] = [
  'Bandwidth: about 1 Gbps per 100k checks/min',
  'Remote fetch: 2-10% of checks retrieve full remote content; the rest are decided by the prefilter',
  'Scanning egress through your own proxies and allow-listed IP ranges',
];

export const HARDWARE_FINAL_CTA = {
  title: 'Get a configuration sized to your estate',
  description:
    'Share your asset count, scan window and retention needs. We will size the nodes and GPU servers and install the platform with you in <60 min.',
} as const;
