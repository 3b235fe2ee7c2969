/**
 * One Idempotency-Key per distinct submission: a retry of the same payload (after a network error or a 503)
 * reuses the key, so the API answers with the same lead id and stores the lead once; a changed payload or a
 * new submission after success gets a new key.
 */
export class IdempotencyKeys {
  private current: { key: string; payload: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(payload: unknown): string {
    const serialized = JSON.stringify(payload);
    if (!this.current || this.current.payload !== serialized) this.current = { key: this.newKey(), payload: serialized };
    return this.current.key;
  }

  /** After an accepted submission the next one is a new lead. */
  reset(): void {
    this.current = null;
  }
}
