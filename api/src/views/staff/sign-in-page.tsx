import { SIGN_IN_PATH, SSO_PATH } from '../../staff/staff-paths.js';
import { Button, CsrfField, Field, LinkButton, TextInput } from '../controls.js';
import { StaffDocument } from './staff-document.js';

export interface SignInPageProps {
  stylesheet: string | undefined;
  csrfToken: string;
  /** The local staff page to open after signing in (already validated). */
  returnTo: string;
  /** Why the last attempt failed; the same text for an unknown user and a wrong password. */
  error?: string;
  /** Whether single sign-on is configured: a link to it is shown. */
  singleSignOn?: boolean;
}

/** The sign-in form. It never echoes the username back, so a failed attempt's page says nothing about the account. */
export function SignInPage({ stylesheet, csrfToken, returnTo, error, singleSignOn }: SignInPageProps) {
  return (
    <StaffDocument title="Sign in" stylesheet={stylesheet}>
      <div className="mx-auto max-w-sm">
        <h1 className="mb-2 text-2xl font-semibold text-foreground">Staff sign-in</h1>
        <p className="mb-6 text-sm text-muted-foreground">The lead inbox and the queues are for the sales team.</p>
        <form method="post" action={SIGN_IN_PATH} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <Field id="username" label="Username">
            <TextInput
              id="username"
              name="username"
              autoComplete="username"
              required
              maxLength={100}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'sign-in-error' : undefined}
            />
          </Field>
          <Field id="password" label="Password">
            <TextInput
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1024}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'sign-in-error' : undefined}
            />
          </Field>
          {error ? (
            <p id="sign-in-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <Button>Sign in</Button>
        </form>
        {singleSignOn ? (
          // A link, not a form: the answer redirects to the provider, which form-action 'self' would block.
          <p className="mt-4">
            <LinkButton variant="secondary" href={`${SSO_PATH}?${new URLSearchParams({ returnTo })}`}>
              Sign in with single sign-on
            </LinkButton>
          </p>
        ) : null}
      </div>
    </StaffDocument>
  );
}
