/** The typed content one solutions page (/solutions/ciso, /solutions/secops, /solutions/regulated) is built from. */
import type { LucideIcon } from 'lucide-react';

export interface SolutionCard {
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface SolutionLink {
  label: string;
  /** Internal path, e.g. '/contact?type=board-brief'. */
  to: string;
}

export interface SolutionStat {
  value: string;
  label: string;
}

/** Sample SIEM event. Field names are the event's own (snake_case). */
export interface SiemEvent {
  vendor: string;
  product: string;
  event_type: string;
  severity: string;
  confidence: number;
  finding_id: string;
  asset: { id: string; owner: string };
  classification: string;
  control_map: readonly string[];
  evidence: { artifact_ref: string; sha256: string; signature: string; worm: boolean };
  recommended_action: string;
  playbook: string;
  sla_due_utc: string;
}

/** Sample HIPAA configuration keys (regulated page only). */
export interface HipaaConfig {
  redaction_policy: Readonly<Record<string, string | boolean>>;
  data_retention: Readonly<Record<string, string | boolean>>;
  access_control: Readonly<Record<string, string | boolean>>;
  audit_logging: Readonly<Record<string, string | boolean>>;
  encryption_at_rest: Readonly<Record<string, string | boolean>>;
  network_egress: Readonly<Record<string, string | boolean>>;
  breach_notification: Readonly<Record<string, string | boolean>>;
}

export interface ComplianceFramework {
  name: string;
  description: string;
}

/** The severity a breakdown row stands for, which colours its bar; rows of other breakdowns are neutral. */
export type DashboardSeverity = 'critical' | 'high' | 'medium';

/** One row of the sample dashboard's breakdown (label, value, share of the bar 0..100). */
export interface DashboardRow {
  label: string;
  value: string;
  share: number;
  severity?: DashboardSeverity;
}

export interface SampleDashboard {
  title: string;
  /** 94.2% coverage, 847 assets, 12 exposures. */
  coverage: string;
  assets: string;
  exposures: string;
  breakdownTitle: string;
  breakdown: readonly DashboardRow[];
  footnote: string;
}

export interface SolutionContent {
  /** Slug, used in anchors and ids. */
  id: 'ciso' | 'secops' | 'regulated';
  hero: {
    badge: string;
    title: string;
    subtitle: string;
    primaryCta: SolutionLink;
    secondaryCta: SolutionLink;
  };
  stats: readonly SolutionStat[];
  problemTitle: string;
  problems: readonly SolutionCard[];
  approachTitle: string;
  approach: readonly SolutionCard[];
  capabilitiesSection: { eyebrow: string; title: string; description: string };
  capabilities: readonly SolutionCard[];
  samplesSection: { eyebrow: string; title: string; description: string };
  dashboard: SampleDashboard;
  siemEvent: SiemEvent;
  /** Regulated page: the sample HIPAA configuration and the compliance frameworks. */
  compliance?: {
    eyebrow: string;
    title: string;
    description: string;
    hipaaConfig: HipaaConfig;
    frameworks: readonly ComplianceFramework[];
  };
  finalCta: { title: string; description: string; primary: SolutionLink; secondary: SolutionLink };
}
