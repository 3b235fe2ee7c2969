/** Content of /solutions/regulated, rendered by the shared SolutionPage template. */
import { Building, FileLock2, FileStack, Landmark, Lock, Map as MapIcon, Scale, ServerCog, ShieldOff, Stamp, Unplug, UserCheck } from 'lucide-react';
import { SAMPLE_DASHBOARD_FIGURES } from './sample-dashboard';
import type { SolutionContent } from './solution.types';

export const REGULATED_SOLUTION: SolutionContent = {
  id: 'regulated',
  hero: {
    badge: 'For Regulated Industries',
    title: 'Continuous compliance evidence without data leaving your control',
    subtitle:
      'Healthcare, finance and energy teams use Surface Harvester to monitor their external exposure on-premises or air-gapped, with redaction by default and signed evidence mapped to the frameworks they are audited against.',
    primaryCta: { label: 'Start a 14-Day PoC', to: '/contact' },
    secondaryCta: { label: 'Discuss Your Compliance Scope', to: '/contact' },
  },
  stats: [
    { value: '5', label: 'frameworks mapped' },
    { value: '≥365 days', label: 'WORM evidence, up to 7 years' },
    { value: 'Zero', label: 'raw data egress' },
    { value: '<60 s', label: 'artifact after validation' },
  ],
  problemTitle: 'The problem',
  problems: [
    {
      icon: ShieldOff,
      title: 'Monitoring tools that move regulated data',
      description: 'Most external monitoring sends raw responses, and sometimes PHI or cardholder data, to a vendor cloud you cannot audit.',
    },
    {
      icon: FileStack,
      title: 'One finding, five frameworks, five spreadsheets',
      description: 'The same exposure must be evidenced for HIPAA, PCI DSS 4.0 and SOC 2, each with its own format and retention rules.',
    },
    {
      icon: Scale,
      title: 'Auditors want proof, not assertions',
      description:
        'Regulators ask when a risk was found, who accepted it and when it was fixed, and expect records that cannot have been edited since.',
    },
  ],
  approachTitle: 'Our approach',
  approach: [
    {
      icon: ServerCog,
      title: 'Deploy inside your perimeter',
      description:
        'On-premises or air-gapped, installed in <60 min, with an on-prem update package ≤7 days after each release and zero raw data egress.',
    },
    {
      icon: Lock,
      title: 'Redaction by default',
      description: 'PHI, cardholder data and secrets are masked when they are read; only redacted references and hashes are stored.',
    },
    {
      icon: FileLock2,
      title: 'Evidence built for retention rules',
      description: 'Signed artifacts in WORM storage for ≥365 days up to 7 years, each mapped to the controls it supports.',
    },
  ],
  capabilitiesSection: {
    eyebrow: 'Capabilities',
    title: 'Controls your compliance officer will recognise',
    description: 'Governance features designed around audit questions rather than scanner output.',
  },
  capabilities: [
    {
      icon: MapIcon,
      title: 'Control mapping',
      description: 'Every finding records the ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP controls it evidences.',
    },
    {
      icon: Stamp,
      title: 'Exceptions with owner and expiry',
      description: 'Risk acceptances are approved, owned and time-limited, and the approval itself is evidence.',
    },
    {
      icon: UserCheck,
      title: 'Access you can attest to',
      description: 'RBAC, SSO via SAML/OIDC, MFA and API-key rotation, with every access in the immutable audit log.',
    },
    {
      icon: Unplug,
      title: 'Air-gapped operation',
      description: 'Offline rule bundles and signed update packages; no connection to us is ever required.',
    },
    {
      icon: Landmark,
      title: 'Audit-period evidence packs',
      description: 'Export all evidence for a framework and period as one signed, verifiable pack.',
    },
    {
      icon: Building,
      title: 'Segmented business units',
      description: 'Separate scopes, owners and reports for clinical, corporate and OT environments.',
    },
  ],
  samplesSection: {
    eyebrow: 'Sample Outputs',
    title: 'Compliance posture and the event behind it',
    description: 'An illustrative compliance dashboard and a validated event for a patient-facing service. All identifiers are fictitious.',
  },
  dashboard: {
    title: 'Regulated estate: compliance view',
    ...SAMPLE_DASHBOARD_FIGURES,
    breakdownTitle: 'Open exposures by framework scope',
    breakdown: [
      { label: 'HIPAA (ePHI systems)', value: '5', share: 42 },
      { label: 'PCI DSS 4.0 (CDE)', value: '4', share: 33 },
      { label: 'SOC 2 (corporate)', value: '3', share: 25 },
    ],
    footnote: 'All 12 open exposures have an owner, an SLA and signed evidence in WORM storage.',
  },
  siemEvent: {
    vendor: 'Surface Harvester',
    product: 'External Exposure Monitoring',
    event_type: 'exposure.validated',
    severity: 'high',
    confidence: 0.99,
    finding_id: 'fnd-2024-11-0452',
    asset: { id: 'ast-5c07a8f3', owner: 'clinical-apps@example-health.org' },
    classification: 'deprecated_tls_on_ephi_service',
    control_map: ['HIPAA:164.312(e)(1)', 'HIPAA:164.308(a)(1)(ii)(A)', 'ISO27001:A.8.24', 'SOC2:CC6.7'],
    evidence: {
      artifact_ref: 'evidence://worm/2024/11/20/ast-5c07a8f3/tls-handshake.redacted.json',
      sha256: '96c13782e180d1bac8feac8aecbd08e9f29f73aeccb93d3e685e3680b3e8b886',
      signature: 'ed25519:eRxAYDLiM/FlXGIKrKvsMJO8DauUzf4ujSrXb82N8LMg6/g2onPAunsRooKfuACr6SdFKOiR+OBGjQFLDw1jUg==',
      worm: true,
    },
    recommended_action: 'Disable TLS 1.0/1.1 on the patient portal load balancer and enforce TLS 1.2 or later.',
    playbook: 'PB-REG-007 Transmission security on ePHI service',
    sla_due_utc: '2024-11-27T08:00:00Z',
  },
  compliance: {
    eyebrow: 'HIPAA Configuration',
    title: 'Policy as configuration, reviewed like code',
    description:
      'A sample HIPAA profile for an on-premises deployment. Each key is enforced by the platform and recorded in the immutable audit log when it changes.',
    hipaaConfig: {
      redaction_policy: { mode: 'strict', phi_fields: 'mask-at-read', secrets: 'hash-only' },
      data_retention: { evidence_worm: '2555d', raw_responses: '14d', audit_log: '7y' },
      access_control: { rbac: true, sso: 'saml', mfa: 'required', api_key_rotation: '90d' },
      audit_logging: { immutable: true, scope: 'all-reads-and-exports', export: 'siem' },
      encryption_at_rest: { algorithm: 'AES-256-GCM', keys: 'customer-hsm' },
      network_egress: { raw_data: 'deny', telemetry: 'disabled', updates: 'offline-bundle' },
      breach_notification: { escalation: 'privacy-officer', ticket_within: '15m', individual_notice_max: '60d', evidence_pack: 'auto' },
    },
    frameworks: [
      { name: 'ISO 27001', description: 'Asset inventory, vulnerability management and monitoring controls.' },
      { name: 'SOC 2', description: 'Common Criteria for logical access, change detection and monitoring.' },
      { name: 'PCI DSS 4.0', description: 'External scanning and inventory of the cardholder data environment.' },
      { name: 'HIPAA', description: 'Security Rule risk analysis, audit controls and transmission security.' },
      { name: 'NERC CIP', description: 'BES Cyber System categorisation, security management and vulnerability assessment.' },
    ],
  },
  finalCta: {
    title: 'Map your audit scope in one conversation',
    description:
      'Tell us which frameworks you report on and where your data must stay. We will show you the evidence your auditors would receive, on a 14-day proof of concept.',
    primary: { label: 'Start a 14-Day PoC', to: '/contact' },
    secondary: { label: 'Talk to a Compliance Engineer', to: '/contact' },
  },
};
