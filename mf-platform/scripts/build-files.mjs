// Writes the platform remote's static files into dist/files (served by the gateway, see `files` in
// shell/src/routing/areas.json). Run after the Rspack build, which empties dist/.
//   dist/files/sample-evidence-pack.pdf   the sample evidence pack, from the same data as /evidence-sample
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bulletList, codeBlock, createPdf, heading, keyValueTable, notice, paragraph, writePdf } from '@site/documents';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (relative) => JSON.parse(readFileSync(path.join(root, relative), 'utf8'));

/** @type {import('../src/content/sample-evidence-artifact').SampleEvidenceArtifact} */
const artifact = readJson('src/content/sample-evidence-artifact.json');
/** @type {import('../src/content/sample-evidence-artifact').EvidencePackNotes} */
const notes = readJson('src/content/evidence-pack-notes.json');

const PDF_PATH = path.join(root, 'dist/files/sample-evidence-pack.pdf');

async function writeSampleEvidencePack() {
  const doc = createPdf({
    title: 'Sample Evidence Pack',
    subtitle: `Finding ${artifact.finding.type} on ${artifact.asset_id}  |  ticket ${artifact.workflow.ticket_id}  |  produced ${artifact.timestamp}`,
    subject: 'Illustrative signed, tamper-evident evidence artifact of Surface Harvester',
  });

  notice(doc, notes.illustrativeNotice, { title: 'Illustrative sample' });
  heading(doc, 'Scope');
  paragraph(doc, notes.scope);
  keyValueTable(doc, [
    ['Asset', artifact.asset_id],
    ['Service', artifact.service],
    ['Owner', artifact.owner],
    ['Finding', `${artifact.finding.type} (${artifact.finding.severity})`],
    ['Ticket', `${artifact.workflow.ticket_id} - ${artifact.workflow.status}, SLA due ${artifact.workflow.sla_due}`],
  ]);

  heading(doc, 'Artifact');
  keyValueTable(doc, [
    { label: 'timestamp', value: artifact.timestamp, mono: true },
    { label: 'asset_id', value: artifact.asset_id, mono: true },
    { label: 'service', value: artifact.service },
    { label: 'owner', value: artifact.owner, mono: true },
  ]);
  heading(doc, 'Finding', { level: 2 });
  keyValueTable(doc, [
    { label: 'type', value: artifact.finding.type, mono: true },
    { label: 'severity', value: artifact.finding.severity.toUpperCase() },
    { label: 'policy', value: artifact.finding.policy },
    { label: 'first_seen', value: artifact.finding.first_seen, mono: true },
  ]);
  heading(doc, 'Evidence', { level: 2 });
  keyValueTable(doc, [
    { label: 'redacted_ref', value: artifact.evidence.redacted_ref, mono: true },
    { label: 'artifact_sha256', value: artifact.evidence.artifact_sha256, mono: true },
  ]);
  heading(doc, 'Workflow', { level: 2 });
  keyValueTable(doc, [
    { label: 'ticket_id', value: artifact.workflow.ticket_id, mono: true },
    { label: 'status', value: artifact.workflow.status },
    { label: 'sla_due', value: artifact.workflow.sla_due, mono: true },
  ]);

  heading(doc, 'Integrity and signature');
  paragraph(
    doc,
    'The SHA-256 digest identifies the redacted artifact byte for byte; the signature binds the digest and the metadata above to the attestation key. Changing any byte of the artifact changes the digest and invalidates the signature.',
  );
  keyValueTable(doc, [
    { label: 'SHA-256', value: artifact.evidence.artifact_sha256, mono: true },
    { label: 'Signature', value: artifact.attestation.signature, mono: true },
    { label: 'Signer', value: artifact.attestation.signer, mono: true },
    { label: 'Storage', value: artifact.attestation.storage },
  ]);
  heading(doc, 'Verify', { level: 2 });
  codeBlock(
    doc,
    [
      '$ sha256sum http-response.redacted.json',
      `${artifact.evidence.artifact_sha256}  http-response.redacted.json`,
      '$ surface-harvester evidence verify --artifact http-response.redacted.json \\',
      '    --signature artifact.sig --public-key attestor.pub',
      'signature: valid (ed25519)   digest: match   worm: locked',
    ].join('\n'),
  );

  heading(doc, 'Chain of custody and retention');
  bulletList(
    doc,
    notes.chainOfCustody.map(({ step, detail }) => `${step}: ${detail}`),
  );
  notice(doc, notes.retention, { title: 'WORM retention' });

  heading(doc, 'Framework mapping');
  paragraph(doc, 'The controls this finding and its evidence support (illustrative mapping):', { muted: true });
  keyValueTable(
    doc,
    notes.frameworkMapping.map(({ framework, controls }) => [framework, controls]),
  );

  heading(doc, 'Artifact (JSON)');
  codeBlock(doc, JSON.stringify(artifact, null, 2));

  await writePdf(doc, PDF_PATH);
  console.log(`build-files: wrote ${path.relative(root, PDF_PATH)}`);
}

await writeSampleEvidencePack();
