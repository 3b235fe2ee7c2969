import { CONTACT_FORM_DEFAULTS, contactFormSchema, contactSubmissionSchema, type ContactFormValues } from './contact-submission.js';
import { leadFormPayload } from './lead-forms.js';

const valid = {
  workEmail: 'jane.doe@acme-security.com',
  fullName: 'Jane Doe',
  company: 'Acme Security',
  role: 'ciso',
  deploymentInterest: 'on-premises',
  message: 'We need an air-gapped PoC.',
} as const;

/** path -> message for every issue of a failed parse. */
function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contactSubmissionSchema (server payload)', () => {
  it('accepts a complete valid payload', () => {
    expect(contactSubmissionSchema.parse(valid)).toEqual(valid);
  });

  it('needs only workEmail, fullName, company and role', () => {
    const minimal = { workEmail: valid.workEmail, fullName: 'Jane', company: 'Acme', role: 'other' };
    expect(contactSubmissionSchema.parse(minimal)).toEqual(minimal);
  });

  it('trims every string', () => {
    const parsed = contactSubmissionSchema.parse({
      ...valid,
      workEmail: `  ${valid.workEmail}  `,
      fullName: '  Jane Doe ',
      company: '\tAcme Security\n',
      message: '  hello  ',
    });
    expect(parsed).toMatchObject({
      workEmail: valid.workEmail,
      fullName: 'Jane Doe',
      company: 'Acme Security',
      message: 'hello',
    });
  });

  it('treats empty, blank or null optional fields as absent', () => {
    const parsed = contactSubmissionSchema.parse({
      ...valid,
      deploymentInterest: '',
      message: '   ',
      inquiryType: null,
    });
    expect(parsed).toEqual({
      workEmail: valid.workEmail,
      fullName: valid.fullName,
      company: valid.company,
      role: valid.role,
    });
    expect(parsed.message).toBeUndefined();
    expect(JSON.stringify(parsed)).not.toContain('message');
  });

  it('gives a clear message for every missing required field', () => {
    expect(issuesOf(contactSubmissionSchema.safeParse({}))).toEqual({
      workEmail: 'Invalid email address.',
      fullName: 'Full name is required.',
      company: 'Company is required.',
      role: 'Role is required.',
    });
  });

  it('treats blank required text as missing', () => {
    const result = contactSubmissionSchema.safeParse({ ...valid, fullName: '   ', company: '', role: '' });
    expect(issuesOf(result)).toEqual({
      fullName: 'Full name is required.',
      company: 'Company is required.',
      role: 'Role is required.',
    });
  });

  it('applies the e-mail rules', () => {
    expect(issuesOf(contactSubmissionSchema.safeParse({ ...valid, workEmail: 'not-an-email' }))).toEqual({
      workEmail: 'Invalid email address.',
    });
    expect(issuesOf(contactSubmissionSchema.safeParse({ ...valid, workEmail: 'jane@yahoo.co.uk' }))).toEqual({
      workEmail: 'Please use a business email address.',
    });
  });

  it('rejects values outside the option lists', () => {
    const result = contactSubmissionSchema.safeParse({ ...valid, role: 'ceo', deploymentInterest: 'mainframe' });
    expect(issuesOf(result)).toEqual({
      role: 'Please select a valid role.',
      deploymentInterest: 'Please select a valid deployment option.',
    });
  });

  it('bounds the lengths of names and message', () => {
    const atLimit = { ...valid, fullName: 'x'.repeat(200), company: 'y'.repeat(200), message: 'z'.repeat(5000) };
    expect(contactSubmissionSchema.safeParse(atLimit).success).toBe(true);
    const overLimit = { ...valid, fullName: 'x'.repeat(201), company: 'y'.repeat(201), message: 'z'.repeat(5001) };
    expect(issuesOf(contactSubmissionSchema.safeParse(overLimit))).toEqual({
      fullName: 'Full name must be at most 200 characters.',
      company: 'Company must be at most 200 characters.',
      message: 'Message must be at most 5000 characters.',
    });
  });

  it('rejects a message that is not text', () => {
    expect(issuesOf(contactSubmissionSchema.safeParse({ ...valid, message: 42 }))).toEqual({
      message: 'Message must be text.',
    });
  });

  it('rejects unknown keys, privacyAccepted included', () => {
    const result = contactSubmissionSchema.safeParse({ ...valid, privacyAccepted: true, isAdmin: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['privacyAccepted', 'isAdmin'] })]);
  });

  describe('inquiryType', () => {
    const slugs = ['proposal', 'cpp-project', 'ai-ml-initiative', 'gpu-acceleration', 'mlops-quickstart'];
    it.each(slugs)('accepts %p', (slug) => {
      expect(contactSubmissionSchema.parse({ ...valid, inquiryType: slug }).inquiryType).toBe(slug);
    });

    const notSlugs = ['Proposal', 'cpp project', '-proposal', 'proposal-', 'a--b', '<script>', 'x'.repeat(65)];
    it.each(notSlugs)('rejects %p', (slug) => {
      expect(issuesOf(contactSubmissionSchema.safeParse({ ...valid, inquiryType: slug }))).toEqual({
        inquiryType: 'Inquiry type must be a short lowercase slug such as "proposal".',
      });
    });
  });
});

