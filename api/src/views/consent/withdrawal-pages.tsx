import { Button } from '../controls.js';
import { PublicDocument } from '../public-document.js';

const HEADING = 'mb-4 text-2xl font-semibold text-foreground';

/**
 * The confirmation page a withdrawal link opens (GET): one button that POSTs. Opening the link withdraws nothing:
 * mail scanners open the links of a message before its reader does.
 */
export function WithdrawalConfirmationPage({ stylesheet, action }: { stylesheet: string | undefined; action: string }) {
  return (
    <PublicDocument title="Withdraw consent" stylesheet={stylesheet}>
      <h1 className={HEADING}>Withdraw your consent?</h1>
      <p className="mb-4">
        We will stop writing to this address and delete everything you sent us through our site: your requests, the details you entered and our
        records of the emails about them.
      </p>
      <form method="post" action={action}>
        <Button>Withdraw consent</Button>
      </form>
    </PublicDocument>
  );
}

/** After the withdrawal: what was done. */
export function WithdrawnPage({ stylesheet }: { stylesheet: string | undefined }) {
  return (
    <PublicDocument title="Consent withdrawn" stylesheet={stylesheet}>
      <h1 className={`${HEADING} text-safety-green`}>Consent withdrawn</h1>
      <p>We will not write to this address again unless you contact us again, and the details you sent us have been deleted.</p>
    </PublicDocument>
  );
}

/** A link used before (or the data is gone otherwise): nothing is left to withdraw. */
export function AlreadyWithdrawnPage({ stylesheet }: { stylesheet: string | undefined }) {
  return (
    <PublicDocument title="Already withdrawn" stylesheet={stylesheet}>
      <h1 className={HEADING}>Already withdrawn</h1>
      <p>
        Your consent was already withdrawn: we hold nothing you sent us through this link any more, and we will not write to you again unless you
        contact us again.
      </p>
    </PublicDocument>
  );
}

/** A link that is not one we sent (cut off or altered). */
export function InvalidWithdrawalLinkPage({ stylesheet }: { stylesheet: string | undefined }) {
  return (
    <PublicDocument title="Invalid link" stylesheet={stylesheet}>
      <h1 className={HEADING}>This link is not valid</h1>
      <p>
        The link may be cut off or altered. Open it again from the email, or write to us through the contact page and start your message with “Privacy
        request”.
      </p>
    </PublicDocument>
  );
}
