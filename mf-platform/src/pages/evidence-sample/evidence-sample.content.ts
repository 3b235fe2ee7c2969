/** Static text of /evidence-sample; the artifact itself lives in src/content/sample-evidence-artifact.ts. */
import type { SampleEvidenceArtifact } from '../../content/sample-evidence-artifact';

export const EVIDENCE_SAMPLE_HERO = {
  badge: 'Illustrative sample',
  title: 'Sample evidence artifact',
  subtitle:
    'What Surface Harvester hands your auditors for every validated finding: the asset and its owner, the finding and the policy it breaks, a redacted evidence reference with its SHA-256, the remediation ticket and a signed WORM attestation.',
} as const;

/** One field of the human-readable breakdown: its key in the artifact, a label and what it proves. */
export interface ArtifactFieldNote {
  key: string;
  label: string;
  description: string;
  value: (artifact: SampleEvidenceArtifact) => string;
  /** Show the value in a monospaced font (identifiers, hashes, timestamps). */
  mono?: boolean;
}

export interface ArtifactFieldGroup {
  title: string;
  description: string;
  fields: readonly ArtifactFieldNote[];
}

export const ARTIFACT_BREAKDOWN: readonly ArtifactFieldGroup[] = [
  {
    title: 'Asset',
    description: 'Which internet-facing asset, which service on it, and who is accountable for it.',
    fields: [
      { key: 'timestamp', label: 'Produced at', description: 'When the artifact was written (UTC).', value: (a) => a.timestamp, mono: true },
      { key: 'asset_id', label: 'Asset ID', description: 'Stable identifier of the discovered asset.', value: (a) => a.asset_id, mono: true },
      { key: 'service', label: 'Service', description: 'The exposed service, as observed from the internet.', value: (a) => a.service },
      { key: 'owner', label: 'Owner', description: 'Accountable owner, matched from your CMDB.', value: (a) => a.owner, mono: true },
    ],
  },
  {
    title: 'Finding',
    description: 'What was validated, how severe it is and which of your policies it breaks.',
    fields: [
      { key: 'finding.type', label: 'Type', description: 'The validated exposure class.', value: (a) => a.finding.type, mono: true },
      { key: 'finding.severity', label: 'Severity', description: 'Drives the ticket priority and SLA.', value: (a) => a.finding.severity },
      { key: 'finding.policy', label: 'Policy', description: 'The policy the exposure violates.', value: (a) => a.finding.policy },
      {
        key: 'finding.first_seen',
        label: 'First seen',
        description: 'When discovery first observed it.',
        value: (a) => a.finding.first_seen,
        mono: true,
      },
    ],
  },
  {
    title: 'Evidence',
    description: 'Proof without the payload: secrets and personal data are redacted by default.',
    fields: [
      {
        key: 'evidence.redacted_ref',
        label: 'Redacted reference',
        description: 'Where the redacted evidence is stored.',
        value: (a) => a.evidence.redacted_ref,
        mono: true,
      },
      {
        key: 'evidence.artifact_sha256',
        label: 'Artifact SHA-256',
        description: 'Digest of the redacted artifact; any change to it is detectable.',
        value: (a) => a.evidence.artifact_sha256,
        mono: true,
      },
    ],
  },
  {
    title: 'Workflow',
    description: 'The remediation ticket the finding opened in your ticketing system.',
    fields: [
      {
        key: 'workflow.ticket_id',
        label: 'Ticket',
        description: 'Created automatically for critical findings.',
        value: (a) => a.workflow.ticket_id,
        mono: true,
      },
      { key: 'workflow.status', label: 'Status', description: 'Closed only after a successful retest.', value: (a) => a.workflow.status },
      { key: 'workflow.sla_due', label: 'SLA due', description: 'P1 remediation within 7 days.', value: (a) => a.workflow.sla_due, mono: true },
    ],
  },
  {
    title: 'Attestation',
    description: 'Who signed the artifact and where it is kept, tamper-evident.',
    fields: [
      {
        key: 'attestation.storage',
        label: 'Storage',
        description: 'Write-once storage with enforced retention.',
        value: (a) => a.attestation.storage,
      },
      { key: 'attestation.signer', label: 'Signer', description: 'Identity of the attestation key.', value: (a) => a.attestation.signer, mono: true },
      {
        key: 'attestation.signature',
        label: 'Signature',
        description: 'Signature over the digest and metadata.',
        value: (a) => a.attestation.signature,
        mono: true,
      },
    ],
  },
];

export const EVIDENCE_PACK_DOWNLOAD = {
  title: 'The full sample evidence pack',
  description:
    'The same artifact as a PDF evidence pack: scope, artifact tables, SHA-256 and signature block, chain of custody, WORM retention and the framework mapping.',
  cta: 'Download Sample Evidence Pack',
} as const;

export const EVIDENCE_PACK_REQUEST = {
  title: 'Request a signed evidence pack',
  description:
    'Want a real, signed evidence pack to review with your auditors? Tell us where to send it and what you need it for; we get back to you within 24 hours.',
  submit: 'Request Evidence Pack',
  submitting: 'Sending...',
  labels: { workEmail: 'Work Email', purpose: 'Purpose' },
  placeholders: { workEmail: 'you@company.com', purpose: 'e.g. SOC 2 audit preparation, vendor security review' },
  success: { title: 'Request received!', description: "We'll get back to you within 24 hours." },
  failure: { title: 'Error sending request', description: 'Please try again later.' },
} as const;