describe('contactFormSchema (browser form)', () => {
  const formValues: ContactFormValues = { ...valid, privacyAccepted: true };

  it('accepts the form when the privacy policy is accepted', () => {
    expect(contactFormSchema.parse(formValues)).toEqual(formValues);
  });

  it.each([false, undefined, 'true', 1])(
    'rejects privacyAccepted = %p with exactly "You must accept the privacy policy to continue."',
    (privacyAccepted) => {
      expect(issuesOf(contactFormSchema.safeParse({ ...valid, privacyAccepted }))).toEqual({
        privacyAccepted: 'You must accept the privacy policy to continue.',
      });
    },
  );

  it('reports every required-field message on the empty form', () => {
    expect(issuesOf(contactFormSchema.safeParse(CONTACT_FORM_DEFAULTS))).toEqual({
      workEmail: 'Invalid email address.',
      fullName: 'Full name is required.',
      company: 'Company is required.',
      role: 'Role is required.',
      privacyAccepted: 'You must accept the privacy policy to continue.',
    });
  });

  it('reads an unpicked or missing role as "Role is required." and an unknown one as invalid', () => {
    expect(issuesOf(contactFormSchema.safeParse({ ...formValues, role: '' }))).toEqual({ role: 'Role is required.' });
    expect(issuesOf(contactFormSchema.safeParse({ ...formValues, role: undefined }))).toEqual({
      role: 'Role is required.',
    });
    expect(issuesOf(contactFormSchema.safeParse({ ...formValues, role: 'ceo' }))).toEqual({
      role: 'Please select a valid role.',
    });
  });

  it('applies the business e-mail rule', () => {
    expect(issuesOf(contactFormSchema.safeParse({ ...formValues, workEmail: 'jane@hotmail.fr' }))).toEqual({
      workEmail: 'Please use a business email address.',
    });
  });
});

describe('leadFormPayload of the contact form', () => {
  it('removes privacyAccepted and yields a payload the server schema accepts', () => {
    const form = contactFormSchema.parse({ ...valid, privacyAccepted: true, inquiryType: 'proposal' });
    const payload = leadFormPayload(contactSubmissionSchema, form);
    expect(payload).not.toHaveProperty('privacyAccepted');
    expect(payload).toEqual({ ...valid, inquiryType: 'proposal' });
    expect(contactSubmissionSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves out optional fields the visitor left empty', () => {
    const form = contactFormSchema.parse({ ...valid, deploymentInterest: '', message: '', privacyAccepted: true });
    const payload = leadFormPayload(contactSubmissionSchema, form);
    expect(JSON.parse(JSON.stringify(payload))).toEqual({
      workEmail: valid.workEmail,
      fullName: valid.fullName,
      company: valid.company,
      role: valid.role,
    });
  });

  it('drops keys the server does not know', () => {
    const form = { ...contactFormSchema.parse({ ...valid, privacyAccepted: true }), honeypot: 'x' };
    expect(contactSubmissionSchema.safeParse(leadFormPayload(contactSubmissionSchema, form)).success).toBe(true);
  });
});
