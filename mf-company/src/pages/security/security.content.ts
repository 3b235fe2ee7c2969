/**
 * Page copy of /company/security. The security facts themselves (controls, frameworks, retention table,
 * disclosure policy, security.txt fields, on-premises block) live in src/content/*.json, shared with the
 * security guide PDF and /.well-known/security.txt.
 */

export const SECURITY_GUIDE_HREF = '/company/security-guide.pdf';
export const SECURITY_CONTACT_HREF = '/contact?type=security';
export const SECURITY_TXT_HREF = '/.well-known/security.txt';

export const SECURITY_HERO = {
  badge: 'Security & Trust',
  title: 'Security you can verify',
  subtitle:
    'A platform that watches your attack surface has to hold itself to a higher standard. Here is how we protect your data, where we stand on compliance and how to report a vulnerability.',
  download: 'Download Security Guide',
  contact: 'Contact Security Team',
} as const;

export const CONTROLS_SECTION = {
  eyebrow: 'Security controls',
  title: 'Controls built into the platform',
  description: 'Each control below is implemented in every deployment model: SaaS, VPC and on-premises.',
} as const;

export const COMPLIANCE_SECTION = {
  eyebrow: 'Compliance',
  title: 'Frameworks and regulations',
  description:
    'Where we stand today. Independently of our own certifications, platform evidence maps to ISO 27001, SOC 2, PCI DSS 4.0, HIPAA and NERC CIP.',
} as const;

export const DATA_SECTION = {
  eyebrow: 'Data handling',
  title: 'Data handling and retention',
  description: 'How long we keep operational data and how we protect it, in one place.',
} as const;

export const DISCLOSURE_SECTION = {
  eyebrow: 'Responsible disclosure',
  title: 'Report a vulnerability',
} as const;

export const SECURITY_TXT_SECTION = {
  title: 'Security contact',
  description: 'We publish our security contact in the standard security.txt format (RFC 9116), so researchers and automated tools can find it.',
  note: 'The live file is regenerated with every release and always carries a current expiry date.',
  linkLabel: 'View /.well-known/security.txt',
} as const;

export const SECURITY_CTA = {
  title: 'Preparing a security review?',
  description:
    'Download the security guide for your vendor assessment, or ask our security team for questionnaires, architecture details and audit evidence.',
} as const;
