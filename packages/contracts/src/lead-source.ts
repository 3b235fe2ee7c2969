import { z } from './zod-config.js';
import { intakeString } from './intake-text.js';
import { LEAD_SOURCE_LIMITS, type LeadSource } from './lead-source-parts.js';

const SOURCE_MESSAGE = 'Lead source must hold short text values only.';

/** Source values are trimmed like every other field (a spreadsheet that trims spaces would read ` =1+1` as a formula). */
const urlText = intakeString({ error: SOURCE_MESSAGE }).trim().max(LEAD_SOURCE_LIMITS.url, { error: SOURCE_MESSAGE }).optional();
const utmText = intakeString({ error: SOURCE_MESSAGE }).trim().max(LEAD_SOURCE_LIMITS.utm, { error: SOURCE_MESSAGE }).optional();

export const leadSourceSchema = z.strictObject(
  {
    /** The site page (path + query) the visitor was on before the form's page; absent when they landed on it. */
    page: urlText,
    /** The first page of the visit (path + query). */
    landingPage: urlText,
    /** The referrer of the landing page (another site), when the browser sent one. */
    referrer: urlText,
    utm: z
      .strictObject(
        {
          source: utmText,
          medium: utmText,
          campaign: utmText,
          term: utmText,
          content: utmText,
        },
        { error: SOURCE_MESSAGE },
      )
      .optional(),
  },
  { error: SOURCE_MESSAGE },
);

/** Compile-time check: the schema's output is the zod-free `LeadSource` of lead-source-parts.ts, both ways. */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesLeadSource: SameShape<z.output<typeof leadSourceSchema>, LeadSource> = true;
void schemaMatchesLeadSource;

/** Optional `source` of every lead body. */
export const optionalLeadSourceSchema = leadSourceSchema.optional();
