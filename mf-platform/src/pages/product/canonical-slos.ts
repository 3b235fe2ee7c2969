/**
 * The canonical service-level objectives of Surface Harvester.
 * /product/overview lists them all; /product/architecture shows them as cards; other pages link to the list.
 * Every `target` string is the committed wording of that objective; do not round or rephrase it.
 */

export type SloCategory = 'Discovery' | 'Validation' | 'Evidence' | 'Response' | 'Platform';

export interface Slo {
  /** Stable id, e.g. for anchors and tests. */
  id: string;
  metric: string;
  target: string;
  category: SloCategory;
  /** What is measured and how, in one sentence. */
  detail: string;
}

export const CANONICAL_SLOS: readonly Slo[] = [
  {
    id: 'new-asset-detection',
    metric: 'New asset detection',
    target: '≤24 h',
    category: 'Discovery',
    detail: 'From a new host, certificate or DNS record appearing on the internet to it being inventoried.',
  },
  {
    id: 'cmdb-match',
    metric: 'CMDB match',
    target: '≥99%',
    category: 'Discovery',
    detail: 'Share of discovered assets reconciled to a CMDB record or an accountable owner.',
  },
  {
    id: 'scan-to-evidence',
    metric: 'Scan-to-evidence',
    target: 'p95 <8 min',
    category: 'Evidence',
    detail: 'From a check starting to its signed evidence artifact being stored, at the 95th percentile.',
  },
  {
    id: 'critical-to-ticket',
    metric: 'Critical to ticket',
    target: '≤15 min',
    category: 'Response',
    detail: 'A validated critical finding is opened as a ticket with its owner and SLA attached.',
  },
  {
    id: 'unknown-owners',
    metric: 'Unknown owners cleared',
    target: '≤7 days',
    category: 'Discovery',
    detail: 'Assets without an accountable owner are attributed or escalated within a week.',
  },
  {
    id: 'duplicate-rate',
    metric: 'Duplicate rate',
    target: '<1%',
    category: 'Validation',
    detail: 'Findings raised twice for the same asset, exposure and policy.',
  },
  {
    id: 'critical-false-positives',
    metric: 'Critical false positives',
    target: '<5% (target <2%)',
    category: 'Validation',
    detail: 'Critical findings later closed as not exploitable; the engineering target is below 2%.',
  },
  {
    id: 'worm-evidence',
    metric: 'WORM evidence retention',
    target: '≥365 days up to 7 years',
    category: 'Evidence',
    detail: 'Signed artifacts kept in write-once storage for at least a year, configurable up to seven.',
  },
  {
    id: 'drift-alerts',
    metric: 'Drift alerts',
    target: '≤60 min',
    category: 'Response',
    detail: 'A change against an approved baseline (new port, expired certificate, policy drift) raises an alert.',
  },
  {
    id: 'artifact-latency',
    metric: 'Evidence artifact',
    target: '<60 s after validation',
    category: 'Evidence',
    detail: 'The signed, redacted artifact exists within a minute of the validation verdict.',
  },
  {
    id: 'alert-to-siem',
    metric: 'Alert-to-SIEM',
    target: 'p95 <60 s',
    category: 'Response',
    detail: 'From a validated finding to the event arriving in your SIEM, at the 95th percentile.',
  },
  {
    id: 'prefilter-latency',
    metric: 'Prefilter latency',
    target: 'p95 <20 ms',
    category: 'Platform',
    detail: 'Per-document prefilter decision before full validation, at the 95th percentile.',
  },
  {
    id: 'uptime',
    metric: 'Uptime',
    target: '≥99.9%/month',
    category: 'Platform',
    detail: 'Availability of the control plane, API and evidence store, measured per calendar month.',
  },
  {
    id: 'throughput',
    metric: 'Throughput',
    target: '≥120k checks/min per T4-class GPU (about 2k/s)',
    category: 'Platform',
    detail: 'Sustained validation checks on one NVIDIA T4-class accelerator with the GPU pipeline enabled.',
  },
];

/** Release cadence targets, shown with the deployment models rather than as SLOs. */
export const UPDATE_TARGETS = {
  controlPlane: 'Control-plane updates ≤24 h after release',
  onPremPackage: 'On-prem update package ≤7 days',
  install: 'Install <60 min',
} as const;
