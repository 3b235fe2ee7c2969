import { Controller, Get, Logger, NotFoundException, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { UserFactorRepository, UserRepository } from '@site/persistence';
import { AuditLog } from '../audit/audit-log.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SingleSignOn } from '../auth/single-sign-on.js';
import { errorBody } from '../errors/error-body.js';
import { StaffPageRenderer } from '../views/staff/staff-page-renderer.js';
import { SSO_FAILED_MESSAGE } from './sign-in-form.js';
import { keepSsoState, takeSsoState } from './sso-cookie.js';
import { INBOX_PATH, safeReturnPath } from './staff-paths.js';
import { StaffSessions } from './staff-sessions.js';

/**
 * Staff single sign-on (OpenID Connect, when configured): `GET /staff/sign-in/sso` sends the browser to the provider,
 * `GET /staff/sign-in/sso/callback` signs in the staff user the ID token names. The provider's username claim must
 * name an existing staff user (single sign-on creates no one); that user's first single sign-on links the provider's
 * subject, and later ones must come with the same subject. The provider's own sign-in (and second factor) stands for
 * both of ours. With OIDC_ROLE_CLAIM, each single sign-on sets the user's role from that claim (a change is recorded
 * in the audit log as made by `single sign-on`). Without OIDC_ISSUER both routes answer 404.
 */
@ApiExcludeController()
@Controller('staff/sign-in/sso')
export class StaffSsoController {
  private readonly logger = new Logger(StaffSsoController.name);

  constructor(
    private readonly sso: SingleSignOn,
    private readonly factors: UserFactorRepository,
    private readonly users: UserRepository,
    private readonly audit: AuditLog,
    private readonly sessions: StaffSessions,
    private readonly pages: StaffPageRenderer,
  ) {}

  @Get()
  async start(@Query('returnTo') returnTo: unknown, @Res() reply: FastifyReply): Promise<void> {
    this.requireEnabled();
    try {
      const { authorizationUrl, state } = await this.sso.start(safeReturnPath(returnTo));
      keepSsoState(reply, state);
      return reply.redirect(authorizationUrl.href, 303);
    } catch (error) {
      this.logger.warn(`single sign-on could not start: ${(error as Error).message}`);
      return this.pages.signIn(reply, 503, { returnTo: safeReturnPath(returnTo), error: SSO_FAILED_MESSAGE });
    }
  }

  @Get('callback')
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.requireEnabled();
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    try {
      const identity = await this.sso.finish(query, takeSsoState(request, reply));
      if (!(await this.factors.linkSubject(identity.username, identity.subject))) {
        throw new Error(`"${identity.username}" is no staff user, or is linked to another subject`);
      }
      if (identity.role !== undefined && (await this.users.setRole(identity.username, identity.role))?.changed) {
        await this.audit.record({
          action: 'role-changed',
          actor: 'single sign-on',
          subject: { user: identity.username },
          requestId: String(request.id),
        });
      }
      await this.sessions.start(request, identity.username);
      // A page, not a redirect: the provider's cross-site redirect started this navigation, and the Strict session
      // cookie would not ride on a redirect that continues it. Following the link is a same-site navigation.
      return this.pages.message(reply, 200, {
        title: 'You are signed in',
        text: `Signed in as ${identity.username} with single sign-on.`,
        link: { href: safeReturnPath(identity.returnTo), label: 'Continue' },
      });
    } catch (error) {
      this.logger.warn(`single sign-on refused: ${(error as Error).message}`);
      return this.pages.signIn(reply, 401, { returnTo: INBOX_PATH, error: SSO_FAILED_MESSAGE });
    }
  }

  private requireEnabled(): void {
    if (!this.sso.enabled) throw new NotFoundException(errorBody(404, 'Single sign-on is not configured.'));
  }
}
