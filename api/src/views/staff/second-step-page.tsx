import { SIGN_IN_PATH, VERIFY_PATH } from '../../staff/staff-paths.js';
import { Button, CsrfField, Field, TextInput, TextLink } from '../controls.js';
import { StaffDocument } from './staff-document.js';

/** What the first sign-in shows to enrol the second factor. */
export interface EnrolmentView {
  /** The QR code of the `otpauth://` URI, as a data: URL of an SVG image. */
  qrDataUrl: string;
  /** The secret, for typing into an app that cannot scan. */
  secret: string;
  /** The recovery codes: the same set on every page of this sign-in until the enrolment is done. */
  recoveryCodes: readonly string[];
  /** True when the codes shown before in this sign-in no longer work and these replace them. */
  recoveryCodesRenewed: boolean;
}

export interface SecondStepPageProps {
  stylesheet: string | undefined;
  csrfToken: string;
  /** Why the last code was refused. */
  error?: string;
  /** Present on the first sign-in: the factor to enrol. */
  enrolment?: EnrolmentView;
}

/** The sign-in's second step: the authentication code, after enrolling the authenticator app on the first sign-in. */
export function SecondStepPage({ stylesheet, csrfToken, error, enrolment }: SecondStepPageProps) {
  return (
    <StaffDocument title={enrolment ? 'Set up your authenticator' : 'Authentication code'} stylesheet={stylesheet}>
      <div className="mx-auto max-w-md">
        {enrolment ? (
          <>
            <h1 className="mb-2 text-2xl font-semibold text-foreground">Set up your authenticator app</h1>
            <p className="mb-4 text-sm text-muted-foreground">
              Staff sign in with a second factor. Scan this code with an authenticator app (any app for time-based codes), or type the key below into
              it, then enter the 6-digit code it shows.
            </p>
            <img
              src={enrolment.qrDataUrl}
              alt="QR code of your authenticator key"
              width={200}
              height={200}
              className="mb-3 rounded-md bg-white p-2"
            />
            <p className="mb-4 text-sm text-muted-foreground">
              Key: <code className="break-all text-foreground">{enrolment.secret}</code>
            </p>
            <h2 className="mb-2 text-lg font-semibold text-foreground">Recovery codes</h2>
            <p className="mb-2 text-sm text-muted-foreground">
              Keep these somewhere safe: each signs you in once without your phone. They are shown only until your code is accepted; starting the
              sign-in again makes new ones.
            </p>
            {enrolment.recoveryCodesRenewed ? (
              <p role="status" className="mb-2 text-sm font-semibold text-foreground">
                These recovery codes are new: the ones shown before were replaced (by another sign-in or a reset) and no longer work.
              </p>
            ) : null}
            <ul aria-label="Recovery codes" className="mb-6 grid grid-cols-2 gap-1 font-mono text-sm text-foreground">
              {enrolment.recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <h1 className="mb-2 text-2xl font-semibold text-foreground">Authentication code</h1>
            <p className="mb-6 text-sm text-muted-foreground">Enter the 6-digit code your authenticator app shows, or one of your recovery codes.</p>
          </>
        )}
        <form method="post" action={VERIFY_PATH} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6">
          <CsrfField token={csrfToken} />
          <Field id="code" label="Authentication code">
            <TextInput
              id="code"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              maxLength={64}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'code-error' : undefined}
            />
          </Field>
          {error ? (
            <p id="code-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <Button>Verify</Button>
        </form>
        <p className="mt-4 text-sm">
          <TextLink href={SIGN_IN_PATH}>Start again</TextLink>
        </p>
      </div>
    </StaffDocument>
  );
}
