import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ApiPath } from '@site/contracts';
import { toast } from '@site/ui';
import { apiRequest } from './api-client';
import { IdempotencyKeys } from './idempotency-key';
import { visitLeadSource } from './visit-source';
import { siteQueryClient } from './query-client';

export interface Notice {
  title: string;
  description: string;
}

export interface LeadSubmissionOptions {
  /** Toast after the API accepted the lead. */
  success: Notice;
  /** Destructive toast on any failure (the entries stay in the form). */
  failure: Notice;
  /** Called after success (e.g. to clear the form). */
  onAccepted?: (id: string) => void;
  /**
   * Fields added to each post that are not the lead's own (the proof of work and the fill time, for its verdict):
   * asked for at every attempt, and never part of the Idempotency-Key's payload, so a retry of the same lead with
   * a fresh proof of work keeps its key.
   */
  evidence?: () => Promise<object>;
}

/**
 * Posts one lead to its API path: JSON with credentials, an Idempotency-Key per distinct submission,
 * the visit's lead source, and on success invalidates the cached list for that path and shows the success toast.
 */
export function useLeadSubmission<TPayload>(path: ApiPath, { success, failure, onAccepted, evidence }: LeadSubmissionOptions) {
  const [queryClient] = useState(siteQueryClient);
  const keys = useRef(new IdempotencyKeys());
  return useMutation(
    {
      mutationFn: async (payload: TPayload) => {
        const key = keys.current.keyFor(payload);
        // The visit's source travels with the lead (landing page, utm_*, referrer, the page before the form).
        const source = visitLeadSource();
        const extra = evidence ? await evidence() : {};
        const body = { ...payload, ...(source ? { source } : {}), ...extra };
        const res = await apiRequest('POST', path, body, { headers: { 'Idempotency-Key': key } });
        return (await res.json()) as { id: string };
      },
      onSuccess: async ({ id }) => {
        keys.current.reset();
        onAccepted?.(id);
        toast(success);
        await queryClient.invalidateQueries({ queryKey: [path] });
      },
      onError: () => {
        toast({ ...failure, variant: 'destructive' });
      },
    },
    queryClient,
  );
}
