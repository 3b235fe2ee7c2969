import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { ApiTokenRepository } from '@site/persistence';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/error-body.js';
import { bearerTokenOf } from './api-tokens.js';
import { rememberStaffMember } from './authenticated-staff.js';
import { secretDigest } from './secret-digest.js';

export const TOKEN_REALM = 'leads';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required: send a staff API token as "Authorization: Bearer <token>".';

/**
 * Scripts' access to the staff API: `Authorization: Bearer <token>` with a token the create-user command made
 * (`--api-token`), found by its digest in `user_api_tokens`. Missing, malformed and unknown tokens all answer the same
 * 401 JSON with `WWW-Authenticate: Bearer realm="leads"`. Tokens carry 256 random bits, so they cannot be guessed
 * within the staff routes' request limits; the request logger redacts the Authorization header. Runs after
 * `DatabaseAvailableGuard`.
 */
@Injectable()
export class ApiTokenGuard implements CanActivate {
  constructor(private readonly tokens: ApiTokenRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const token = bearerTokenOf(request.headers.authorization);
    const holder = token === undefined ? undefined : await this.tokens.holderOf(secretDigest(token));
    if (holder !== undefined) {
      // The token acts with its holder's role as stored now.
      rememberStaffMember(request, holder);
      return true;
    }
    http.getResponse<FastifyReply>().header('www-authenticate', `Bearer realm="${TOKEN_REALM}"`);
    throw new UnauthorizedException(errorBody(401, AUTHENTICATION_REQUIRED_MESSAGE));
  }
}
