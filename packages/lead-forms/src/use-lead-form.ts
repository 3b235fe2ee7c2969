import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiPath } from '@site/contracts';
import { useLeadSubmission, type Notice } from '@site/web-api';
import { focusFirstInvalidField } from './focus-first-invalid';

export interface LeadFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>, TPayload> {
  /** The form's zod schema from @site/contracts (API fields + privacyAccepted). */
  schema: TSchema;
  defaults: DefaultValues<z.input<TSchema>>;
  path: ApiPath;
  /** Builds the API payload from the validated values (drops privacyAccepted). */
  toPayload: (data: z.output<TSchema>) => TPayload;
  success: Notice;
  failure: Notice;
}

/**
 * A lead form's state: react-hook-form validated by the shared schema, submission through the API with toasts,
 * cleared on success, kept on failure.
 */
export function useLeadForm<TSchema extends z.ZodType<FieldValues, FieldValues>, TPayload>({
  schema,
  defaults,
  path,
  toPayload,
  success,
  failure,
}: LeadFormOptions<TSchema, TPayload>) {
  // The first invalid field is focused in page order (focusFirstInvalidField), not in registration order.
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const submission = useLeadSubmission<TPayload>(path, { success, failure, onAccepted: () => form.reset(defaults) });
  const onSubmit = form.handleSubmit(
    (data) => submission.mutate(toPayload(data)),
    (errors, event) => focusFirstInvalidField(event?.target instanceof HTMLFormElement ? event.target : null, errors),
  );
  return { form, onSubmit, sending: submission.isPending, errors: form.formState.errors };
}
