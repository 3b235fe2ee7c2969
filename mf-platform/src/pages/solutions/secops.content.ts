/** Content of /solutions/secops, rendered by the shared SolutionPage template. */
import { BellOff, BellRing, Copy, GitBranch, HelpCircle, Plug, Route, SearchCheck, ShieldCheck, Ticket, Timer, Workflow } from 'lucide-react';
import { SAMPLE_DASHBOARD_FIGURES } from './sample-dashboard';
import type { SolutionContent } from './solution.types';

export const SECOPS_SOLUTION: SolutionContent = {
  id: 'secops',
  hero: {
    badge: 'For Security Operations',
    title: 'Fewer alerts, each one validated and owned',
    subtitle:
      'Surface Harvester validates external exposures before they reach your queue, routes them to the right owner and attaches the evidence, so analysts spend their time fixing instead of triaging.',
    primaryCta: { label: 'Start a 14-Day PoC', to: '/contact' },
    secondaryCta: { label: 'Get the Integration Guide', to: '/contact?type=integration-guide' },
  },
  stats: [
    { value: '30-60%', label: 'alert-volume reduction' },
    { value: 'p95 <60 s', label: 'alert-to-SIEM' },
    { value: '≤15 min', label: 'critical to ticket' },
    { value: '<1%', label: 'duplicate rate' },
  ],
  problemTitle: 'The problem',
  problems: [
    {
      icon: BellRing,
      title: 'Alert queues full of unverified noise',
      description:
        'Scanner output lands in the SIEM as thousands of “potential” issues; most are stale, duplicated or not exploitable, and the real one hides among them.',
    },
    {
      icon: HelpCircle,
      title: 'No owner, no fix',
      description: 'Analysts spend hours finding out who runs an IP address or a forgotten subdomain before remediation can even start.',
    },
    {
      icon: Copy,
      title: 'Evidence gathered by hand',
      description: 'Every closed ticket needs screenshots and exports for the auditors, collected again at the end of each quarter.',
    },
  ],
  approachTitle: 'Our approach',
  approach: [
    {
      icon: SearchCheck,
      title: 'Validate before you alert',
      description:
        'Non-intrusive checks confirm exploitability first, cutting alert volume by 30-60% with critical false positives <5% (target <2%).',
    },
    {
      icon: Route,
      title: 'Route to the accountable owner',
      description: 'CMDB reconciliation (≥99% match) sends each finding to its owner; unknown owners are cleared ≤7 days.',
    },
    {
      icon: ShieldCheck,
      title: 'Evidence attached automatically',
      description: 'Every event carries a reference to its signed WORM artifact, so closing a ticket produces audit evidence on its own.',
    },
  ],
  capabilitiesSection: {
    eyebrow: 'Capabilities',
    title: 'Built into the tools your SOC already runs',
    description: 'Structured events, tickets and playbooks instead of another console to watch.',
  },
  capabilities: [
    {
      icon: Plug,
      title: 'SIEM-native events',
      description: 'JSON events to Splunk, Microsoft Sentinel, Elastic or QRadar at alert-to-SIEM p95 <60 s.',
    },
    {
      icon: Ticket,
      title: 'Automatic ticketing',
      description: 'Critical findings ticketed in Jira or ServiceNow ≤15 min, with owner, SLA and evidence.',
    },
    {
      icon: Workflow,
      title: 'SOAR playbooks',
      description: 'Each event names its playbook, so your automation runs the agreed response.',
    },
    {
      icon: Timer,
      title: 'Drift alerts',
      description: 'New ports, expired certificates and policy drift raise an alert ≤60 min after the change.',
    },
    {
      icon: BellOff,
      title: 'Deduplication',
      description: 'One finding per asset, exposure and policy across all sources: duplicate rate <1%.',
    },
    {
      icon: GitBranch,
      title: 'Retest on fix',
      description: 'A linked commit or config diff triggers a retest; a pass closes the ticket with evidence.',
    },
  ],
  samplesSection: {
    eyebrow: 'Sample Outputs',
    title: 'The dashboard and the event your SIEM ingests',
    description: 'An illustrative SOC view and one validated event exactly as it is delivered. All identifiers are fictitious.',
  },
  dashboard: {
    title: 'SOC exposure queue',
    ...SAMPLE_DASHBOARD_FIGURES,
    breakdownTitle: 'Open exposures by class',
    breakdown: [
      { label: 'Leaked credentials', value: '4', share: 33 },
      { label: 'Exposed services', value: '5', share: 42 },
      { label: 'TLS and certificates', value: '3', share: 25 },
    ],
    footnote: 'Alerts forwarded this week after validation: 41% fewer than raw scanner findings.',
  },
  siemEvent: {
    vendor: 'Surface Harvester',
    product: 'External Exposure Monitoring',
    event_type: 'secret.validated',
    severity: 'high',
    confidence: 0.94,
    finding_id: 'fnd-2024-11-0417',
    asset: { id: 'ast-2b91d04e', owner: 'payments-platform@example-corp.com' },
    classification: 'leaked_cloud_access_key',
    control_map: ['ISO27001:A.5.17', 'SOC2:CC6.1', 'PCI-DSS-4.0:8.6.2'],
    evidence: {
      artifact_ref: 'evidence://worm/2024/11/19/ast-2b91d04e/code-hosting-match.redacted.json',
      sha256: '255abef4262f3bb486023a3bd540c986d378d203dc4e83812024b7cad54a4f12',
      signature: 'ed25519:XOASV6trIW95u0E26P07CiBK5qIspeRhLGhy4nS5pIOmz97qyL4s88ovG3JlxJBOwX7LYDVieHjDRDOQIi0IVA==',
      worm: true,
    },
    recommended_action: 'Revoke the access key, rotate dependent secrets and remove the key from the repository history.',
    playbook: 'PB-SEC-011 Leaked cloud credential',
    sla_due_utc: '2024-11-20T14:05:00Z',
  },
  finalCta: {
    title: 'Connect it to your SIEM in an afternoon',
    description:
      'Request the integration guide for event schemas, connector set-up and playbook examples, or start a 14-day proof of concept with your own SIEM.',
    primary: { label: 'Start a 14-Day PoC', to: '/contact' },
    secondary: { label: 'Get the Integration Guide', to: '/contact?type=integration-guide' },
  },
};
