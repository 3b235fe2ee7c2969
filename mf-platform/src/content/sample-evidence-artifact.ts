/**
 * The illustrative sample evidence artifact and the notes of the sample evidence pack, shared by the
 * /evidence-sample page and the build-time PDF (`scripts/build-files.mjs` reads the same JSON files, so the page
 * and /sample-evidence-pack.pdf cannot disagree).
 */
import artifact from './sample-evidence-artifact.json';
import notes from './evidence-pack-notes.json';

/** Illustrative sample evidence artifact. Field names are the artifact's own (snake_case). */
export interface SampleEvidenceArtifact {
  /** When the artifact was produced (ISO 8601, UTC). */
  timestamp: string;
  asset_id: string;
  service: string;
  owner: string;
  finding: {
    type: string;
    severity: string;
    policy: string;
    first_seen: string;
  };
  evidence: {
    redacted_ref: string;
    artifact_sha256: string;
  };
  workflow: {
    ticket_id: string;
    /** The sample ticket is only ever shown as OPEN. */
    status: string;
    sla_due: string;
  };
  attestation: {
    storage: string;
    signer: string;
    signature: string;
  };
}

/** One audit framework and the controls the sample finding supports. */
export interface FrameworkMapping {
  framework: string;
  controls: string;
}

/** One step of the evidence's chain of custody. */
export interface CustodyStep {
  step: string;
  detail: string;
}

export interface EvidencePackNotes {
  illustrativeNotice: string;
  scope: string;
  /** WORM retention: at least 365 days, up to 7 years. */
  retention: string;
  chainOfCustody: readonly CustodyStep[];
  frameworkMapping: readonly FrameworkMapping[];
}

export const SAMPLE_EVIDENCE_ARTIFACT: SampleEvidenceArtifact = artifact;

export const EVIDENCE_PACK_NOTES: EvidencePackNotes = notes;

/** Where the gateway serves the PDF the platform build writes to dist/files. */
export const SAMPLE_EVIDENCE_PACK_PDF = '/sample-evidence-pack.pdf';
