import { Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { UserRepository } from '@site/persistence';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PasswordCheckLimiter } from '../auth/password-check-limiter.js';
import { verifyUserCredentials } from '../auth/user-accounts.js';
import { SIGN_IN_FAILED_MESSAGE, SIGN_IN_INCOMPLETE_MESSAGE, signInFormSchema } from './sign-in-form.js';
import { StaffPageRenderer } from '../views/staff/staff-page-renderer.js';
import { pendingSignIns } from './pending-sign-ins.js';
import { INBOX_PATH, SIGN_IN_PATH, VERIFY_PATH, safeReturnPath } from './staff-paths.js';
import { StaffSessions } from './staff-sessions.js';

function formField(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * Staff sign-in's first step (the password) and sign-out (HTML forms, CSRF-checked by register-staff-workspace.ts).
 * A right password signs no one in yet: it leads to the second step (staff-second-step.controller.ts). A failed
 * sign-in answers 401 with the form again and the same words, whether the user is unknown or the password wrong; an
 * unknown user is verified against a dummy hash, so it takes as long (user-accounts.ts). Each password it checks
 * spends the budgets of staff password and code checks (password-check-limiter.ts): past them, 429 and no check.
 */
@ApiExcludeController()
@Controller('staff')
export class StaffSignInController {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: StaffSessions,
    private readonly limiter: PasswordCheckLimiter,
    private readonly pages: StaffPageRenderer,
  ) {}

  @Get()
  async home(@Res() reply: FastifyReply): Promise<void> {
    await reply.redirect(INBOX_PATH, 303);
  }

  @Get('sign-in')
  async form(@Req() request: FastifyRequest, @Query('returnTo') returnTo: unknown, @Res() reply: FastifyReply): Promise<void> {
    const target = safeReturnPath(returnTo);
    if (await this.sessions.current(request)) return reply.redirect(target, 303);
    return this.pages.signIn(reply, 200, { returnTo: target });
  }

  @Post('sign-in')
  async signIn(@Req() request: FastifyRequest, @Body() body: unknown, @Res() reply: FastifyReply): Promise<void> {
    const returnTo = safeReturnPath(formField(body, 'returnTo'));
    const form = signInFormSchema.safeParse(body);
    if (!form.success) return this.pages.signIn(reply, 400, { returnTo, error: SIGN_IN_INCOMPLETE_MESSAGE });
    if (!this.users.isAvailable) {
      return this.pages.message(reply, 503, {
        title: 'Sign-in is unavailable',
        text: 'The staff database cannot be reached right now. Please try again in a minute.',
        link: { href: SIGN_IN_PATH, label: 'Try again' },
      });
    }
    const retryAfter = await this.limiter.refusal(request, form.data.username);
    if (retryAfter !== undefined) {
      reply.header('retry-after', String(retryAfter));
      return this.pages.signIn(reply, 429, { returnTo, error: `Too many sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).` });
    }
    if (!(await verifyUserCredentials(this.users, form.data.username, form.data.password))) {
      return this.pages.signIn(reply, 401, { returnTo, error: SIGN_IN_FAILED_MESSAGE });
    }
    pendingSignIns.begin(request, form.data.username, returnTo);
    return reply.redirect(VERIFY_PATH, 303);
  }

  @Post('sign-out')
  async signOut(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.sessions.end(request);
    return reply.redirect(SIGN_IN_PATH, 303);
  }
}
