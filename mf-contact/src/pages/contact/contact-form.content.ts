/** Texts of the two forms on /contact. */
export const FIELD_LABELS = {
  workEmail: 'Work Email',
  fullName: 'Full Name',
  company: 'Company',
  role: 'Role',
  deploymentInterest: 'Deployment Interest',
  message: 'Message',
  preferredTime: 'Preferred Time',
} as const;

export const FIELD_PLACEHOLDERS = {
  workEmail: 'you@company.com',
  fullName: 'Jane Doe',
  company: 'Acme Corp',
  role: 'Select your role',
  deploymentInterest: 'Select a deployment option',
  message: 'Tell us about your environment, asset count or compliance scope.',
  preferredTime: 'e.g. Tuesday or Thursday mornings, CET',
} as const;

export const CONTACT_FORM_TEXT = {
  title: 'Send us a message',
  submit: 'Send Message',
  submitting: 'Sending...',
  success: { title: 'Message sent!', description: "We'll get back to you within 24 hours." },
  failure: { title: 'Error sending message', description: 'Please try again later.' },
} as const;

export const DEMO_FORM_TEXT = {
  title: 'Prefer a live walkthrough? Request a demo',
  intro: 'A 30-minute session on your own external footprint with an engineer: discovery, validation and a signed evidence pack.',
  submit: 'Request Demo',
  submitting: 'Sending...',
  success: { title: 'Demo requested!', description: "We'll get back to you within 24 hours to confirm a time." },
  failure: { title: 'Error sending request', description: 'Please try again later.' },
} as const;
