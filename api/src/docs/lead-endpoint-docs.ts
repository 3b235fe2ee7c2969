import { applyDecorators } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { FORM_REDIRECTS } from '../http/form-post.js';
import { IDEMPOTENCY_KEY_HEADER } from '../leads/idempotency-key.js';
import { errorBodySchema } from './error-schemas.js';

/**
 * OpenAPI description of a lead POST: the body schema comes from the contracts' zod schema (`@Body({ schema })`),
 * the answers are documented here.
 */
export function LeadEndpointDocs(summary: string): MethodDecorator {
  return applyDecorators(
    ApiOperation({
      summary,
      description:
        'Validates the lead, queues it for storage and the e-mail to sales, and answers 202 { id } once Redis has ' +
        'acknowledged the job. A browser form post (application/x-www-form-urlencoded) gets 303 redirects instead ' +
        `(${FORM_REDIRECTS.thanks}, or ${FORM_REDIRECTS.error}?reason=...), and its privacyAccepted field is ignored.`,
    }),
    ApiConsumes('application/json', 'application/x-www-form-urlencoded'),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description: '1-200 printable characters. A retried POST with the same key answers the same id and creates no second lead.',
    }),
    ApiResponse({
      status: 202,
      description: 'Accepted: the lead is queued.',
      schema: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] },
    }),
    ApiResponse({ status: 303, description: 'Form posts only: redirect to the thanks or error page.' }),
    ApiResponse({
      status: 400,
      description: 'Invalid body or Idempotency-Key; `issues` names each field and its message.',
      schema: errorBodySchema(400, 'Validation failed', true),
    }),
    ApiResponse({ status: 413, description: 'Body larger than 32 KB.', schema: errorBodySchema(413, 'Request body is too large') }),
    ApiResponse({
      status: 415,
      description: 'Content type other than JSON or a URL-encoded form.',
      schema: errorBodySchema(415, 'Unsupported Media Type'),
    }),
    ApiResponse({
      status: 429,
      description: 'Too many requests from this IP; retry after the given number of seconds.',
      headers: { 'Retry-After': { description: 'Seconds until the window resets.', schema: { type: 'integer' } } },
      schema: errorBodySchema(429, 'Too many requests, retry in 1 minute'),
    }),
    ApiResponse({
      status: 503,
      description: 'The lead queue (Redis) is unreachable; nothing was stored.',
      schema: errorBodySchema(503, 'Please try again later.'),
    }),
  );
}
