/**
 * Typed access to the security facts shared by /company/security, the security guide PDF and
 * /.well-known/security.txt.
 * The JSON files beside this one are the single source: `scripts/build-files.mjs` reads the same files.
 */
import controlsJson from './security-controls.json';
import frameworksJson from './compliance-frameworks.json';
import dataHandlingJson from './data-handling.json';
import disclosureJson from './disclosure-policy.json';
import securityContactJson from './security-contact.json';
import onPremisesJson from './on-premises.json';

/** Every security control's status is "implemented". */
export type ControlStatus = 'implemented';

export interface SecurityControl {
  id: string;
  title: string;
  status: ControlStatus;
  description: string;
  measures: readonly string[];
}

/** SOC 2 Type II In Progress, ISO 27001 Planned, GDPR and CCPA Compliant. */
export type FrameworkStatus = 'In Progress' | 'Planned' | 'Compliant';

export interface ComplianceFramework {
  name: string;
  status: FrameworkStatus;
  description: string;
}

export interface DataHandlingRow {
  data: string;
  policy: string;
  details: string;
}

export interface DataHandlingTable {
  caption: string;
  headers: readonly [string, string, string];
  rows: readonly DataHandlingRow[];
}

export interface DisclosureStep {
  title: string;
  description: string;
}

export interface DisclosurePolicy {
  intro: string;
  inScope: readonly string[];
  outOfScope: readonly string[];
  process: readonly DisclosureStep[];
  safeHarbor: string;
}

export interface SecurityContact {
  /** RFC 9116 Contact: a mailto: or https: URI. */
  contact: string;
  email: string;
  preferredLanguages: string;
  policyPath: string;
  canonicalPath: string;
  /** Origin shown in the page's illustrative block (the real file uses the build's SITE_URL). */
  illustrativeOrigin: string;
  /** Expiry shown in the page's illustrative block, a fixed date (2025-12-31); the live file computes its own. */
  illustrativeExpires: string;
}

export interface OnPremisesFeature {
  id: string;
  title: string;
  description: string;
}

export interface OnPremises {
  title: string;
  description: string;
  features: readonly OnPremisesFeature[];
}

function isControlStatus(value: string): value is ControlStatus {
  return value === 'implemented';
}

function isFrameworkStatus(value: string): value is FrameworkStatus {
  return value === 'In Progress' || value === 'Planned' || value === 'Compliant';
}

/** JSON imports are typed with plain strings; narrow the status fields once, here. */
export const SECURITY_CONTROLS: readonly SecurityControl[] = controlsJson.controls.map((control) => {
  if (!isControlStatus(control.status)) throw new Error(`Unknown control status "${control.status}"`);
  return { ...control, status: control.status };
});

export const COMPLIANCE_FRAMEWORKS: readonly ComplianceFramework[] = frameworksJson.frameworks.map((framework) => {
  if (!isFrameworkStatus(framework.status)) throw new Error(`Unknown framework status "${framework.status}"`);
  return { ...framework, status: framework.status };
});

const [dataHeader = '', policyHeader = '', detailsHeader = ''] = dataHandlingJson.headers;

export const DATA_HANDLING: DataHandlingTable = {
  caption: dataHandlingJson.caption,
  headers: [dataHeader, policyHeader, detailsHeader],
  rows: dataHandlingJson.rows,
};

export const DISCLOSURE_POLICY: DisclosurePolicy = disclosureJson;

export const SECURITY_CONTACT: SecurityContact = securityContactJson;

export const ON_PREMISES: OnPremises = onPremisesJson;

/** The page's security.txt-style block, exactly as the page shows it (illustrative; the live file is generated). */
export const SECURITY_TXT_EXAMPLE: readonly string[] = [
  `Contact: ${SECURITY_CONTACT.contact}`,
  `Expires: ${SECURITY_CONTACT.illustrativeExpires}`,
  `Preferred-Languages: ${SECURITY_CONTACT.preferredLanguages}`,
  `Policy: ${SECURITY_CONTACT.illustrativeOrigin}${SECURITY_CONTACT.policyPath}`,
  `Canonical: ${SECURITY_CONTACT.illustrativeOrigin}${SECURITY_CONTACT.canonicalPath}`,
];
