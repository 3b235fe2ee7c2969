/**
 * Static content of /services/custom-development, the services overview (15k events/sec,
 * 28%, 99% p99, p95 ≤12 ms as display text; counters start after 500 ms and count over 2000 ms).
 */
import { Activity, BrainCircuit, Cpu, Gauge, Layers, Network, ShieldCheck, Workflow, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { CtaContent, HeroContent, IconItem, ServiceLink, TerminalLine } from '../../components/types';
import { COGS_REDUCTION, EVENTS_PER_SEC, P95_LATENCY, P99_SLO, withHint } from '../../content/service-figures';

export const CUSTOM_DEV_HERO: HeroContent = {
  badge: 'Custom Software Development',
  title: 'Engineering for systems that cannot be slow',
  subtitle:
    'The team behind the Surface Harvester platform builds custom C++, AI/ML, GPU-accelerated and compiler back-end software for your products: measured against hard targets, delivered into your repositories and handed over to your engineers.',
  primary: { label: 'Request a Proposal', to: '/contact?type=proposal' },
  secondary: { label: 'Book a Discovery Call', to: '/contact?type=discovery' },
};

/** Animation of the three counters (start after 500 ms, count over 2000 ms). */
export const COUNTER_TIMING = { startDelayMs: 500, durationMs: 2000 } as const;

/** An animated counter: counts 0 -> `target`, shown as `${value}${suffix}`. */
export interface CounterStat {
  target: number;
  suffix: string;
  label: string;
  hint: string;
}

export const COUNTER_STATS: readonly CounterStat[] = [
  {
    target: 15,
    suffix: 'k',
    label: EVENTS_PER_SEC.label,
    hint: 'sustained per node in a C++20 streaming pipeline',
  },
  {
    target: 28,
    suffix: '%',
    label: COGS_REDUCTION.label,
    hint: 'inference cost per request after model and serving optimisation',
  },
  {
    target: 99,
    suffix: '%',
    label: P99_SLO.label,
    hint: 'of measurement windows inside the agreed p99 latency target',
  },
];

/** Static display figure next to the counters: display text, not animated. */
export const LATENCY_DISPLAY = withHint(P95_LATENCY, 'from event ingest to scored decision, under production load');

export interface Offering {
  icon: LucideIcon;
  title: string;
  description: string;
  points: readonly string[];
  link: ServiceLink;
}

export const OFFERINGS_INTRO = {
  eyebrow: 'Two Offerings',
  title: 'Performance-critical software, built by the people who run it',
  description:
    'Most engagements start in one of two places: native code that has to go faster, or machine learning that has to work in production. Many end up touching both.',
} as const;

export const OFFERINGS: readonly Offering[] = [
  {
    icon: Cpu,
    title: 'High-Performance C++ Systems',
    description:
      'New low-latency services and the modernisation of existing native code bases: streaming pipelines, matching and scoring engines, protocol gateways and SDKs.',
    points: [
      'Modern C++20/23 with coroutines, ranges and concepts',
      'Lock-free queues, SIMD (AVX2/AVX-512, NEON) and NUMA-aware memory',
      'Legacy C++98/03 migrations without a feature freeze',
      'CUDA offload where the profile says it pays',
    ],
    link: { label: 'Explore C++ Development', to: '/services/cpp-development' },
  },
  {
    icon: BrainCircuit,
    title: 'Production AI/ML Engineering',
    description:
      'From a notebook that works to a model that serves real traffic within its latency and cost budget: training pipelines, inference optimisation and MLOps.',
    points: [
      'PyTorch training and evaluation pipelines you can reproduce',
      'ONNX Runtime and TensorRT inference with INT8/FP16 quantisation',
      'Triton Inference Server and vLLM on Kubernetes',
      'Drift monitoring, model registry and rollback built in',
    ],
    link: { label: 'Explore AI/ML Development', to: '/services/ai-ml-development' },
  },
];

export const CAPABILITIES_INTRO = {
  eyebrow: 'Capabilities',
  title: 'What we build',
  description: 'The same engineers cover the whole path from a kernel to a dashboard, so nothing is lost between teams.',
} as const;

export const CAPABILITIES: readonly IconItem[] = [
  {
    icon: Zap,
    title: 'Low-latency data pipelines',
    description: 'Event ingest, enrichment and scoring in C++ with bounded tail latency and back-pressure that holds.',
  },
  {
    icon: Gauge,
    title: 'GPU acceleration',
    description: 'CUDA kernels, TensorRT engines and batching strategies that keep the accelerator busy and the bill down.',
  },
  {
    icon: BrainCircuit,
    title: 'Model serving and MLOps',
    description: 'Reproducible training, a model registry, canary rollouts and drift alerts for models in production.',
  },
  {
    icon: Layers,
    title: 'Compiler back ends',
    description: 'LLVM and MLIR targets, instruction selection and scheduling for custom accelerators and DSPs.',
  },
  {
    icon: Network,
    title: 'Distributed services',
    description: 'gRPC and Kafka-based services on Kubernetes, designed for horizontal scale and graceful degradation.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure native code',
    description: 'Sanitizers, fuzzing with libFuzzer and memory-safety hardening for code that faces untrusted input.',
  },
  {
    icon: Activity,
    title: 'Observability',
    description: 'OpenTelemetry traces, Prometheus metrics and SLO dashboards so latency regressions are caught early.',
  },
  {
    icon: Workflow,
    title: 'Performance audits',
    description: 'Profiling with perf, VTune and Nsight to find where the time and money actually go, with a fix list.',
  },
];

export const TERMINAL_SECTION = {
  eyebrow: 'Measured, Not Promised',
  title: 'Every milestone ends with a benchmark you can rerun',
  description:
    'This is the acceptance run of a streaming pipeline we delivered: the same harness runs in your CI, against the baseline agreed in discovery, before any milestone is signed off.',
  points: [
    'Benchmarks replay recorded production traffic, not synthetic best cases',
    'Tail latency (p95, p99) is the acceptance criterion, never the average',
    'Cost per million events is tracked beside speed',
    'Results and scripts are committed to your repository',
  ],
} as const;

export const TERMINAL_TITLE = 'acceptance-bench — ingest-pipeline';

export const TERMINAL_LINES: readonly TerminalLine[] = [
  { kind: 'prompt', text: './bench --pipeline ingest --replay traces/prod-week-12.bin --duration 600s' },
  { kind: 'comment', text: '# build: clang 18, -O3 -march=x86-64-v3, LTO; 16 vCPU node' },
  { kind: 'output', text: 'warm-up ......... done (30s)' },
  { kind: 'output', text: 'events .......... 9,000,000' },
  { kind: 'accent', text: 'throughput ...... 15,000 events/sec' },
  { kind: 'output', text: 'p50/p95/p99 ..... 4.1 / 11.6 / 18.9 ms' },
  { kind: 'success', text: 'p95 ≤12 ms ...... PASS' },
  { kind: 'success', text: 'p99 SLO windows . 99% met (594 of 600)' },
  { kind: 'accent', text: 'cost/1M events .. 28% COGS reduction' },
  { kind: 'success', text: 'acceptance: 4/4 criteria met' },
];

export const TERMINAL_CAPTION = 'Illustrative output of our acceptance harness; figures from a delivered engagement, client details removed.';

export const MORE_LINKS_INTRO = {
  eyebrow: 'How We Work',
  title: 'Clear pricing, a predictable process',
} as const;

export const MORE_LINKS: readonly { title: string; description: string; link: ServiceLink }[] = [
  {
    title: 'Engagement models and PoC packages',
    description: 'Fixed-scope projects, time and materials, dedicated teams or an advisory retainer, plus fixed-price packages to start small.',
    link: { label: 'View Services Pricing', to: '/services/pricing' },
  },
  {
    title: 'Six phases from SOW to operations',
    description: 'Discovery & SOW, Architecture & Plan, Implementation, Validation, Deploy and Operate, each with deliverables you accept.',
    link: { label: 'See Our Process', to: '/services/process' },
  },
];

export const CUSTOM_DEV_CTA: CtaContent = {
  title: 'Tell us what has to be faster, cheaper or smarter',
  description:
    'Send us the problem and the numbers you need to hit. We reply within 24 hours and come to the discovery call with questions, not slides.',
  primary: { label: 'Request a Proposal', to: '/contact?type=proposal' },
  secondary: { label: 'Book a Discovery Call', to: '/contact?type=discovery' },
};
