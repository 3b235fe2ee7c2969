/** Static content of /services/compiler-backend (outcomes, responsibilities, deliverables, KPIs, four engagement models, tooling). */
import { Binary, GitPullRequest, Gauge, GraduationCap, Target, Wrench } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { CtaContent, HeroContent, IconItem, Metric, TerminalLine } from '../../components/types';

export const COMPILER_CONTACT_PATH = '/contact?type=compiler-backend';

export const COMPILER_HERO: HeroContent = {
  badge: 'Compiler Back-End Engineering',
  title: 'Compiler back ends for new silicon',
  subtitle:
    'We build and tune LLVM and MLIR back ends for custom accelerators, DSPs and RISC-V cores, so your hardware ships with a toolchain that generates code as good as the silicon deserves.',
  primary: { label: 'Discuss Your Compiler Project', to: COMPILER_CONTACT_PATH },
  secondary: { label: 'See Our Process', to: '/services/process' },
};

export const COMPILER_OUTCOMES: readonly IconItem[] = [
  {
    icon: Target,
    title: 'A working toolchain, early',
    description: 'Clang compiles C and C++ for your target, LLD links it and the results run on your simulator long before tape-out.',
  },
  {
    icon: Gauge,
    title: 'Code quality near hand-written assembly',
    description: 'Instruction selection, scheduling models and register allocation tuned on your kernels until the generated code closes the gap.',
  },
  {
    icon: Binary,
    title: 'ML models on your accelerator',
    description: 'MLIR dialects and lowering pipelines that take PyTorch and ONNX graphs down to your instruction set.',
  },
  {
    icon: GitPullRequest,
    title: 'A back end you can upstream',
    description: 'Code written to LLVM’s coding standards and review expectations, so upstreaming is a decision, not a rewrite.',
  },
];

export const COMPILER_RESPONSIBILITIES: readonly string[] = [
  'Target description in TableGen: registers, instruction formats, encodings and calling conventions',
  'Instruction selection with SelectionDAG or GlobalISel, including custom lowering and legalisation',
  'Scheduling models and itineraries validated with llvm-mca against the hardware',
  'MC layer: assembler, disassembler and object-file emission',
  'MLIR dialects, conversion passes and lowering to LLVM IR',
  'ABI, intrinsics, builtins in compiler-rt and DWARF debug information',
  'Continuous integration on simulators, FPGA prototypes or silicon',
];

export const COMPILER_DELIVERABLES: readonly string[] = [
  'LLVM/Clang fork with the new target, rebased on a pinned LLVM release',
  'lit and FileCheck regression tests for every instruction and pattern',
  'Benchmark report on your kernels against the vendor or hand-written baseline',
  'ABI and intrinsics documentation for application developers',
  'CI pipelines that build, test and benchmark every change',
  'Upstreaming plan and RFC drafts, if you choose to upstream',
  'Handover workshops for your compiler team',
];

/** KPIs we agree in the statement of work and report on at every milestone. */
export const COMPILER_KPIS: readonly Metric[] = [
  { value: '100%', label: 'target lit tests passing', hint: 'gated in CI on every merge' },
  { value: '≥95%', label: 'llvm-test-suite pass rate', hint: 'SingleSource and MultiSource at -O2 on the simulator' },
  { value: '≤5%', label: 'code-size gap', hint: 'against the vendor toolchain on your benchmark set' },
  { value: '<3%', label: 'compile-time regression budget', hint: 'per LLVM release rebase' },
];

export interface CompilerEngagement {
  icon: LucideIcon;
  name: string;
  duration: string;
  description: string;
  bestFor: string;
}

export const COMPILER_ENGAGEMENTS: readonly CompilerEngagement[] = [
  {
    icon: Target,
    name: 'Target Bring-Up',
    duration: '12-24 weeks',
    description: 'A new LLVM back end from the ISA specification to a Clang toolchain running real programs.',
    bestFor: 'New accelerators, DSPs and RISC-V custom extensions',
  },
  {
    icon: Gauge,
    name: 'Optimization Sprint',
    duration: '4-8 weeks',
    description: 'Focused work on code quality or compile time for an existing back end, driven by your benchmarks.',
    bestFor: 'Toolchains that work but leave performance on the table',
  },
  {
    icon: Wrench,
    name: 'Embedded Compiler Team',
    duration: 'From 3 months',
    description: 'Compiler engineers working inside your team on your roadmap, rebases and customer issues.',
    bestFor: 'Silicon vendors scaling a compiler organisation',
  },
  {
    icon: GraduationCap,
    name: 'Upstreaming & Maintenance',
    duration: 'Ongoing retainer',
    description: 'RFCs, upstream reviews and regular rebases onto new LLVM releases, with regressions tracked.',
    bestFor: 'Back ends that must stay current with upstream LLVM',
  },
];

export const COMPILER_TOOLING: readonly string[] = [
  'LLVM 18/19',
  'MLIR',
  'Clang',
  'LLD',
  'TableGen',
  'GlobalISel',
  'SelectionDAG',
  'llvm-mca',
  'lit / FileCheck',
  'llvm-test-suite',
  'Alive2',
  'Csmith / YARPGen',
  'QEMU / ISA simulators',
  'Compiler Explorer',
];

export const COMPILER_TERMINAL_TITLE = 'llvm-lit — target regression suite';

export const COMPILER_TERMINAL_LINES: readonly TerminalLine[] = [
  { kind: 'prompt', text: 'ninja -C build check-llvm-codegen-npu check-llvm-mc-npu' },
  { kind: 'output', text: '-- Testing: 1,126 tests, 16 workers --' },
  { kind: 'success', text: 'Passed: 1,126 (100.00%)' },
  { kind: 'prompt', text: 'llc -mtriple=npu32 -mcpu=npu-v2 -O2 conv3x3.ll -o - | llvm-mca -mcpu=npu-v2' },
  { kind: 'output', text: 'Iterations: 100   Instructions: 4,800   Total Cycles: 1,316' },
  { kind: 'accent', text: 'IPC: 3.65   Block RThroughput: 12.5' },
];

export const COMPILER_CTA: CtaContent = {
  title: 'Bringing up new hardware?',
  description:
    'Tell us about the ISA, the schedule and the workloads that matter. A compiler engineer replies within 24 hours. General question? Just contact us.',
  primary: { label: 'Discuss Your Compiler Project', to: COMPILER_CONTACT_PATH },
  secondary: { label: 'Contact Us', to: '/contact' },
};
