import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

const PAGE_MESSAGE = 'page must be a whole number of at least 1.';
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

/** A positive integer query parameter ('' or absent: the default). */
function integerParam(min: number, max: number, fallback: number, message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }))
    .optional()
    .transform((value) => value ?? fallback);
}

/** `?page=1&pageSize=50` of the admin list (newest first). Other query parameters are ignored. */
export const listQuerySchema = z.object({
  page: integerParam(1, 1_000_000, 1, PAGE_MESSAGE),
  pageSize: integerParam(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, PAGE_SIZE_MESSAGE),
});

export type ListQuery = z.output<typeof listQuerySchema>;
