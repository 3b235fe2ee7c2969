import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { UserRepository } from '@site/persistence';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/error-body.js';
import { parseBasicAuthorization } from './basic-credentials.js';
import { verifyUserCredentials } from './user-accounts.js';

export const BASIC_REALM = 'leads';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required.';

/**
 * HTTP Basic authentication against the `users` table (argon2id hashes). Missing, malformed and wrong
 * credentials all answer the same 401 with `WWW-Authenticate: Basic realm="leads"`. Credentials are never
 * logged (the request logger redacts the Authorization header). Runs after `DatabaseAvailableGuard`.
 */
@Injectable()
export class BasicAuthGuard implements CanActivate {
  constructor(private readonly users: UserRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const credentials = parseBasicAuthorization(request.headers.authorization);
    if (credentials && (await verifyUserCredentials(this.users, credentials.username, credentials.password))) {
      return true;
    }
    http.getResponse<FastifyReply>().header('www-authenticate', `Basic realm="${BASIC_REALM}"`);
    throw new UnauthorizedException(errorBody(401, AUTHENTICATION_REQUIRED_MESSAGE));
  }
}
