/**
 * Text of /legal/terms-of-service (effective and last updated 1 January 2025;
 * users 18+; 30 days' notice for terms and price changes; 99.9% uptime target; liability capped at fees paid in
 * the prior 12 months; subscriptions billed monthly or annually in advance, non-refundable, cancellation at period
 * end; SaaS deployment in 24-48 hours; jurisdictions Brazil, US, UK; retention as in the privacy policy).
 */
import type { LegalDocumentContent } from '../../components/legal-document.types';

export const TERMS_OF_SERVICE: LegalDocumentContent = {
  badge: 'Legal',
  title: 'Terms of Service',
  effectiveDateIso: '2025-01-01',
  effectiveDate: '1 January 2025',
  lastUpdatedIso: '2025-01-01',
  lastUpdated: '1 January 2025',
  summary: [
    'These Terms of Service (“Terms”) govern your access to and use of this website, the Surface Harvester external exposure monitoring platform (the “Platform”) and the custom software services we provide (together, the “Services”). “We”, “us” and “our” refer to the Surface Harvester entity that contracts with you; “you” and “Customer” refer to the person or organisation using the Services.',
    'We operate in Brazil, the United States and the United Kingdom. Please read these Terms carefully: by accessing or using the Services you agree to them. If you do not agree, do not use the Services.',
  ],
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of these Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By creating an account, signing an order form or statement of work, or otherwise using the Services, you accept these Terms. If you accept them on behalf of an organisation, you confirm that you have the authority to bind that organisation, and “you” then means that organisation.',
        },
        {
          kind: 'paragraph',
          text: 'If you have signed a separate written agreement with us for the Services, such as a master services agreement, that agreement takes precedence over these Terms where the two conflict. An order form or statement of work takes precedence over both for the items it specifically covers.',
        },
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Services are intended for businesses and professional use. You must be at least 18 years old and able to enter into a binding contract to use them. Every user you invite to an account must also be 18 or older, and you are responsible for making sure they are.',
        },
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts and access',
      blocks: [
        {
          kind: 'list',
          items: [
            'Keep your account details accurate and your credentials confidential. Use single sign-on and multi-factor authentication where the Platform offers them.',
            'You are responsible for all activity under your account and for the roles and permissions you grant to your users and API keys.',
            'Tell us without undue delay through our contact page if you suspect unauthorised access to your account.',
            'We may suspend access that we reasonably believe is compromised or is being used in breach of these Terms, and we will tell you promptly when we do.',
          ],
        },
      ],
    },
    {
      id: 'services',
      title: 'The Platform and deployment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Platform discovers internet-facing assets, validates exposures and produces signed, tamper-evident evidence. It is available in three deployment models, as set out in your order form:',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'SaaS',
              text: 'Hosted and operated by us. We deploy a SaaS tenant within 24-48 hours of receiving a signed order form and the scoping information we need, such as your root domains and integration details.',
            },
            {
              term: 'VPC',
              text: 'Deployed in a virtual private cloud that you control, with control-plane updates provided by us.',
            },
            {
              term: 'On-premises and air-gapped',
              text: 'Installed and operated in your own environment, including fully disconnected networks, using signed update packages that we provide.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may improve and change the Services over time. We will not materially reduce the core functionality of a subscription you have already paid for during its current billing period.',
        },
      ],
    },
    {
      id: 'authorised-use',
      title: 'Authorised monitoring and acceptable use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Platform performs discovery and non-destructive validation against the targets you configure. You must only configure domains, IP ranges, repositories, cloud accounts and other assets that you own or are expressly authorised in writing to assess. You are responsible for obtaining that authorisation and for keeping your target list accurate.',
        },
        { kind: 'paragraph', text: 'You must not use the Services to:' },
        {
          kind: 'list',
          items: [
            'scan, test or monitor assets without the owner’s authorisation;',
            'exploit vulnerabilities, access data you are not entitled to access, or disrupt any system or network;',
            'use discovered credentials or secrets for any purpose other than notifying the owner and revoking them;',
            'break the law, including data protection, computer misuse and export control laws;',
            'reverse engineer, resell or sublicense the Services, except as the law expressly permits or we agree in writing; or',
            'interfere with or attempt to bypass the security, rate limits or redaction controls of the Services.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The Platform honours robots.txt directives and websites’ terms of use by default, and redacts sensitive data by default. You must not disable these safeguards except where we allow it in writing for assets you own.',
        },
      ],
    },
    {
      id: 'customer-data',
      title: 'Customer data and privacy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You own the data you provide to the Services and the findings and evidence the Platform produces for you (“Customer Data”). You grant us a limited licence to host, process and display Customer Data only to provide, secure and support the Services. We do not sell Customer Data.',
        },
        {
          kind: 'paragraph',
          text: 'Where we process personal data on your behalf, our data processing agreement applies and forms part of these Terms. We encrypt Customer Data at rest with AES-256 and in transit with TLS 1.3. How we handle personal information, including how long we keep it, is described in our Privacy Policy.',
          link: { label: 'Read the Privacy Policy', to: '/legal/privacy-policy' },
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
          text: 'In VPC and on-premises deployments, Customer Data stays in your environment and you control its retention.',
        },
      ],
    },
    {
      id: 'professional-services',
      title: 'Professional services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Custom software services, such as C++, AI/ML, GPU acceleration and compiler back-end work, proofs of concept and knowledge transfer, are provided under a statement of work that sets out the scope, deliverables, milestones, acceptance criteria and fees. Unless a statement of work says otherwise, you own the deliverables created specifically for you once you have paid for them in full, and we keep ownership of our pre-existing tools, libraries and know-how, which we license to you as needed to use those deliverables.',
        },
      ],
    },
    {
      id: 'fees',
      title: 'Fees, billing and cancellation',
      blocks: [
        {
          kind: 'list',
          items: [
            'Subscriptions are billed monthly or annually in advance, as chosen in your order form.',
            'Fees are non-refundable, except where these Terms or the law say otherwise. Partial periods are not refunded.',
            'You may cancel a subscription at any time. Cancellation takes effect at the end of the current billing period, and you keep access to the Services until then.',
            'Subscriptions renew automatically for the same billing period unless cancelled before the period ends.',
            'We will give you at least 30 days’ notice of any price change. A new price applies from your next billing period after the notice period ends.',
            'Fees exclude taxes, which are added where the law requires. Professional services are invoiced as set out in their statement of work, for example by milestone.',
            'Invoices are due within 30 days of issue. If an undisputed payment is overdue, we may suspend the Services after giving you written notice.',
          ],
        },
      ],
    },
    {
      id: 'service-levels',
      title: 'Service levels and support',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For the SaaS Platform we target availability of 99.9% per calendar month, excluding scheduled maintenance announced in advance and events outside our reasonable control. Service credits, if any, are set out in your order form and are your sole remedy for missing the uptime target.',
        },
        {
          kind: 'paragraph',
          text: 'For VPC and on-premises deployments, availability depends on infrastructure you operate. We provide updates, security patches and support as described in your order form. We respond to support requests and inquiries within 24 hours.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We and our licensors own the Services, including the software, documentation, models, designs and trademarks, and all improvements to them. Subject to these Terms and to payment of the fees, we grant you a non-exclusive, non-transferable right to use the Services for your internal business purposes during your subscription. If you send us feedback, we may use it without any obligation to you.',
        },
        {
          kind: 'paragraph',
          text: 'Where we make source code available to on-premises customers for security review, you may use it only for that review, under the confidentiality terms below.',
        },
      ],
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Each party will protect the other’s confidential information with at least reasonable care, use it only to perform or receive the Services, and disclose it only to people who need to know it and are bound by equivalent duties. Findings about your assets are your confidential information. These duties do not apply to information that is public, already known to the recipient, independently developed or lawfully received from a third party, and a party may disclose information where the law requires it.',
        },
      ],
    },
    {
      id: 'warranties',
      title: 'Warranties and disclaimers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We warrant that we will provide the Services with reasonable skill and care and in line with their documentation. If they do not, tell us and we will correct the Services or, if we cannot, you may terminate the affected Services and receive a refund of prepaid fees for the period after termination.',
        },
        {
          kind: 'paragraph',
          text: 'Except as stated in these Terms, and to the extent the law allows, the Services are provided “as is”. No exposure monitoring tool can find every asset or vulnerability, and we do not warrant that the Services will detect every exposure or prevent every security incident.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To the extent the law allows, each party’s total liability arising out of or in connection with these Terms is capped at the fees paid by you to us in the 12 months before the event giving rise to the claim.',
        },
        {
          kind: 'paragraph',
          text: 'Neither party is liable for indirect or consequential loss, or for loss of profits, revenue, goodwill or data, even if it was foreseeable.',
        },
        {
          kind: 'paragraph',
          text: 'Nothing in these Terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, or for fraud, or rights that consumers have under mandatory law in Brazil, the United States or the United Kingdom.',
        },
      ],
    },
    {
      id: 'indemnity',
      title: 'Indemnification',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You will defend and indemnify us against third-party claims arising from your configuration of targets you were not authorised to assess, or from your use of the Services in breach of these Terms or the law. We will defend and indemnify you against third-party claims that the Services, used as permitted, infringe that party’s intellectual property rights.',
        },
      ],
    },
    {
      id: 'termination',
      title: 'Term, suspension and termination',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These Terms apply for as long as you use the Services. Either party may terminate for material breach that is not remedied within 30 days of written notice. On termination your right to use the Services ends. During the following 30 days you may export your Customer Data, after which we delete it in line with our retention periods, unless the law requires us to keep it.',
        },
        {
          kind: 'paragraph',
          text: 'Sections that by their nature should survive termination, including fees owed, intellectual property, confidentiality, limitation of liability and governing law, continue to apply.',
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law and jurisdiction',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The law that applies, and the courts that decide disputes, depend on where the contracting Customer is established:',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Brazil',
              text: 'The laws of the Federative Republic of Brazil; the courts of the city of São Paulo.',
            },
            {
              term: 'United States',
              text: 'The laws of the State of Delaware, without regard to its conflict-of-law rules; the state and federal courts in Delaware.',
            },
            {
              term: 'United Kingdom and the rest of the world',
              text: 'The laws of England and Wales; the courts of England and Wales.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Before starting proceedings, each party will try in good faith to resolve a dispute through discussion between senior representatives for 30 days. Either party may still seek urgent interim relief from a competent court.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these Terms to reflect changes in the Services or in the law. We will give at least 30 days’ notice of material changes by posting the updated Terms on this page and by email to account owners. The changes take effect when the notice period ends; if you do not agree with them, you may cancel your subscription before then, and cancellation takes effect at the end of your current billing period. The “Last updated” date at the top shows when the Terms last changed.',
        },
      ],
    },
    {
      id: 'general',
      title: 'General',
      blocks: [
        {
          kind: 'list',
          items: [
            'Neither party is liable for delays caused by events outside its reasonable control.',
            'You may not assign these Terms without our consent, except to a successor of your business. We may assign them to an affiliate or a successor, and will tell you if we do.',
            'If a court finds any provision unenforceable, the rest of these Terms remain in force.',
            'Not enforcing a provision is not a waiver of it.',
            'These Terms, with any order form, statement of work and data processing agreement, are the entire agreement between us about the Services.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you have questions about these Terms, contact us through our contact page. We’ll get back to you within 24 hours.',
          link: { label: 'Contact us', to: '/contact' },
        },
      ],
    },
  ],
};
