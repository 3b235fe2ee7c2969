import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { UserRepository } from '@site/persistence';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/error-body.js';
import { parseBasicAuthorization } from './basic-credentials.js';
import { PasswordCheckLimiter } from './password-check-limiter.js';
import { verifyUserCredentials } from './user-accounts.js';

export const BASIC_REALM = 'leads';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required.';

/**
 * HTTP Basic authentication against the `users` table (argon2id hashes). Missing, malformed and wrong
 * credentials all answer the same 401 with `WWW-Authenticate: Basic realm="leads"`. Every password it checks spends
 * the client's and the username's budgets of staff password checks (shared with the sign-in form); past either,
 * 429 with Retry-After and no check. Credentials are never logged (the request logger redacts the Authorization
 * header). Runs after `DatabaseAvailableGuard`.
 */
@Injectable()
export class BasicAuthGuard implements CanActivate {
  constructor(
    private readonly users: UserRepository,
    private readonly limiter: PasswordCheckLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const credentials = parseBasicAuthorization(request.headers.authorization);
    if (credentials) {
      const retryAfter = await this.limiter.refusal(request, credentials.username);
      if (retryAfter !== undefined) {
        reply.header('retry-after', String(retryAfter));
        throw new HttpException(
          errorBody(HttpStatus.TOO_MANY_REQUESTS, `Too many password attempts, please retry in ${retryAfter} seconds.`),
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
      if (await verifyUserCredentials(this.users, credentials.username, credentials.password)) return true;
    }
    reply.header('www-authenticate', `Basic realm="${BASIC_REALM}"`);
    throw new UnauthorizedException(errorBody(401, AUTHENTICATION_REQUIRED_MESSAGE));
  }
}
