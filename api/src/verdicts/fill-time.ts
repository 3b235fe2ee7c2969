import { MIN_FORM_FILL_MS } from '@site/contracts';

/** The form was sent sooner after the first keystroke than a person types it (only JavaScript forms report the time). */
export function isFilledTooFast(formFillMs: number | undefined): boolean {
  return formFillMs !== undefined && formFillMs < MIN_FORM_FILL_MS;
}
