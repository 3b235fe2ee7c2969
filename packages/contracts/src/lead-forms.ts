import type { z } from 'zod';
import { API_PATHS } from './api-paths.js';
import {
  CONTACT_FORM_DEFAULTS,
  contactFormSchema,
  contactSubmissionSchema,
  formRoleSchema,
  PERSON_FORM_DEFAULTS,
  privacyAcceptedSchema,
} from './contact-submission.js';
import { demoRequestSchema } from './demo-request.js';
import { evidencePackRequestSchema } from './evidence-pack-request.js';

/** The demo request FORM: the API fields plus the privacy checkbox (never sent). */
export const demoRequestFormSchema = demoRequestSchema.extend({ role: formRoleSchema, privacyAccepted: privacyAcceptedSchema });
export type DemoRequestFormValues = z.input<typeof demoRequestFormSchema>;
export type DemoRequestFormData = z.output<typeof demoRequestFormSchema>;

export const DEMO_REQUEST_FORM_DEFAULTS = {
  ...PERSON_FORM_DEFAULTS,
  preferredTime: '',
  privacyAccepted: false,
} as const satisfies DemoRequestFormValues;

/** The evidence-pack request FORM: the API fields plus the privacy checkbox (never sent). */
export const evidencePackFormSchema = evidencePackRequestSchema.extend({ privacyAccepted: privacyAcceptedSchema });
export type EvidencePackFormValues = z.input<typeof evidencePackFormSchema>;
export type EvidencePackFormData = z.output<typeof evidencePackFormSchema>;

export const EVIDENCE_PACK_FORM_DEFAULTS = {
  workEmail: '',
  purpose: '',
  privacyAccepted: false,
} as const satisfies EvidencePackFormValues;

/**
 * A validated lead form's API payload: the fields the API schema knows, so never the privacy checkbox (it stays in
 * the browser; the server's strict schemas refuse it) nor a key the server does not know; optional fields the
 * visitor left empty are left out.
 */
export function leadFormPayload<S extends z.ZodObject>(apiSchema: S, form: object): z.output<S> {
  const values = form as Record<string, unknown>;
  const known = Object.keys(apiSchema.shape).filter((key) => values[key] !== undefined);
  return Object.fromEntries(known.map((key) => [key, values[key]])) as z.output<S>;
}

/** Every lead form of the site: its form schema, its empty values, where it posts, and the API's schema of what it posts. */
export const LEAD_FORMS = {
  contact: { schema: contactFormSchema, defaults: CONTACT_FORM_DEFAULTS, path: API_PATHS.contactSubmissions, apiSchema: contactSubmissionSchema },
  demoRequest: { schema: demoRequestFormSchema, defaults: DEMO_REQUEST_FORM_DEFAULTS, path: API_PATHS.demoRequests, apiSchema: demoRequestSchema },
  evidencePack: {
    schema: evidencePackFormSchema,
    defaults: EVIDENCE_PACK_FORM_DEFAULTS,
    path: API_PATHS.evidencePackRequests,
    apiSchema: evidencePackRequestSchema,
  },
} as const;
