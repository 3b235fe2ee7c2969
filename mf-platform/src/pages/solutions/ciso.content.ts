/** Content of /solutions/ciso, rendered by the shared SolutionPage template. */
import {
  BadgeCheck,
  CalendarClock,
  ClipboardX,
  EyeOff,
  FileCheck2,
  Gauge,
  Hourglass,
  LineChart,
  Radar,
  Scale,
  ShieldCheck,
  UserCheck,
} from 'lucide-react';
import { SAMPLE_EVIDENCE_ARTIFACT } from '../../content/sample-evidence-artifact';
import { SAMPLE_DASHBOARD_FIGURES } from './sample-dashboard';
import type { SolutionContent } from './solution.types';

export const CISO_SOLUTION: SolutionContent = {
  id: 'ciso',
  hero: {
    badge: 'For CISOs',
    title: 'Board-ready proof of your external exposure',
    subtitle:
      'Know what you expose to the internet, show that the critical risks are closing, and hand your board and auditors signed evidence instead of screenshots.',
    primaryCta: { label: 'Start a 14-Day PoC', to: '/contact' },
    secondaryCta: { label: 'Request a Board Brief', to: '/contact?type=board-brief' },
  },
  stats: [
    { value: '30-60%', label: 'alert-volume reduction' },
    { value: '≤7 days', label: 'P1 remediation' },
    { value: '≥99%', label: 'CMDB match' },
    { value: '≥365 days', label: 'WORM evidence, up to 7 years' },
  ],
  problemTitle: 'The problem',
  problems: [
    {
      icon: EyeOff,
      title: 'An attack surface nobody fully owns',
      description:
        'Acquisitions, shadow IT and forgotten cloud projects leave internet-facing assets with no owner, and you cannot defend or report on what is not inventoried.',
    },
    {
      icon: Hourglass,
      title: 'Point-in-time assurance ages in weeks',
      description:
        'An annual penetration test tells the board how things looked on one day. New services appear daily, and drift goes unnoticed until an incident.',
    },
    {
      icon: ClipboardX,
      title: 'Evidence that does not survive an audit',
      description:
        'Spreadsheets and screenshots cannot prove when a risk was found, who owned it or when it was fixed, so every audit becomes a fire drill.',
    },
  ],
  approachTitle: 'Our approach',
  approach: [
    {
      icon: Radar,
      title: 'A continuously reconciled inventory',
      description: 'New assets detected ≤24 h, matched to your CMDB (≥99%) and to an accountable owner, with unknown owners cleared ≤7 days.',
    },
    {
      icon: ShieldCheck,
      title: 'Only validated risk reaches your teams',
      description:
        'Exposures are confirmed before anyone is paged, which cuts alert volume by 30-60% and keeps critical false positives <5% (target <2%).',
    },
    {
      icon: FileCheck2,
      title: 'Signed evidence for every decision',
      description:
        'Each finding, exception and fix is sealed in a signed, tamper-evident artifact mapped to ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP.',
    },
  ],
  capabilitiesSection: {
    eyebrow: 'Capabilities',
    title: 'What you can tell the board, and prove',
    description: 'Posture, accountability and trend, backed by the same evidence your auditors will test.',
  },
  capabilities: [
    {
      icon: LineChart,
      title: 'Posture and trend reporting',
      description: 'Coverage, open exposures and time-to-remediate by business unit, month over month.',
    },
    {
      icon: UserCheck,
      title: 'Owner accountability',
      description: 'Every asset and finding has a named owner and an SLA; overdue items escalate automatically.',
    },
    {
      icon: Scale,
      title: 'Governed risk acceptance',
      description: 'Exceptions need an approver, an owner and an expiry date, and reopen when they expire.',
    },
    {
      icon: BadgeCheck,
      title: 'Framework-mapped evidence',
      description: 'Evidence packs per framework and period, ready for ISO 27001 and SOC 2 audits.',
    },
    {
      icon: Gauge,
      title: 'Published SLOs',
      description: 'Critical to ticket ≤15 min and p95 scan-to-evidence <8 min, measured on your own data.',
    },
    {
      icon: CalendarClock,
      title: 'Remediation you can forecast',
      description: 'P1 remediation ≤7 days, with retest evidence closing each finding automatically.',
    },
  ],
  samplesSection: {
    eyebrow: 'Sample Outputs',
    title: 'What your dashboard and your SOC receive',
    description: 'An illustrative executive dashboard and the SIEM event behind one of its findings. All identifiers are fictitious.',
  },
  dashboard: {
    title: 'External exposure posture',
    ...SAMPLE_DASHBOARD_FIGURES,
    breakdownTitle: 'Open exposures by severity',
    breakdown: [
      { label: 'Critical', value: '1', share: 8, severity: 'critical' },
      { label: 'High', value: '3', share: 25, severity: 'high' },
      { label: 'Medium', value: '8', share: 67, severity: 'medium' },
    ],
    footnote: 'Critical exposure ticketed in 6 min; P1 remediation due in ≤7 days.',
  },
  siemEvent: {
    vendor: 'Surface Harvester',
    product: 'External Exposure Monitoring',
    event_type: 'exposure.validated',
    severity: 'critical',
    confidence: 0.97,
    finding_id: 'fnd-2024-11-0381',
    asset: { id: SAMPLE_EVIDENCE_ARTIFACT.asset_id, owner: SAMPLE_EVIDENCE_ARTIFACT.owner },
    classification: SAMPLE_EVIDENCE_ARTIFACT.finding.type,
    control_map: ['ISO27001:A.8.8', 'SOC2:CC7.1', 'PCI-DSS-4.0:11.3.2', 'NERC-CIP:CIP-007'],
    evidence: {
      artifact_ref: SAMPLE_EVIDENCE_ARTIFACT.evidence.redacted_ref,
      sha256: SAMPLE_EVIDENCE_ARTIFACT.evidence.artifact_sha256,
      signature: SAMPLE_EVIDENCE_ARTIFACT.attestation.signature,
      worm: true,
    },
    recommended_action: 'Restrict the admin portal to the management VPN and rotate the administrator credentials.',
    playbook: 'PB-EXT-004 Internet-facing admin interface',
    sla_due_utc: SAMPLE_EVIDENCE_ARTIFACT.workflow.sla_due,
  },
  finalCta: {
    title: 'Give your board a number you can defend',
    description:
      'Run a 14-day proof of concept on your real attack surface, or ask for a board brief: a two-page summary of external exposure, trend and evidence readiness.',
    primary: { label: 'Start a 14-Day PoC', to: '/contact' },
    secondary: { label: 'Request a Board Brief', to: '/contact?type=board-brief' },
  },
};
