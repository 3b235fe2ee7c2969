// Build-time files the company remote publishes beside its pages (served by the gateway from dist/files/,
// see `files` in shell/src/routing/areas.json):
//   dist/files/.well-known/security.txt     RFC 9116, Expires computed now (364 days ahead)
//   dist/files/company/security-guide.pdf   the security guide, in the house style of @site/documents
// Both are built from src/content/*.json, the same data /company/security renders.
// The public origin comes from env SITE_URL (default http://localhost:8080).
import fs from 'node:fs';
import path from 'node:path';
import { bulletList, codeBlock, createPdf, ensureSpace, heading, keyValueTable, notice, paragraph, writePdf } from '@site/documents';
import { parseEnvPart } from '@site/config';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONTENT = path.join(ROOT, 'src', 'content');
const OUT = path.join(ROOT, 'dist', 'files');

/** Days between the build and the security.txt expiry (RFC 9116 recommends less than a year). */
const SECURITY_TXT_LIFETIME_DAYS = 364;

/** @param {string} name */
function readContent(name) {
  return JSON.parse(fs.readFileSync(path.join(CONTENT, name), 'utf8'));
}

/** The site's public origin, without a trailing slash. */
function siteOrigin() {
  return new URL(parseEnvPart('company build', process.env, ['SITE_URL']).SITE_URL).origin;
}

/** ISO 8601 UTC without milliseconds, e.g. 2026-05-01T10:00:00Z. @param {Date} date */
function isoSeconds(date) {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The RFC 9116 file. @param {{ contact: string, preferredLanguages: string, policyPath: string, canonicalPath: string }} fields
 * @param {string} origin @param {Date} now
 */
function securityTxt(fields, origin, now) {
  const expires = new Date(now.getTime() + SECURITY_TXT_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  return [
    '# Surface Harvester security contact (RFC 9116).',
    `# Generated ${isoSeconds(now)} by the site build.`,
    `Contact: ${fields.contact}`,
    `Expires: ${isoSeconds(expires)}`,
    `Preferred-Languages: ${fields.preferredLanguages}`,
    `Policy: ${origin}${fields.policyPath}`,
    `Canonical: ${origin}${fields.canonicalPath}`,
    '',
  ].join('\n');
}

/** Writes the security guide PDF. */
async function writeSecurityGuide({ controls, frameworks, dataHandling, disclosure, contact, onPremises, securityTxtText, origin, now }) {
  const edition = now.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const doc = createPdf({
    title: 'Security Guide',
    subtitle: `How Surface Harvester protects your data, where we stand on compliance and how to report a vulnerability. Edition ${edition}.`,
    subject: 'Surface Harvester security controls, compliance, data handling and responsible disclosure',
  });

  heading(doc, 'About this guide');
  paragraph(
    doc,
    'Surface Harvester is a governed external exposure monitoring platform: it discovers internet-facing assets, validates exposures and produces signed, tamper-evident evidence. A platform that watches your attack surface has to hold itself to a higher standard. This guide summarises the controls that protect your data, our compliance status, how we handle and retain data, and how to report a vulnerability to us.',
  );
  paragraph(doc, `The same information is published at ${origin}/company/security.`, { muted: true });

  heading(doc, 'Security controls');
  paragraph(doc, 'Each control below is implemented in every deployment model: SaaS, VPC and on-premises.');
  for (const control of controls) {
    // Keep a control's heading, status and description together.
    ensureSpace(doc, 150);
    heading(doc, control.title, { level: 2 });
    keyValueTable(doc, [['Status', control.status]]);
    paragraph(doc, control.description);
    bulletList(doc, control.measures);
  }

  heading(doc, 'Compliance frameworks');
  keyValueTable(
    doc,
    frameworks.map((framework) => [framework.name, `${framework.status}. ${framework.description}`]),
  );
  paragraph(doc, 'Independently of our own certifications, platform evidence maps to ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP.', {
    muted: true,
  });

  heading(doc, dataHandling.caption);
  keyValueTable(
    doc,
    dataHandling.rows.map((row) => [row.data, `${row.policy}: ${row.details}`]),
  );

  ensureSpace(doc, 200);
  heading(doc, onPremises.title);
  paragraph(doc, onPremises.description);
  keyValueTable(
    doc,
    onPremises.features.map((feature) => [feature.title, feature.description]),
  );

  heading(doc, 'Responsible disclosure');
  paragraph(doc, disclosure.intro);
  heading(doc, 'In scope', { level: 2 });
  bulletList(doc, disclosure.inScope);
  heading(doc, 'Out of scope', { level: 2 });
  bulletList(doc, disclosure.outOfScope);
  heading(doc, 'Disclosure process', { level: 2 });
  keyValueTable(
    doc,
    disclosure.process.map((step, index) => [`${index + 1}. ${step.title}`, step.description]),
  );
  notice(doc, disclosure.safeHarbor, { title: 'Safe harbour' });

  // The contact paragraph and the security.txt block belong together.
  ensureSpace(doc, 230);
  heading(doc, 'Security contact');
  paragraph(
    doc,
    `Report vulnerabilities to ${contact.email}. For security questionnaires, architecture details and audit evidence, contact the security team at ${origin}/contact?type=security. Our security.txt (RFC 9116) is published at ${origin}${contact.canonicalPath}:`,
  );
  codeBlock(doc, securityTxtText);

  const file = path.join(OUT, 'company', 'security-guide.pdf');
  await writePdf(doc, file);
  return file;
}

const now = new Date();
const origin = siteOrigin();
const contact = readContent('security-contact.json');
const securityTxtText = securityTxt(contact, origin, now);

const securityTxtFile = path.join(OUT, '.well-known', 'security.txt');
fs.mkdirSync(path.dirname(securityTxtFile), { recursive: true });
fs.writeFileSync(securityTxtFile, securityTxtText);

const pdfFile = await writeSecurityGuide({
  controls: readContent('security-controls.json').controls,
  frameworks: readContent('compliance-frameworks.json').frameworks,
  dataHandling: readContent('data-handling.json'),
  disclosure: readContent('disclosure-policy.json'),
  contact,
  onPremises: readContent('on-premises.json'),
  securityTxtText,
  origin,
  now,
});

for (const file of [securityTxtFile, pdfFile]) {
  console.log(`wrote ${path.relative(ROOT, file)} (${fs.statSync(file).size} bytes)`);
}
