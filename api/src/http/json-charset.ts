import { HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors/error-body.js';

/** The charset parameter of a Content-Type header (lower case, unquoted), or undefined. */
export function contentTypeCharset(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";]*)\1/i.exec(contentType);
  return match ? (match[2] ?? '').trim().toLowerCase() : undefined;
}

/**
 * JSON is UTF-8 (RFC 8259) and Fastify decodes every body as UTF-8 whatever the header says: a body declared
 * in another charset (`application/json; charset=utf-16`) is refused with 415 instead of being read as UTF-8.
 */
export function refuseNonUtf8Bodies(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', async (request) => {
    const contentType = request.headers['content-type'];
    if (typeof contentType !== 'string') return;
    const charset = contentTypeCharset(contentType);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      throw new HttpException(errorBody(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported Media Type'), HttpStatus.UNSUPPORTED_MEDIA_TYPE);
    }
  });
}
