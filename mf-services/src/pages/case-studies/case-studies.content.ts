/**
 * Static content of /services/case-studies (linked from the services pages). Every measured result
 * is one of the figures the services pages claim (content/service-figures.ts); clients are anonymised.
 */
import type { CtaContent, HeroContent, Metric, ServiceLink } from '../../components/types';
import {
  COGS_REDUCTION,
  EDGE_FPS,
  EVENTS_PER_SEC,
  GPU_MEMORY,
  GPU_P95,
  GPU_SPEEDUP,
  GPU_THROUGHPUT,
  GPU_UTILIZATION,
  P95_LATENCY,
  P99_SLO,
  withHint,
} from '../../content/service-figures';

export interface CaseStudy {
  /** Anchor id. */
  id: string;
  /** The service line, shown as a badge. */
  service: string;
  title: string;
  /** Anonymised client profile. */
  client: string;
  clientDetail: string;
  problem: string;
  approach: readonly string[];
  results: readonly Metric[];
  stack: readonly string[];
  duration: string;
  link: ServiceLink;
}

export const CASE_STUDIES_HERO: HeroContent = {
  badge: 'Case Studies',
  title: 'Results measured in production',
  subtitle:
    'Four engagements, anonymised at our clients’ request, with the problem, what we did and the numbers we were held to. The benchmarks behind every figure were handed over with the code.',
  primary: { label: 'Request a Proposal', to: '/contact?type=proposal' },
  secondary: { label: 'Book a Discovery Call', to: '/contact?type=discovery' },
};

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    id: 'payments-streaming-pipeline',
    service: 'C++ Development',
    title: 'A fraud-scoring pipeline that keeps up with peak checkout traffic',
    client: 'Tier-1 payments processor',
    clientDetail: 'Card acquiring and issuing across 30+ countries; PCI DSS 4.0 scope',
    problem:
      'A Java event pipeline enriched and scored card authorisations for fraud. At seasonal peaks it fell behind, latency spikes pushed decisions past the authorisation deadline and transactions were approved unscored.',
    approach: [
      'Profiled the existing pipeline on replayed production traffic to set a baseline and acceptance criteria',
      'Rewrote the hot path in C++20: allocation-free parsing with FlatBuffers, lock-free SPSC queues and pinned worker threads',
      'Moved feature lookups to an in-process cache fed by Kafka compacted topics',
      'Put a benchmark gate in CI so no merge can regress throughput or tail latency',
    ],
    results: [
      withHint(EVENTS_PER_SEC, 'per node, sustained through the holiday peak'),
      withHint(P95_LATENCY, 'from authorisation event to fraud score'),
    ],
    stack: ['C++20', 'Apache Kafka', 'FlatBuffers', 'io_uring', 'Kubernetes', 'Prometheus', 'Google Benchmark'],
    duration: '16 weeks',
    link: { label: 'Explore C++ Development', to: '/services/cpp-development' },
  },
  {
    id: 'marketplace-inference-cost',
    service: 'AI/ML Development',
    title: 'Cutting the cost of a ranking model without slowing search',
    client: 'Top-20 global online marketplace',
    clientDetail: 'Search and recommendations for tens of millions of monthly buyers',
    problem:
      'The transformer model that re-ranked search results had become one of the largest lines in the cloud bill, and its p99 latency drifted out of budget every evening peak.',
    approach: [
      'Distilled the ranking model and exported it to ONNX, then built FP16 and INT8 TensorRT engines with calibration on real queries',
      'Served it from Triton Inference Server with dynamic batching tuned to the latency budget',
      'Autoscaled GPU nodes on queue depth with KEDA instead of CPU utilisation',
      'Added offline ranking-quality checks and a canary so every model release is measured before full rollout',
    ],
    results: [
      withHint(COGS_REDUCTION, 'inference cost per 1,000 requests, same ranking quality'),
      withHint(P99_SLO, 'of five-minute windows inside the p99 latency target'),
    ],
    stack: ['PyTorch 2', 'ONNX Runtime', 'TensorRT', 'Triton Inference Server', 'Kubernetes', 'KEDA', 'MLflow'],
    duration: '12 weeks',
    link: { label: 'Explore AI/ML Development', to: '/services/ai-ml-development' },
  },
  {
    id: 'imaging-gpu-acceleration',
    service: 'GPU Acceleration',
    title: 'Image analysis moved from a CPU farm to a single GPU',
    client: 'Diagnostic imaging software provider',
    clientDetail: 'Analysis software deployed in more than 40 hospitals; medical-device quality system',
    problem:
      'A CPU-based segmentation service needed a rack of servers to keep up with scanner output, and radiologists waited for results during busy hours.',
    approach: [
      'Profiled the pipeline with Nsight Systems: pre-processing and data movement, not the model, dominated',
      'Wrote fused CUDA kernels for resampling and normalisation and overlapped copies with compute using CUDA streams',
      'Built an FP16 TensorRT engine and verified accuracy parity on the client’s validation set',
      'Deployed on Triton with dynamic batching and dashboards for latency, utilisation and memory',
    ],
    results: [
      withHint(GPU_SPEEDUP, 'against the original 32-core CPU service'),
      withHint(GPU_THROUGHPUT, 'sustained on one data-centre GPU'),
      withHint(GPU_P95, 'per-image inference latency'),
      withHint(GPU_UTILIZATION, 'average GPU busy time under load'),
      withHint(GPU_MEMORY, 'device memory in use'),
    ],
    stack: ['CUDA 12', 'TensorRT', 'Triton Inference Server', 'C++20', 'Nsight Systems', 'Kubernetes'],
    duration: '10 weeks',
    link: { label: 'Explore GPU Acceleration', to: '/services/gpu-acceleration' },
  },
  {
    id: 'edge-vision-inspection',
    service: 'GPU Acceleration',
    title: 'Real-time defect detection on a fanless edge camera',
    client: 'Industrial inspection equipment manufacturer',
    clientDetail: 'Machine-vision systems for packaging and electronics production lines',
    problem:
      'A new line-side camera had to detect defects in real time inside a sealed, fanless enclosure with a strict power budget. The prototype model ran at a fraction of the needed frame rate.',
    approach: [
      'Retrained a compact detector and quantised it to INT8 with TensorRT, keeping recall within the agreed tolerance',
      'Built a zero-copy capture-to-inference pipeline in C++ with DeepStream on a Jetson Orin module',
      'Tuned the module’s power mode, clocks and batch timing against the thermal envelope',
      'Packaged the pipeline for over-the-air updates across the installed fleet',
    ],
    results: [withHint(EDGE_FPS, 'sustained on the production camera, fanless enclosure')],
    stack: ['TensorRT (INT8)', 'DeepStream', 'CUDA', 'C++20', 'Jetson Orin', 'Yocto Linux'],
    duration: '14 weeks',
    link: { label: 'Explore GPU Acceleration', to: '/services/gpu-acceleration' },
  },
];

export const CASE_STUDIES_CTA: CtaContent = {
  title: 'Want results like these?',
  description:
    'Tell us the number you need to hit. We reply within 24 hours and, if we can help, show you how we would measure success before any work starts.',
  primary: { label: 'Request a Proposal', to: '/contact?type=proposal' },
  secondary: { label: 'Book a Discovery Call', to: '/contact?type=discovery' },
};
