/** Static content of /services/technologies (nine technology categories, six expertise areas, design principles). */
import {
  Activity,
  Binary,
  BrainCircuit,
  Cloud,
  Code2,
  Cpu,
  Database,
  Gauge,
  Hammer,
  Layers,
  Microscope,
  Rocket,
  Scale,
  ShieldCheck,
  Timer,
  Wrench,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { CtaContent, HeroContent, IconItem } from '../../components/types';

/** Static content record: technology category. */
export interface TechnologyCategory {
  icon: LucideIcon;
  title: string;
  description: string;
  color: 'cyber-cyan' | 'safety-green';
  technologies: readonly string[];
}

export const TECH_CONTACT_PATH = '/contact?type=tech-consultation';

export const TECH_HERO: HeroContent = {
  badge: 'Technologies',
  title: 'The stack behind fast, dependable software',
  subtitle:
    'Proven tools we use in production every day, chosen for performance, longevity and how easily your team can run them after we hand over.',
  primary: { label: 'Request a Consultation', to: TECH_CONTACT_PATH },
  secondary: { label: 'Explore Custom Development', to: '/services/custom-development' },
};

export const TECHNOLOGY_CATEGORIES: readonly TechnologyCategory[] = [
  {
    icon: Code2,
    title: 'Languages & Standards',
    description: 'Modern, standard-conforming code that compiles cleanly on every toolchain you ship with.',
    color: 'cyber-cyan',
    technologies: ['C++20 / C++23', 'C17', 'CUDA C++', 'Python 3.12', 'Rust', 'Go'],
  },
  {
    icon: Cpu,
    title: 'GPU & Accelerated Computing',
    description: 'Kernels and libraries that turn accelerators into throughput rather than idle silicon.',
    color: 'safety-green',
    technologies: ['CUDA 12', 'cuDNN', 'CUTLASS', 'TensorRT', 'ROCm / HIP', 'SYCL', 'NCCL'],
  },
  {
    icon: BrainCircuit,
    title: 'Machine Learning Frameworks',
    description: 'Training and experimentation stacks with reproducible results and clean export paths.',
    color: 'cyber-cyan',
    technologies: ['PyTorch 2', 'JAX', 'Hugging Face Transformers', 'scikit-learn', 'XGBoost', 'Ray'],
  },
  {
    icon: Rocket,
    title: 'Inference & Serving',
    description: 'Serving layers that meet tail-latency targets at the lowest cost per request.',
    color: 'safety-green',
    technologies: ['Triton Inference Server', 'ONNX Runtime', 'TensorRT-LLM', 'vLLM', 'OpenVINO', 'KServe'],
  },
  {
    icon: Binary,
    title: 'Compilers & Toolchains',
    description: 'Back ends, IR transformations and kernel compilers for new hardware and hot code paths.',
    color: 'cyber-cyan',
    technologies: ['LLVM', 'MLIR', 'Clang', 'GCC', 'TableGen', 'Triton (OpenAI)', 'Apache TVM'],
  },
  {
    icon: Database,
    title: 'Data & Streaming',
    description: 'Pipelines that move and store data at the rate your models and services consume it.',
    color: 'safety-green',
    technologies: ['Apache Kafka', 'Redpanda', 'Apache Arrow', 'Parquet', 'PostgreSQL', 'ClickHouse', 'Redis'],
  },
  {
    icon: Cloud,
    title: 'Cloud & Orchestration',
    description: 'Infrastructure as code for cloud, on-premises and air-gapped clusters, GPUs included.',
    color: 'cyber-cyan',
    technologies: ['Kubernetes', 'Helm', 'Terraform', 'NVIDIA GPU Operator', 'AWS', 'Google Cloud', 'Azure'],
  },
  {
    icon: Activity,
    title: 'Observability & Profiling',
    description: 'Measurements that explain behaviour in production and on the bench, down to the instruction.',
    color: 'safety-green',
    technologies: ['OpenTelemetry', 'Prometheus', 'Grafana', 'Nsight Systems', 'Nsight Compute', 'perf', 'Intel VTune'],
  },
  {
    icon: Hammer,
    title: 'Build, Test & Security',
    description: 'Fast, reproducible builds with the tests, analysers and fuzzers that keep native code safe.',
    color: 'cyber-cyan',
    technologies: ['CMake', 'Bazel', 'Conan', 'GoogleTest', 'libFuzzer', 'Sanitizers', 'clang-tidy', 'GitHub Actions'],
  },
];

export const EXPERTISE_AREAS: readonly IconItem[] = [
  {
    icon: Timer,
    title: 'Low-latency systems',
    description: 'Streaming and request paths with bounded tail latency, like a pipeline at 15k events/sec with p95 ≤12 ms.',
  },
  {
    icon: Gauge,
    title: 'High-performance computing',
    description: 'Vectorised, cache-aware and multi-threaded code that scales with cores, sockets and nodes.',
  },
  {
    icon: Cpu,
    title: 'GPU acceleration',
    description: 'CUDA and TensorRT work that delivered a 15x speedup vs CPU and 3,247 images/sec on one GPU.',
  },
  {
    icon: BrainCircuit,
    title: 'Production ML & MLOps',
    description: 'Models served within budget: a 28% COGS reduction while holding a 99% p99 SLO.',
  },
  {
    icon: Layers,
    title: 'Compiler engineering',
    description: 'LLVM and MLIR back ends, instruction selection and scheduling for accelerators and DSPs.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure native code',
    description: 'Memory-safety hardening, fuzzing and supply-chain controls for code that faces untrusted input.',
  },
];

export const DESIGN_PRINCIPLES: readonly IconItem[] = [
  {
    icon: Microscope,
    title: 'Measure before optimising',
    description: 'Every change starts from a profile and ends with a benchmark against the agreed baseline.',
  },
  {
    icon: ShieldCheck,
    title: 'Correctness first',
    description: 'Tests, sanitizers and accuracy checks come before speed; a fast wrong answer is still wrong.',
  },
  {
    icon: Scale,
    title: 'Boring where possible',
    description: 'Mature, well-supported components for everything that is not your competitive edge.',
  },
  {
    icon: Activity,
    title: 'Observable by default',
    description: 'Metrics, traces and SLOs ship with the code, not after the first incident.',
  },
  {
    icon: Wrench,
    title: 'Operable by your team',
    description: 'No exotic stack you cannot hire for: we choose what your engineers can run and extend.',
  },
  {
    icon: Code2,
    title: 'Open standards, no lock-in',
    description: 'ONNX, OpenTelemetry, Kubernetes and standard C++ keep you free to change vendors.',
  },
];

export const TECH_CTA: CtaContent = {
  title: 'Choosing a stack, or stuck with one?',
  description: 'Get a senior engineer’s view on toolchains, serving stacks or accelerator choices for your project. We reply within 24 hours.',
  primary: { label: 'Request a Consultation', to: TECH_CONTACT_PATH },
  secondary: { label: 'See Our Process', to: '/services/process' },
};
