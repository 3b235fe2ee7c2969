import { contactFormSchema, contactSubmissionSchema, formRoleSchema, privacyAcceptedSchema } from './contact-submission.js';
import { demoRequestSchema } from './demo-request.js';
import { evidencePackRequestSchema } from './evidence-pack-request.js';
import type { z } from './zod-config.js';

/** The demo request FORM: the API fields plus the privacy checkbox (never sent). */
export const demoRequestFormSchema = demoRequestSchema.extend({ role: formRoleSchema, privacyAccepted: privacyAcceptedSchema });
export type DemoRequestFormValues = z.input<typeof demoRequestFormSchema>;
export type DemoRequestFormData = z.output<typeof demoRequestFormSchema>;

/** The evidence-pack request FORM: the API fields plus the privacy checkbox (never sent). */
export const evidencePackFormSchema = evidencePackRequestSchema.extend({ privacyAccepted: privacyAcceptedSchema });
export type EvidencePackFormValues = z.input<typeof evidencePackFormSchema>;
export type EvidencePackFormData = z.output<typeof evidencePackFormSchema>;

/**
 * The zod schemas of every lead form: the form's (what the visitor fills in) and the API's (what is posted). Loaded
 * by the browser only when a visitor reaches for a form (LAZY_LEAD_FORMS): zod is the larger part of a form page's script.
 */
export const LEAD_FORM_SCHEMAS = {
  contact: { schema: contactFormSchema, apiSchema: contactSubmissionSchema },
  demoRequest: { schema: demoRequestFormSchema, apiSchema: demoRequestSchema },
  evidencePack: { schema: evidencePackFormSchema, apiSchema: evidencePackRequestSchema },
} as const;
