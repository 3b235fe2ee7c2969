import { IdempotencyKeys } from './idempotency-key';

describe('IdempotencyKeys', () => {
  let counter = 0;
  const keys = () => new IdempotencyKeys(() => `key-${++counter}`);

  it('reuses the key while the same payload is retried', () => {
    const k = keys();
    const first = k.keyFor({ a: 1 });
    expect(k.keyFor({ a: 1 })).toBe(first);
  });

  it('makes a new key for a changed payload and after a reset', () => {
    const k = keys();
    const first = k.keyFor({ a: 1 });
    const changed = k.keyFor({ a: 2 });
    expect(changed).not.toBe(first);
    k.reset();
    expect(k.keyFor({ a: 2 })).not.toBe(changed);
  });
});
