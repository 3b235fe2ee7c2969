import { HttpException, HttpStatus } from '@nestjs/common';
import { API_ROUTES, apiPath } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors/error-body.js';

/** The route of a withdrawal link's POST, as Fastify names it. */
const WITHDRAWAL_ROUTE = `${apiPath(API_ROUTES.consentWithdrawals)}/:token`;

/**
 * RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` to a message's withdrawal link, as
 * `multipart/form-data` (what the RFC recommends) or url-encoded. The withdrawal reads nothing from the body (the
 * link is the request), so a multipart body is accepted there and left unread; every other route still answers a
 * multipart body with 415, as before.
 */
export function acceptOneClickPosts(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    if (request.routeOptions.url !== WITHDRAWAL_ROUTE) {
      done(new HttpException(errorBody(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported Media Type'), HttpStatus.UNSUPPORTED_MEDIA_TYPE));
      return;
    }
    payload.resume();
    payload.on('end', () => done(null, undefined));
    payload.on('error', (error) => done(error));
  });
}
