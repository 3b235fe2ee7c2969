import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ApiPath } from '@site/contracts';
import { HoneypotField } from '@site/ui';
import { useIsHydrated } from './use-is-hydrated';

/**
 * The <form> element of a lead form. Before hydration (or without JavaScript) it is a plain HTML form posting to
 * the API with native validation; once hydrated, `onSubmit` (react-hook-form) validates with the schema's
 * messages and posts JSON. Carries the hidden honeypot.
 */
export function LeadForm({
  action,
  onSubmit,
  titleId,
  honeypot,
  children,
  className,
}: {
  action: ApiPath;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** id of the heading that names the form. */
  titleId: string;
  /** `register(HONEYPOT_FIELD)` of the form. */
  honeypot: UseFormRegisterReturn;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useIsHydrated();
  return (
    <form method="post" action={action} noValidate={hydrated} onSubmit={onSubmit} aria-labelledby={titleId} className={className}>
      <HoneypotField {...honeypot} />
      {children}
    </form>
  );
}
