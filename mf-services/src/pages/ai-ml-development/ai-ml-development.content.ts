/** Static content of /services/ai-ml-development (links to ai-ml-initiative contact, process, case studies, technologies). */
import { BarChart3, BrainCircuit, Database, GitBranch, MessageSquareText, Rocket, ScanEye, ShieldCheck } from 'lucide-react';
import type { LinkCardItem } from '@site/ui';
import type { CtaContent, HeroContent, IconItem, Metric, Step } from '../../components/types';
import { COGS_REDUCTION, GPU_SPEEDUP, P99_SLO, withHint } from '../../content/service-figures';

export const AI_ML_CONTACT_PATH = '/contact?type=ai-ml-initiative';

export const AI_ML_HERO: HeroContent = {
  badge: 'AI/ML Development',
  title: 'Machine learning that holds up in production',
  subtitle:
    'We take models from experiment to reliable service: reproducible training, inference tuned to your latency and cost budget, and the MLOps to retrain, roll out and roll back safely.',
  primary: { label: 'Discuss Your AI/ML Initiative', to: AI_ML_CONTACT_PATH },
  secondary: { label: 'See Our Process', to: '/services/process' },
};

export const AI_ML_RESULTS: readonly Metric[] = [
  withHint(COGS_REDUCTION, 'inference cost per request after quantisation and batching'),
  withHint(P99_SLO, 'of measurement windows within the agreed p99 latency'),
  withHint(GPU_SPEEDUP, 'TensorRT on GPU against the original CPU inference path'),
];

export const AI_ML_CAPABILITIES: readonly IconItem[] = [
  {
    icon: BrainCircuit,
    title: 'Model development',
    description:
      'Classification, detection, ranking and anomaly models in PyTorch, trained on your data with evaluation sets that reflect production, not leaderboards.',
  },
  {
    icon: Rocket,
    title: 'Inference optimisation',
    description:
      'Export to ONNX, FP16/INT8 quantisation, TensorRT engines, dynamic batching and KV-cache tuning to hit latency targets at lower cost.',
  },
  {
    icon: GitBranch,
    title: 'MLOps platforms',
    description:
      'Feature pipelines, experiment tracking with MLflow, a model registry, and Argo or Kubeflow pipelines that retrain on a schedule or on drift.',
  },
  {
    icon: MessageSquareText,
    title: 'LLM applications',
    description:
      'Retrieval-augmented generation over your documents, served with vLLM or TensorRT-LLM, with offline evaluation and guardrails for what the model may answer.',
  },
  {
    icon: ScanEye,
    title: 'Computer vision',
    description:
      'Real-time detection and segmentation pipelines for cameras and medical or industrial images, from data-centre GPUs to edge modules.',
  },
  {
    icon: ShieldCheck,
    title: 'Responsible deployment',
    description: 'Shadow and canary rollouts, model cards, bias and drift monitoring, and audit trails suitable for regulated environments.',
  },
];

export const AI_ML_LIFECYCLE: readonly Step[] = [
  {
    title: 'Frame the problem',
    description: 'Agree the business metric, the latency and cost budget, and the evaluation set that decides whether a model is good enough.',
    tags: ['success metric', 'eval set'],
  },
  {
    title: 'Data and baseline',
    description: 'Audit the data, build a versioned feature pipeline and a simple baseline model that every later model must beat.',
    tags: ['DVC', 'Apache Arrow', 'Parquet'],
  },
  {
    title: 'Train and optimise',
    description: 'Iterate on architecture and training, then optimise the winner for serving: export, quantise, batch and benchmark.',
    tags: ['PyTorch', 'ONNX', 'TensorRT'],
  },
  {
    title: 'Serve and monitor',
    description: 'Deploy behind a canary with SLO dashboards, drift detection and an automated retraining loop your team controls.',
    tags: ['Triton', 'Kubernetes', 'Prometheus'],
  },
];

export const AI_ML_STACK_GROUPS: readonly { title: string; icon: typeof Database; items: readonly string[] }[] = [
  { title: 'Training', icon: BrainCircuit, items: ['PyTorch 2', 'JAX', 'Hugging Face Transformers', 'XGBoost', 'Ray Train'] },
  {
    title: 'Serving',
    icon: Rocket,
    items: ['Triton Inference Server', 'ONNX Runtime', 'TensorRT / TensorRT-LLM', 'vLLM', 'KServe'],
  },
  { title: 'Data', icon: Database, items: ['Apache Kafka', 'Apache Arrow', 'Parquet', 'PostgreSQL + pgvector', 'Feast'] },
  { title: 'Operations', icon: BarChart3, items: ['Kubernetes', 'MLflow', 'Argo Workflows', 'Prometheus', 'Grafana'] },
];

export const AI_ML_RELATED: readonly LinkCardItem[] = [
  {
    to: '/services/case-studies',
    title: 'Case Studies',
    description: 'A 28% COGS reduction on a ranking model while holding a 99% p99 SLO, and more.',
  },
  {
    to: '/services/technologies',
    title: 'Technologies',
    description: 'The frameworks, serving stacks and infrastructure we build with, and the principles behind the choices.',
  },
  {
    to: '/services/process',
    title: 'Our Process',
    description: 'Discovery & SOW through Operate: six phases, each with deliverables you review and accept.',
  },
];

export const AI_ML_CTA: CtaContent = {
  title: 'Have a model that needs to ship, scale or cost less?',
  description:
    'Tell us where the initiative stands and what it has to achieve. We reply within 24 hours with an engineer’s view of the fastest credible path.',
  primary: { label: 'Discuss Your AI/ML Initiative', to: AI_ML_CONTACT_PATH },
  secondary: { label: 'Explore Technologies', to: '/services/technologies' },
};
