import { isValid } from 'mailchecker';

/**
 * The address is at a disposable-email provider, by the `mailchecker` package's maintained list (which also checks
 * the parent domains of a subdomain). The address has passed the lead schema already, so mailchecker's own syntax
 * check refuses nothing else.
 */
export function isDisposableEmail(email: string): boolean {
  return !isValid(email);
}
