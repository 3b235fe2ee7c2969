import type { Payload } from 'altcha-lib';
import { z } from 'zod';

/** The shape of what the widget sends (base64 of this JSON); the values are checked by altcha-lib. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ nonce: z.string().min(1), expiresAt: z.number().optional() }),
    signature: z.string().optional(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

/** The widget's payload decoded, or undefined when it is not base64 of a solution's JSON. */
export function decodeProofOfWorkPayload(encoded: string): Payload | undefined {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? (parsed.data as unknown as Payload) : undefined;
}
