import { z } from './zod-config.js';
import { workEmailSchema } from './email.js';
import { companySchema, fullNameSchema } from './fields.js';
import { roleSchema } from './options.js';

/** The fields of a person's leads staff can correct, as the lead forms name them. */
export const CORRECTABLE_FIELDS = ['fullName', 'company', 'role', 'workEmail'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export const CORRECTION_EMPTY_MESSAGE = 'Name at least one field to correct: fullName, company, role or workEmail.';

/**
 * A correction of a person's data (`PATCH /api/people/:email`, the People page's form, `people.js correct`): the
 * fields to change, each read exactly as the lead forms read it (a business work email, a role of the form's list,
 * name and company required and bounded), at least one. A field left out stays as stored.
 */
export const personCorrectionSchema = z
  .strictObject({
    fullName: fullNameSchema.optional(),
    company: companySchema.optional(),
    role: roleSchema.optional(),
    workEmail: workEmailSchema.optional(),
  })
  .refine((fields) => CORRECTABLE_FIELDS.some((field) => fields[field] !== undefined), { error: CORRECTION_EMPTY_MESSAGE });

export type PersonCorrection = z.output<typeof personCorrectionSchema>;
