/** Upper bounds of every lead field, shared by the schemas, the forms (maxLength) and the database columns. */
export const FIELD_LIMITS = {
  /** RFC 5321 path limit. */
  workEmail: 254,
  fullName: 200,
  company: 200,
  message: 5000,
  preferredTime: 200,
  purpose: 2000,
  inquiryType: 64,
} as const;

export type LimitedField = keyof typeof FIELD_LIMITS;
