import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { type ApiPath, HONEYPOT_FIELD, leadFormPayload } from '@site/contracts';
import { useLeadSubmission, type Notice } from '@site/web-api';
import { focusFirstInvalidField } from './focus-first-invalid';
import { useProofOfWork } from './proof-of-work/use-proof-of-work';

export interface LeadFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>, TApiSchema extends z.ZodObject> {
  /** The form's zod schema from @site/contracts (API fields + privacyAccepted). */
  schema: TSchema;
  defaults: DefaultValues<z.input<TSchema>>;
  path: ApiPath;
  /** The API's schema: the payload is the validated values it knows (leadFormPayload: never privacyAccepted). */
  apiSchema: TApiSchema;
  /** Values posted over the form's own (e.g. the inquiry type a page sets). */
  overrides?: Record<string, unknown>;
  /** The toasts after the post (a form's text object with `success` and `failure` will do). */
  notices: { success: Notice; failure: Notice };
}

/**
 * A lead form's state: react-hook-form validated by the shared schema, submission through the API with toasts,
 * cleared on success, kept on failure; `formProps` are spread on `<LeadForm>`. Each post carries the proof of work
 * and the fill time (useProofOfWork) besides the lead's fields.
 */
export function useLeadForm<TSchema extends z.ZodType<FieldValues, FieldValues>, TApiSchema extends z.ZodObject>({
  schema,
  defaults,
  path,
  apiSchema,
  overrides,
  notices: { success, failure },
}: LeadFormOptions<TSchema, TApiSchema>) {
  // The first invalid field is focused in page order (focusFirstInvalidField), not in registration order.
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
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
    (data) => submission.mutate(leadFormPayload(apiSchema, { ...data, ...overrides })),
    (errors, event) => focusFirstInvalidField(event?.target instanceof HTMLFormElement ? event.target : null, errors),
  );
  // Every lead form's schema carries the honeypot field (@site/contracts); the generic type cannot say so.
  const honeypot = form.register(HONEYPOT_FIELD as Path<z.input<TSchema>>);
  /** What `<LeadForm>` takes from the form's state: where it posts without script, the handler, the honeypot, the proof of work. */
  const formProps = { action: path, onSubmit, honeypot, proofOfWork };
  return { form, formProps, sending: submission.isPending, errors: form.formState.errors };
}
