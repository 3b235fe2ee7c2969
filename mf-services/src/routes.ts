import { lazyPage, type AreaRoute } from '@site/ui';

const AiMlDevelopmentPage = lazyPage(() => import('./pages/ai-ml-development/AiMlDevelopmentPage'), 'AiMlDevelopmentPage');
const CaseStudiesPage = lazyPage(() => import('./pages/case-studies/CaseStudiesPage'), 'CaseStudiesPage');
const CompilerBackendPage = lazyPage(() => import('./pages/compiler-backend/CompilerBackendPage'), 'CompilerBackendPage');
const CppDevelopmentPage = lazyPage(() => import('./pages/cpp-development/CppDevelopmentPage'), 'CppDevelopmentPage');
const CustomDevelopmentPage = lazyPage(() => import('./pages/custom-development/CustomDevelopmentPage'), 'CustomDevelopmentPage');
const GpuAccelerationPage = lazyPage(() => import('./pages/gpu-acceleration/GpuAccelerationPage'), 'GpuAccelerationPage');
const ServicesPricingPage = lazyPage(() => import('./pages/pricing/ServicesPricingPage'), 'ServicesPricingPage');
const ProcessPage = lazyPage(() => import('./pages/process/ProcessPage'), 'ProcessPage');
const TechnologiesPage = lazyPage(() => import('./pages/technologies/TechnologiesPage'), 'TechnologiesPage');

/** Pages owned by the services remote: `/services/*`, plus the case studies the pages link to. */
export const routes: AreaRoute[] = [
  {
    path: '/services/custom-development',
    title: 'Custom Software Development | Surface Harvester',
    description:
      'Custom C++, AI/ML, GPU acceleration and compiler back-end development: 15k events/sec pipelines, 28% lower COGS and a 99% p99 SLO, measured in production.',
    Page: CustomDevelopmentPage,
  },
  {
    path: '/services/cpp-development',
    title: 'C++ Development | Surface Harvester',
    description:
      'Modern C++20/23 development for latency-critical systems: low-latency services, legacy modernisation, SIMD, concurrency and memory-safety hardening.',
    Page: CppDevelopmentPage,
  },
  {
    path: '/services/ai-ml-development',
    title: 'AI/ML Development | Surface Harvester',
    description:
      'Production AI/ML engineering: PyTorch models, ONNX Runtime and TensorRT inference, Triton serving and MLOps on Kubernetes, within your latency and cost budget.',
    Page: AiMlDevelopmentPage,
  },
  {
    path: '/services/pricing',
    title: 'Services Pricing | Surface Harvester',
    description:
      'Four engagement models for custom engineering work, from fixed-scope projects to advisory retainers, plus fixed-price PoC packages of two to four weeks.',
    Page: ServicesPricingPage,
  },
  {
    path: '/services/process',
    title: 'Engineering Process | Surface Harvester',
    description:
      'Our six-phase delivery process for C++, AI/ML, GPU and compiler projects: Discovery & SOW, Architecture & Plan, Implementation, Validation, Deploy, Operate.',
    Page: ProcessPage,
  },
  {
    path: '/services/gpu-acceleration',
    title: 'GPU Acceleration | Surface Harvester',
    description:
      'CUDA and TensorRT GPU acceleration: 15x speedup vs CPU, 3,247 images/sec at 2.8 ms p95, and 60 FPS under 8 W on an edge device. Profile, optimize, deploy.',
    Page: GpuAccelerationPage,
  },
  {
    path: '/services/technologies',
    title: 'Technologies | Surface Harvester',
    description:
      'The technologies behind our engineering services: C++20/23, CUDA, TensorRT, PyTorch, ONNX Runtime, LLVM/MLIR, Kafka and Kubernetes, and how we choose them.',
    Page: TechnologiesPage,
  },
  {
    path: '/services/compiler-backend',
    title: 'Compiler Back-End Engineering | Surface Harvester',
    description:
      'LLVM and MLIR compiler back ends for custom accelerators, DSPs and RISC-V cores: target bring-up, instruction selection, scheduling and optimization work.',
    Page: CompilerBackendPage,
  },
  {
    path: '/services/case-studies',
    title: 'Case Studies | Surface Harvester',
    description:
      'Anonymised case studies in C++, AI/ML and GPU acceleration: 15k events/sec at p95 ≤12 ms, a 28% COGS reduction, a 15x GPU speedup and 60 FPS under 8 W.',
    Page: CaseStudiesPage,
  },
];
