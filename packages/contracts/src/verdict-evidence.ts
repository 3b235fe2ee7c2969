/**
 * The form field that carries the ALTCHA proof of work (the widget's solution, base64 JSON). The browser's widget
 * fills it; a form posted without JavaScript and API clients send none, and their leads are `unverified`.
 */
export const PROOF_OF_WORK_FIELD = 'altcha';

/** The form field with how long the visitor took from the first keystroke to sending, in ms (JavaScript forms only). */
export const FORM_FILL_TIME_FIELD = 'formFillMs';

/** What the verdict is decided from, besides the lead's own fields. */
export interface VerdictEvidence {
  [PROOF_OF_WORK_FIELD]?: string | undefined;
  [FORM_FILL_TIME_FIELD]?: number | undefined;
}

/** The lead's fields without the verdict evidence (what is queued and stored). */
export function withoutVerdictEvidence<T extends VerdictEvidence>(data: T): Omit<T, keyof VerdictEvidence> {
  const { [PROOF_OF_WORK_FIELD]: _proof, [FORM_FILL_TIME_FIELD]: _fillTime, ...fields } = data;
  return fields;
}
