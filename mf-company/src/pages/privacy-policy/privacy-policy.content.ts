/**
 * Text of /legal/privacy-policy (dates, retention, minimum age, notice period,
 * jurisdictions Brazil, US and UK; the fields collected by the contact, demo and evidence-pack forms;
 * security claims AES-256 and TLS 1.3; the 24-hour response promise).
 */
import type { LegalDocumentContent } from '../../components/legal-document.types';

export const PRIVACY_POLICY: LegalDocumentContent = {
  badge: 'Legal',
  title: 'Privacy Policy',
  effectiveDateIso: '2025-01-01',
  effectiveDate: '1 January 2025',
  lastUpdatedIso: '2025-01-01',
  lastUpdated: '1 January 2025',
  summary: [
    'This Privacy Policy explains how we, the provider of the Surface Harvester external exposure monitoring platform and of our custom software services (“we”, “us”, “our”), collect, use, share and protect personal information when you visit this website, contact us, request a demo or a sample evidence pack, or use our platform and services.',
    'We operate in Brazil, the United States and the United Kingdom. This policy is written to meet the requirements of Brazil’s General Data Protection Law (LGPD), US state privacy laws such as the California Consumer Privacy Act (CCPA), and the UK General Data Protection Regulation (UK GDPR).',
  ],
  sections: [
    {
      id: 'scope',
      title: 'Who we are and what this policy covers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We are the controller of the personal information described in this policy when we decide why and how it is processed: for example, when you browse this website, send us a message or become a customer contact.',
        },
        {
          kind: 'paragraph',
          text: 'When our customers use Surface Harvester to monitor their own external attack surface, the information processed inside the platform belongs to them. In that case we act as a processor (or “operator” under the LGPD and “service provider” under US state laws) and handle that information only on the customer’s documented instructions and under our agreement with them. Questions about that information are best directed to the customer concerned.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        { kind: 'subheading', text: 'Information you give us' },
        {
          kind: 'terms',
          items: [
            {
              term: 'Contact form',
              text: 'Your work email, full name, company and role; optionally your estimated asset count, deployment interest and message; and whether your inquiry involves SOC 2 or HIPAA compliance or requires a non-disclosure agreement.',
            },
            {
              term: 'Demo requests',
              text: 'Your work email, full name, company, role, deployment interest and, optionally, a preferred time.',
            },
            {
              term: 'Sample evidence pack requests',
              text: 'Your work email and, optionally, the purpose of your request.',
            },
            {
              term: 'Accounts',
              text: 'A username and password for anyone given access to a platform account.',
            },
            {
              term: 'Support and project communication',
              text: 'The content of support tickets, emails, calls and project documents you exchange with us.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Our forms ask for a business email address. Please do not include sensitive personal information, such as health information, in free-text fields.',
        },
        { kind: 'subheading', text: 'Information collected automatically' },
        {
          kind: 'paragraph',
          text: 'When you use the website or the platform, our systems record security logs: IP address, browser and device type, the pages or endpoints requested, timestamps and error events. We use these logs to keep our services secure, detect abuse and investigate incidents.',
        },
        { kind: 'subheading', text: 'Information processed for customers' },
        {
          kind: 'paragraph',
          text: 'Surface Harvester discovers internet-facing assets and validates exposures for the customer that configures it. Findings may incidentally contain personal information, such as names in DNS records or credentials in exposed code. The platform redacts such data by default, and on-premises and air-gapped deployments are designed for zero raw data egress, so that information never leaves the customer’s environment.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      blocks: [
        {
          kind: 'list',
          items: [
            'To answer your inquiry. We aim to get back to you within 24 hours.',
            'To prepare proposals, proofs of concept, statements of work and quotes you ask for.',
            'To provide, operate, secure and support the platform and our services under our contracts with customers.',
            'To keep accounts secure, maintain audit records and detect, prevent and investigate fraud, abuse and security incidents.',
            'To send you product news, event invitations and other marketing where you have agreed or where the law otherwise allows it. You can opt out at any time.',
            'To improve the website, our content and our services, using aggregated information wherever possible.',
            'To comply with legal obligations, enforce our terms and establish, exercise or defend legal claims.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not make decisions that produce legal or similarly significant effects about you based solely on automated processing.',
        },
      ],
    },
    {
      id: 'legal-bases',
      title: 'Legal bases for processing',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Under the UK GDPR and the LGPD we rely on one or more of the following legal bases:',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Contract',
              text: 'Processing needed to take steps at your request before entering into a contract, or to perform a contract with you or your organisation.',
            },
            {
              term: 'Legitimate interests',
              text: 'Responding to business inquiries, securing our systems and improving our services, where these interests are not overridden by your rights.',
            },
            {
              term: 'Consent',
              text: 'Marketing where consent is required, and any other processing for which we ask for it. You may withdraw consent at any time without affecting processing carried out before withdrawal.',
            },
            {
              term: 'Legal obligation',
              text: 'Keeping records and responding to lawful requests where the law requires it.',
            },
          ],
        },
      ],
    },
    {
      id: 'sharing',
      title: 'How we share information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We share personal information only as described below, and only to the extent necessary:',
        },
        {
          kind: 'list',
          items: [
            'Service providers that host our infrastructure, deliver email and support our operations, bound by contracts that require them to protect the information and use it only on our instructions.',
            'Professional advisers, such as lawyers, auditors and insurers, under duties of confidentiality.',
            'Public authorities, courts and regulators where the law requires it or to protect rights, property or safety.',
            'A successor organisation in a merger, acquisition or sale of assets, which will remain bound by this policy for the information it receives.',
            'Anyone else with your consent or at your direction.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell personal information, and we do not share it for cross-context behavioural advertising.',
        },
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Because we operate in Brazil, the United States and the United Kingdom, your information may be processed in a country other than your own. Where the law requires it, we protect transfers with recognised safeguards, such as the UK International Data Transfer Agreement or Addendum and the standard contractual clauses approved by Brazil’s National Data Protection Authority (ANPD), together with the security measures described in this policy.',
        },
        {
          kind: 'paragraph',
          text: 'Customers who need data to stay within their own perimeter can deploy Surface Harvester in their VPC, on premises or in an air-gapped environment.',
        },
      ],
    },
    {
      id: 'data-retention',
      title: 'Data retention',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep personal information only as long as we need it for the purposes described in this policy, or as the law requires:',
        },
        {
          kind: 'table',
          caption: 'Retention periods',
          headers: ['Data category', 'Retention period'],
          rows: [
            ['Account data', 'Until the account is deleted, plus 90 days'],
            ['Security logs', '7 years'],
            ['Support records', '3 years after the ticket or case is closed'],
            ['Marketing data', 'Until you withdraw consent, or after 2 years of inactivity'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'When a retention period ends, we delete the information or anonymise it so that it can no longer identify you. Information processed for customers inside the platform is retained according to each customer’s configuration and contract.',
        },
      ],
    },
    {
      id: 'security',
      title: 'How we protect information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We protect personal information with technical and organisational measures appropriate to the risk, including:',
        },
        {
          kind: 'list',
          items: [
            'Encryption in transit with TLS 1.3 and at rest with AES-256.',
            'Role-based access control, single sign-on and multi-factor authentication for access to systems holding personal information.',
            'An immutable audit log of administrative actions.',
            'Redaction by default of sensitive data in platform findings and evidence.',
            'Monitoring, logging and a documented incident response process.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No system is perfectly secure. If we become aware of a security incident affecting your personal information, we will notify you and the relevant authorities where the law requires it.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Depending on where you live, you have some or all of the following rights over your personal information. We will not discriminate against you for exercising them.',
        },
        { kind: 'subheading', text: 'United Kingdom (UK GDPR)' },
        {
          kind: 'list',
          items: [
            'Access a copy of your personal information.',
            'Have inaccurate or incomplete information corrected.',
            'Have your information erased.',
            'Restrict or object to our processing, including objecting at any time to direct marketing.',
            'Receive your information in a portable format.',
            'Withdraw consent where we rely on it.',
            'Complain to the Information Commissioner’s Office (ICO).',
          ],
        },
        { kind: 'subheading', text: 'Brazil (LGPD)' },
        {
          kind: 'list',
          items: [
            'Confirmation that we process your personal information, and access to it.',
            'Correction of incomplete, inaccurate or outdated information.',
            'Anonymisation, blocking or deletion of unnecessary or excessive information, or information processed unlawfully.',
            'Portability of your information to another provider.',
            'Deletion of information processed on the basis of your consent, and revocation of that consent.',
            'Information about the public and private entities with which we share your information, and about the consequences of refusing consent.',
            'Petition Brazil’s National Data Protection Authority (ANPD).',
          ],
        },
        { kind: 'subheading', text: 'United States (CCPA and other state privacy laws)' },
        {
          kind: 'list',
          items: [
            'Know what personal information we collect, use and disclose, and access it.',
            'Delete personal information we collected from you.',
            'Correct inaccurate personal information.',
            'Opt out of the sale or sharing of personal information. We do not sell or share personal information.',
            'Limit the use of sensitive personal information. We do not use it for purposes that give rise to this right.',
            'Not be discriminated against for exercising your rights.',
            'Use an authorised agent to make a request on your behalf.',
          ],
        },
      ],
    },
    {
      id: 'exercising-rights',
      title: 'How to exercise your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Send your request through our contact page and start your message with “Privacy request”. We acknowledge requests within 24 hours and respond in full within the period set by the law that applies to you. To protect your information, we may ask you to verify your identity before we act on a request. Requests are free of charge unless they are manifestly unfounded or excessive.',
          link: { label: 'Go to the contact page', to: '/contact' },
        },
        {
          kind: 'paragraph',
          text: 'If your information was processed inside the platform on behalf of one of our customers, we will forward your request to that customer and assist them in responding.',
        },
      ],
    },
    {
      id: 'marketing',
      title: 'Marketing communications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can unsubscribe from marketing emails at any time using the link in each message or by contacting us. We keep marketing data until you withdraw consent or until 2 years have passed without any interaction from you, whichever comes first. We will still send you service messages about an account or engagement you have with us.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and similar technologies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This website uses only the cookies and similar technologies that are strictly necessary to deliver it securely, such as those that protect our forms against abuse. We do not use advertising cookies. If we introduce optional cookies in the future, we will ask for your consent first where the law requires it and update this policy.',
        },
      ],
    },
    {
      id: 'children',
      title: 'Children’s privacy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website, platform and services are intended for businesses and are not directed at anyone under 16. We do not knowingly collect personal information from anyone under 16. If you believe a person under 16 has provided us with personal information, please contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy to reflect changes in our practices or in the law. We will give at least 30 days’ notice of material changes by posting the updated policy on this page and, where we have your contact details, by email. The “Last updated” date at the top shows when the policy last changed.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you have questions about this policy or how we handle personal information, or want to make a complaint, contact us through our contact page. We’ll get back to you within 24 hours.',
          link: { label: 'Contact us', to: '/contact' },
        },
        {
          kind: 'paragraph',
          text: 'You also have the right to complain to the data protection authority where you live: the Information Commissioner’s Office (ICO) in the United Kingdom, the National Data Protection Authority (ANPD) in Brazil, or the relevant state authority in the United States, such as the California Privacy Protection Agency.',
        },
      ],
    },
  ],
};
