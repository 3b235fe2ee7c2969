import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ApiPath } from '@site/contracts';
import { HoneypotField } from '@site/ui';
import { ProofOfWorkNote } from './proof-of-work/proof-of-work-note';
import type { ProofOfWork } from './proof-of-work/use-proof-of-work';
import { useIsHydrated } from './use-is-hydrated';

/**
 * The <form> element of a lead form. Before hydration (or without JavaScript) it is a plain HTML form posting to
 * the API with native validation; once hydrated, `onSubmit` (react-hook-form) validates with the schema's
 * messages (the schemas load when the visitor reaches for the form) and posts JSON. Carries the hidden honeypot and,
 * once hydrated, the proof of work: the hidden ALTCHA widget, started by the first input, and a small note of its state.
 */
export function LeadForm({
  action,
  onSubmit,
  titleId,
  honeypot,
  proofOfWork,
  prepare,
  children,
  className,
}: {
  action: ApiPath;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** id of the heading that names the form. */
  titleId: string;
  /** `register(HONEYPOT_FIELD)` of the form. */
  honeypot: UseFormRegisterReturn;
  /** useProofOfWork() of the form (useLeadForm's formProps carry it). */
  proofOfWork?: Pick<ProofOfWork, 'slot' | 'prepare' | 'onInput' | 'status'>;
  /** Started when the visitor reaches for the form (focus inside it), with the proof of work: loading its schemas. */
  prepare?: () => void;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useIsHydrated();
  return (
    <form
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={() => {
        prepare?.();
        proofOfWork?.prepare();
      }}
      onInput={proofOfWork?.onInput}
      aria-labelledby={titleId}
      className={className}
    >
      <HoneypotField {...honeypot} />
      {children}
      {proofOfWork ? (
        <>
          <span ref={proofOfWork.slot} hidden />
          <ProofOfWorkNote status={proofOfWork.status} />
        </>
      ) : null}
    </form>
  );
}
