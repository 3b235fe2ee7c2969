import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { type ApiPath, HONEYPOT_FIELD, leadFormPayload } from '@site/contracts';
import { useLeadSubmission, type Notice } from '@site/web-api';
import { focusFirstInvalidField } from './focus-first-invalid';
import { type LeadFormSchemas, lazySchemas } from './lazy-schemas';
import { useProofOfWork } from './proof-of-work/use-proof-of-work';

export interface LeadFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>, TApiSchema extends z.ZodObject> {
  /**
   * Loads the form's zod schema (API fields + privacyAccepted) and the API's (the payload is the validated values it
   * knows, see leadFormPayload: never privacyAccepted): LAZY_LEAD_FORMS of @site/contracts. Called when the visitor
   * reaches for the form, or at the latest on the first submit, so zod is not part of the page's first load.
   */
  loadSchemas: () => Promise<LeadFormSchemas<TSchema, TApiSchema>>;
  defaults: DefaultValues<z.input<TSchema>>;
  path: ApiPath;
  /** Values posted over the form's own (e.g. the inquiry type a page sets). */
  overrides?: Record<string, unknown>;
  /** The toasts after the post (a form's text object with `success` and `failure` will do). */
  notices: { success: Notice; failure: Notice };
}

/**
 * A lead form's state: react-hook-form validated by the shared schema (loaded on demand), submission through the API
 * with toasts, cleared on success, kept on failure; `formProps` are spread on `<LeadForm>`. Each post carries the proof
 * of work and the fill time (useProofOfWork) besides the lead's fields.
 */
export function useLeadForm<TSchema extends z.ZodType<FieldValues, FieldValues>, TApiSchema extends z.ZodObject>({
  loadSchemas,
  defaults,
  path,
  overrides,
  notices: { success, failure },
}: LeadFormOptions<TSchema, TApiSchema>) {
  const [schemas] = useState(() => lazySchemas(loadSchemas));
  // The first invalid field is focused in page order (focusFirstInvalidField), not in registration order.
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: schemas.resolver,
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const proofOfWork = useProofOfWork();
  const submission = useLeadSubmission<z.output<TApiSchema>>(path, {
    success,
    failure,
    onAccepted: () => {
      form.reset(defaults);
      proofOfWork.reset();
    },
    evidence: proofOfWork.evidence,
  });
  const onSubmit = form.handleSubmit(
    // Validated, so the schemas are loaded.
    async (data) => submission.mutate(leadFormPayload((await schemas.schemas()).apiSchema, { ...data, ...overrides })),
    (errors, event) => focusFirstInvalidField(event?.target instanceof HTMLFormElement ? event.target : null, errors),
  );
  // Every lead form's schema carries the honeypot field (@site/contracts); the generic type cannot say so.
  const honeypot = form.register(HONEYPOT_FIELD as Path<z.input<TSchema>>);
  /**
   * What `<LeadForm>` takes from the form's state: where it posts without script, the handler, the honeypot, the proof
   * of work, and what starts loading the schemas when the visitor reaches for the form.
   */
  const formProps = { action: path, onSubmit, honeypot, proofOfWork, prepare: schemas.prepare };
  return { form, formProps, sending: submission.isPending, errors: form.formState.errors };
}
