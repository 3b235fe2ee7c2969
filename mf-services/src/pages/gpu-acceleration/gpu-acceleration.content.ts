/** Static content of /services/gpu-acceleration. */
import { Cpu, Gauge, Layers, MemoryStick, Microchip, Network } from 'lucide-react';
import type { CtaContent, HeroContent, IconItem, Metric, Step, TerminalLine } from '../../components/types';
import { EDGE_FPS, GPU_MEMORY, GPU_P95, GPU_SPEEDUP, GPU_THROUGHPUT, GPU_UTILIZATION, withHint } from '../../content/service-figures';

export const GPU_CONTACT_PATH = '/contact?type=gpu-acceleration';

export const GPU_HERO: HeroContent = {
  badge: 'GPU Acceleration',
  title: 'Make your GPUs earn their keep',
  subtitle:
    'We port hot paths to CUDA, build TensorRT engines and tune batching and memory until throughput, tail latency and power draw meet your targets, from data-centre GPUs to edge modules.',
  primary: { label: 'Accelerate Your Workload', to: GPU_CONTACT_PATH },
  secondary: { label: 'Read the Case Studies', to: '/services/case-studies' },
};

export const GPU_CAPABILITIES: readonly IconItem[] = [
  {
    icon: Cpu,
    title: 'CUDA kernel engineering',
    description:
      'Custom kernels for the operations libraries do not cover: fused pre- and post-processing, CUTLASS GEMMs, warp-level reductions and Tensor Core paths.',
  },
  {
    icon: Layers,
    title: 'Inference optimisation',
    description:
      'ONNX export, FP16 and INT8 calibration, TensorRT engine builds and layer fusion, with accuracy checked against the original model at every step.',
  },
  {
    icon: Network,
    title: 'Serving at scale',
    description:
      'Triton Inference Server with dynamic batching and concurrent model instances, on Kubernetes with the NVIDIA GPU Operator and MIG partitioning.',
  },
  {
    icon: Microchip,
    title: 'Edge deployment',
    description:
      'Jetson Orin pipelines with DeepStream and TensorRT, zero-copy camera ingest and power-mode tuning for fanless, battery or PoE devices.',
  },
  {
    icon: MemoryStick,
    title: 'Memory and data movement',
    description:
      'Pinned memory, CUDA streams and graphs to overlap copies with compute, and memory pools that keep large models inside a fraction of device memory.',
  },
  {
    icon: Gauge,
    title: 'Profiling and capacity planning',
    description: 'Nsight Systems and Nsight Compute analysis, roofline models and cost-per-inference sizing so you buy the GPUs you actually need.',
  },
];

export const GPU_RESULTS_INTRO = {
  eyebrow: 'Performance Results',
  title: 'Measured on real workloads',
  description:
    'Figures from delivered engagements: an image-analysis service on one data-centre GPU with 40 GB of memory, and a vision pipeline on an edge module.',
} as const;

/** GPU page claims, each as value + label so the tile reads e.g. "15x speedup vs CPU". */
export const GPU_RESULTS: readonly Metric[] = [
  withHint(EDGE_FPS, 'object detection at 1080p on a Jetson Orin module'),
  withHint(GPU_SPEEDUP, 'TensorRT FP16 engine against the original 32-core CPU path'),
  withHint(GPU_P95, 'per-image inference latency under full load'),
  withHint(GPU_THROUGHPUT, 'sustained throughput with dynamic batching'),
  withHint(GPU_UTILIZATION, 'average GPU busy time during the benchmark'),
  withHint(GPU_MEMORY, 'device memory used, leaving room for more models'),
];

export const GPU_TERMINAL_TITLE = 'perf_analyzer — image-analysis service';

export const GPU_TERMINAL_LINES: readonly TerminalLine[] = [
  { kind: 'prompt', text: 'perf_analyzer -m segmenter_trt_fp16 --concurrency-range 32 --percentile=95' },
  { kind: 'comment', text: '# Triton Inference Server, dynamic batching (max 64), 1x 40 GB data-centre GPU' },
  { kind: 'accent', text: 'Throughput: 3,247 images/sec' },
  { kind: 'output', text: 'p95 latency: 2.8 ms' },
  { kind: 'output', text: 'GPU utilization: 89%   memory: 4.2 GB of 40 GB' },
  { kind: 'success', text: 'speedup vs CPU baseline (217 images/sec): 15x' },
  { kind: 'success', text: 'top-1 accuracy delta vs FP32: -0.08 pp (budget 0.5 pp)' },
];

export const GPU_PROCESS: readonly Step[] = [
  {
    title: 'Profile',
    description:
      'Establish the baseline on your hardware and data: where time goes, how busy the device really is, and what the accuracy reference is.',
    tags: ['Nsight Systems', 'Nsight Compute', 'perf'],
  },
  {
    title: 'Optimize',
    description:
      'Attack the biggest costs first: kernel fusion, mixed precision, TensorRT engines, batching and overlapping data movement with compute.',
    tags: ['CUDA', 'TensorRT', 'CUTLASS'],
  },
  {
    title: 'Validate',
    description: 'Prove accuracy parity and measure throughput, p95 latency, utilization and power under production-like load, against the baseline.',
    tags: ['perf_analyzer', 'accuracy suite'],
  },
  {
    title: 'Deploy',
    description: 'Ship to Triton on Kubernetes or to the edge fleet, with dashboards for latency, utilization and memory, and a rollback path.',
    tags: ['Triton', 'Kubernetes', 'Jetson'],
  },
];

export const GPU_DELIVERABLES: readonly string[] = [
  'Baseline and final profiling reports (Nsight traces included)',
  'Optimised CUDA kernels and TensorRT engine build scripts',
  'Accuracy-parity test suite against the original model',
  'Reproducible benchmark harness for your CI',
  'Triton model repository or edge deployment package',
  'Capacity plan: GPUs, instances and cost per 1,000 inferences',
  'Runbook and a handover session with your engineers',
];

export const GPU_HARDWARE: readonly string[] = [
  'NVIDIA H100 / A100 / L40S / L4 / T4',
  'Jetson Orin AGX / NX / Nano',
  'AMD Instinct (ROCm/HIP)',
  'Multi-GPU with NCCL',
];

export const GPU_CTA: CtaContent = {
  title: 'Ready to find out what your hardware can really do?',
  description:
    'Tell us about the workload, the hardware and the target. We reply within 24 hours, and a two-week Performance Audit can give you a measured answer.',
  primary: { label: 'Accelerate Your Workload', to: GPU_CONTACT_PATH },
  secondary: { label: 'View Services Pricing', to: '/services/pricing' },
};
