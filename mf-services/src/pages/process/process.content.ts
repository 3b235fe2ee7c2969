/**
 * Static content of /services/process: the six phases with their durations and
 * the 30-minute discovery call.
 */
import type { LucideIcon } from 'lucide-react';
import {
  ClipboardCheck,
  FileText,
  FlaskConical,
  Gauge,
  GitBranch,
  LifeBuoy,
  ListChecks,
  MessageSquare,
  PencilRuler,
  Rocket,
  Search,
  ShieldCheck,
  Users,
  Code,
  Calendar,
  Activity,
} from 'lucide-react';

/** Static content record: process phase. */
export interface ProcessPhase {
  icon: LucideIcon;
  title: string;
  duration: string;
  description: string;
  deliverables: readonly string[];
  activities: readonly string[];
}

/** A titled item with an icon (artifacts, QA practices, communication). */
export interface ProcessItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const PROCESS_HERO = {
  badge: 'Engineering Process',
  title: 'A delivery process built for production systems',
  subtitle:
    'Six phases take your C++, AI/ML, GPU acceleration or compiler back-end project from a scoped statement of work to software running, measured and supported in production.',
  primary: { label: 'Discuss Your Project', to: '/contact?type=process-discussion' },
  secondary: { label: 'See Engagement Models', to: '/services/pricing' },
} as const;

export const PROCESS_CONTACT_PATH = PROCESS_HERO.primary.to;

export const PROCESS_PHASES: readonly ProcessPhase[] = [
  {
    icon: Search,
    title: 'Discovery & SOW',
    duration: '1-2 weeks',
    description:
      'We learn your goals, constraints and current system, agree what success looks like in measurable terms and turn it into a statement of work.',
    deliverables: ['Statement of work with scope and acceptance criteria', 'Baseline measurements', 'Risk register'],
    activities: ['Stakeholder and engineering interviews', 'Code, data and infrastructure review', 'Baseline profiling of the current system'],
  },
  {
    icon: PencilRuler,
    title: 'Architecture & Plan',
    duration: '1-3 weeks',
    description: 'We design the target architecture, choose the toolchain and break the work into milestones you can review and accept one by one.',
    deliverables: ['Architecture document and decision records', 'Milestone plan', 'Test and benchmark strategy'],
    activities: ['Design reviews with your engineers', 'Prototypes of the riskiest components', 'Interface and data-contract definition'],
  },
  {
    icon: Code,
    title: 'Implementation',
    duration: '4-16 weeks',
    description:
      'We build in short, reviewable increments on your repositories, with every change tested, reviewed and benchmarked against the agreed baseline.',
    deliverables: ['Production-quality source code', 'Automated test suites', 'Milestone demos and release notes'],
    activities: ['Incremental delivery behind feature flags', 'Continuous integration on every change', 'Performance tracking against the baseline'],
  },
  {
    icon: FlaskConical,
    title: 'Validation',
    duration: '1-2 weeks',
    description:
      'We prove the result meets the acceptance criteria in the statement of work: functionally, under load and against your security requirements.',
    deliverables: ['Validation and benchmark report', 'Security review findings and fixes', 'Acceptance sign-off'],
    activities: ['Load, soak and regression testing', 'Comparison with the discovery baseline', 'Joint acceptance review'],
  },
  {
    icon: Rocket,
    title: 'Deploy',
    duration: '1-2 weeks',
    description: 'We roll out to production with your operations team, with monitoring in place and a tested path back if anything misbehaves.',
    deliverables: ['Deployment runbooks', 'Monitoring dashboards and alerts', 'Rollback procedure'],
    activities: ['Staged or canary rollout', 'Production verification against the SLOs', 'Hands-on handover sessions'],
  },
  {
    icon: LifeBuoy,
    title: 'Operate',
    duration: 'Ongoing',
    description: 'After go-live we can stay on to support, tune and extend the system, or step back once your team owns it with confidence.',
    deliverables: ['Operational reports', 'Performance tuning updates', 'Roadmap recommendations'],
    activities: ['Incident support and root-cause analysis', 'Capacity and cost reviews', 'Knowledge transfer'],
  },
];

export const STANDARD_ARTIFACTS: readonly ProcessItem[] = [
  {
    icon: FileText,
    title: 'Statement of Work',
    description: 'Scope, milestones, acceptance criteria and assumptions agreed before implementation starts.',
  },
  {
    icon: GitBranch,
    title: 'Architecture Decision Records',
    description: 'Every significant design choice written down with the options considered and why one won.',
  },
  {
    icon: ListChecks,
    title: 'Test & Benchmark Reports',
    description: 'Reproducible results against the discovery baseline, with the scripts to rerun them yourself.',
  },
  {
    icon: ClipboardCheck,
    title: 'Runbooks',
    description: 'Deployment, rollback and incident procedures your operations team can follow without us.',
  },
  {
    icon: Activity,
    title: 'Monitoring Dashboards',
    description: 'Metrics, alerts and SLO views wired into your existing observability stack.',
  },
  {
    icon: Users,
    title: 'Handover Documentation',
    description: 'Code walkthroughs, design notes and recorded sessions so your engineers can own what we built.',
  },
];

export const QUALITY_PRACTICES: readonly string[] = [
  'Peer code review on every change before it merges',
  'Automated unit, integration and regression tests in continuous integration',
  'Static analysis, sanitizers and fuzzing for C++ and native code',
  'Performance benchmarks tracked against the agreed baseline',
  'Secure development practices and a security review before release',
  'Reproducible builds and pinned toolchains',
];

export const COMMUNICATION_ITEMS: readonly ProcessItem[] = [
  {
    icon: Users,
    title: 'Named technical lead',
    description: 'One accountable engineer who knows your system and answers your questions directly.',
  },
  {
    icon: Calendar,
    title: 'Weekly status updates',
    description: 'Progress, risks, decisions needed and next steps, in writing, every week.',
  },
  {
    icon: Gauge,
    title: 'Milestone demos',
    description: 'Working software shown at every milestone, measured against the acceptance criteria.',
  },
  {
    icon: MessageSquare,
    title: 'Shared channel',
    description: 'Day-to-day questions handled in your chat and issue tracker, not lost in email threads.',
  },
  {
    icon: ShieldCheck,
    title: 'NDA-ready',
    description: 'Confidentiality agreements in place before we see your code or data.',
  },
];

export const DISCOVERY_CALL = {
  eyebrow: 'Start Here',
  title: 'Book a 30-minute discovery call',
  description:
    'A focused conversation with an engineer, not a sales pitch. In 30 minutes we will understand your problem and tell you honestly whether and how we can help.',
  topics: [
    'Your goals, constraints and timeline',
    'The current system and where it hurts',
    'Which phases and engagement model fit',
    'What a statement of work would cover',
  ],
  cta: 'Book a Discovery Call',
} as const;

export const PROCESS_FINAL_CTA = {
  title: 'Let’s talk about your project',
  description: 'Tell us what you are building or fixing. We’ll get back to you within 24 hours to arrange your discovery call.',
  primary: { label: 'Discuss Your Project', to: PROCESS_CONTACT_PATH },
  secondary: { label: 'Explore Custom Development', to: '/services/custom-development' },
} as const;
