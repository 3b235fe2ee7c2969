import { ValidationFailedException } from '../errors/validation-failed.exception.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 1-200 printable ASCII characters (a UUID, a ULID, a hash...). */
const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7E]{1,200}$/;

export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 1 to 200 printable ASCII characters.';

/**
 * The `Idempotency-Key` request header, or undefined when absent. A malformed key (empty, too long,
 * control or non-ASCII characters, given twice) is a 400 naming the header.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header) || header.trim() === '') {
    throw new ValidationFailedException([{ field: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_KEY_MESSAGE }]);
  }
  return header;
}
