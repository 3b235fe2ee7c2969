import type { z } from 'zod';

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
