/** Static content of /services/cpp-development (links to cpp-project contact, process, GPU, case studies). */
import { Boxes, Cpu, Layers, Lock, Network, Timer } from 'lucide-react';
import type { LinkCardItem } from '@site/ui';
import type { CtaContent, HeroContent, IconItem, Metric, Step, TerminalLine } from '../../components/types';
import { EVENTS_PER_SEC, P95_LATENCY, withHint } from '../../content/service-figures';

export const CPP_CONTACT_PATH = '/contact?type=cpp-project';

export const CPP_HERO: HeroContent = {
  badge: 'C++ Development',
  title: 'Modern C++ for latency-critical systems',
  subtitle:
    'We design, build and modernise C++20/23 services, engines and libraries where every microsecond and every core counts, with the tests, sanitizers and benchmarks to prove it.',
  primary: { label: 'Start a C++ Project', to: CPP_CONTACT_PATH },
  secondary: { label: 'See Our Process', to: '/services/process' },
};

export const CPP_RESULTS: readonly Metric[] = [
  withHint(EVENTS_PER_SEC, 'per node, C++20 ingest and scoring pipeline'),
  withHint(P95_LATENCY, 'under replayed production traffic'),
  { value: '0', label: 'sanitizer findings at release', hint: 'ASan, UBSan and TSan clean in CI' },
];

export const CPP_CAPABILITIES: readonly IconItem[] = [
  {
    icon: Timer,
    title: 'Low-latency services',
    description:
      'Event processing, matching, pricing and scoring engines with predictable tail latency: no allocation on the hot path, bounded queues, pinned threads.',
  },
  {
    icon: Layers,
    title: 'Legacy modernisation',
    description:
      'Step-by-step migration from C++98/03 to C++20/23: smart pointers, std::span, ranges and modules, behind characterisation tests so behaviour never drifts.',
  },
  {
    icon: Cpu,
    title: 'SIMD and cache-aware code',
    description:
      'Vectorised hot loops with AVX2, AVX-512 and NEON intrinsics or std::experimental::simd, structure-of-arrays layouts and NUMA-aware allocation.',
  },
  {
    icon: Network,
    title: 'Concurrency and networking',
    description: 'C++20 coroutines, lock-free SPSC/MPMC queues, io_uring and Asio networking, gRPC and FlatBuffers interfaces.',
  },
  {
    icon: Lock,
    title: 'Memory safety hardening',
    description:
      'AddressSanitizer, UndefinedBehaviorSanitizer and ThreadSanitizer in CI, libFuzzer harnesses for parsers, and the C++ Core Guidelines enforced by clang-tidy.',
  },
  {
    icon: Boxes,
    title: 'SDKs and libraries',
    description: 'Stable ABIs, versioned C APIs with Python bindings via pybind11 or nanobind, and packages for Conan and vcpkg.',
  },
];

export const CPP_APPROACH: readonly Step[] = [
  {
    title: 'Profile the baseline',
    description: 'We measure before we touch anything: flame graphs, hardware counters and tail-latency histograms from replayed production traffic.',
    tags: ['perf', 'VTune', 'Tracy'],
  },
  {
    title: 'Design for the hardware',
    description: 'Data layouts, threading model and memory ownership are decided on paper and prototyped where the risk is highest.',
    tags: ['ADRs', 'prototypes'],
  },
  {
    title: 'Build in increments',
    description: 'Small reviewed changes behind feature flags, each one benchmarked in CI against the baseline so regressions cannot merge.',
    tags: ['Google Benchmark', 'CI gates'],
  },
  {
    title: 'Harden and hand over',
    description: 'Fuzzing, sanitizer runs and soak tests before release, then walkthroughs so your team owns the code with confidence.',
    tags: ['libFuzzer', 'ASan/TSan'],
  },
];

export const CPP_TOOLCHAIN: readonly string[] = [
  'C++20 / C++23',
  'Clang 18 / GCC 14 / MSVC',
  'CMake + Ninja',
  'Bazel',
  'Conan / vcpkg',
  'GoogleTest / Catch2',
  'Google Benchmark',
  'clang-tidy',
  'ASan / UBSan / TSan',
  'libFuzzer',
  'Asio / io_uring',
  'gRPC / FlatBuffers',
  'CUDA 12',
  'Linux / Windows / embedded',
];

export const CPP_TERMINAL_TITLE = 'ci — release gate';

export const CPP_TERMINAL_LINES: readonly TerminalLine[] = [
  { kind: 'prompt', text: 'cmake --preset release-asan && ctest --preset release-asan -j16' },
  { kind: 'success', text: '100% tests passed, 0 tests failed out of 1,284' },
  { kind: 'prompt', text: 'run-clang-tidy -p build/release -checks="cppcoreguidelines-*,bugprone-*"' },
  { kind: 'success', text: '0 warnings in 412 translation units' },
  { kind: 'prompt', text: './build/bench/pipeline_bench --benchmark_filter=Score/16' },
  { kind: 'output', text: 'BM_ScoreEvent/16     66.4 us     66.1 us    10521  items_per_second=15.1k/s' },
  { kind: 'accent', text: 'regression vs main: -2.1% time (within ±3% budget)' },
  { kind: 'success', text: 'release gate: PASS' },
];

export const CPP_RELATED: readonly LinkCardItem[] = [
  {
    to: '/services/gpu-acceleration',
    title: 'GPU Acceleration',
    description: 'When the profile says the CPU is the limit: CUDA kernels and TensorRT engines called from your C++.',
  },
  {
    to: '/services/case-studies',
    title: 'Case Studies',
    description: 'How a payments processor reached 15k events/sec with p95 ≤12 ms on a C++20 pipeline.',
  },
  {
    to: '/services/process',
    title: 'Our Process',
    description: 'Six phases from a statement of work to software running and measured in production.',
  },
];

export const CPP_CTA: CtaContent = {
  title: 'Have C++ that needs to be faster or safer?',
  description: 'Share the code base, the workload and the target. We will come back within 24 hours with the questions that decide how to get there.',
  primary: { label: 'Start a C++ Project', to: CPP_CONTACT_PATH },
  secondary: { label: 'Read the Case Studies', to: '/services/case-studies' },
};
