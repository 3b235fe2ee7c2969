import { Body, Controller, Get, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { UserRepository } from '@site/persistence';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PasswordCheckLimiter } from '../auth/password-check-limiter.js';
import { StaffFactors } from '../auth/staff-factors.js';
import { qrCodeDataUrl } from '../views/staff/qr-code.js';
import type { EnrolmentView } from '../views/staff/second-step-page.js';
import { StaffPageRenderer } from '../views/staff/staff-page-renderer.js';
import { type PendingSignIn, pendingSignIns } from './pending-sign-ins.js';
import { CODE_MISSING_MESSAGE, CODE_REUSED_MESSAGE, CODE_WRONG_MESSAGE, codeFormSchema, SECOND_STEP_EXPIRED_MESSAGE } from './sign-in-form.js';
import { INBOX_PATH, SIGN_IN_PATH } from './staff-paths.js';
import { StaffSessions } from './staff-sessions.js';

/**
 * The sign-in's second step, after a right password: the authentication code (a TOTP code or a recovery code). A
 * user whose factor is not confirmed enrols here first: the page shows the QR code, the key and recovery codes (the
 * same set on every page of this sign-in, after a wrong code too), and the first code accepted confirms the factor.
 * Every code checked spends the same budgets as a password (password-check-limiter.ts). A wrong code and a code used
 * before are refused (401) with words saying which; after the sign-in's window (pending-sign-ins.ts), the password
 * is asked again.
 */
@ApiExcludeController()
@Controller('staff/sign-in/verify')
export class StaffSecondStepController {
  constructor(
    private readonly users: UserRepository,
    private readonly factors: StaffFactors,
    private readonly sessions: StaffSessions,
    private readonly limiter: PasswordCheckLimiter,
    private readonly pages: StaffPageRenderer,
  ) {}

  @Get()
  async form(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const pending = pendingSignIns.current(request);
    if (!pending) return reply.redirect(SIGN_IN_PATH, 303);
    return this.page(request, reply, 200, pending);
  }

  @Post()
  async verify(@Req() request: FastifyRequest, @Body() body: unknown, @Res() reply: FastifyReply): Promise<void> {
    const pending = pendingSignIns.current(request);
    if (!pending) {
      pendingSignIns.end(request);
      return this.pages.signIn(reply, 401, { returnTo: INBOX_PATH, error: SECOND_STEP_EXPIRED_MESSAGE });
    }
    const form = codeFormSchema.safeParse(body);
    if (!form.success) return this.page(request, reply, 400, pending, CODE_MISSING_MESSAGE);
    if (!this.users.isAvailable) {
      return this.pages.message(reply, 503, {
        title: 'Sign-in is unavailable',
        text: 'The staff database cannot be reached right now. Please try again in a minute.',
        link: { href: SIGN_IN_PATH, label: 'Try again' },
      });
    }
    const retryAfter = await this.limiter.refusal(request, pending.username);
    if (retryAfter !== undefined) {
      reply.header('retry-after', String(retryAfter));
      return this.page(request, reply, 429, pending, `Too many sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`);
    }
    const check = await this.factors.check(pending.username, form.data.code);
    if (check !== 'accepted') return this.page(request, reply, 401, pending, check === 'reused' ? CODE_REUSED_MESSAGE : CODE_WRONG_MESSAGE);
    pendingSignIns.end(request);
    await this.sessions.start(request, pending.username);
    return reply.redirect(pending.returnTo, 303);
  }

  /** The code form; with the enrolment while the user's factor is not confirmed. */
  private async page(request: FastifyRequest, reply: FastifyReply, status: number, pending: PendingSignIn, error?: string): Promise<void> {
    const state = await this.factors.stateOf(pending.username);
    if (state === 'confirmed') return this.pages.secondStep(reply, status, { error });
    const enrolment = await this.factors.enrol(pending.username, pending.recoveryCodes);
    if (enrolment) pendingSignIns.showedRecoveryCodes(request, enrolment.recoveryCodes);
    const view: EnrolmentView | undefined = enrolment && {
      qrDataUrl: await qrCodeDataUrl(enrolment.uri),
      secret: enrolment.secret,
      recoveryCodes: enrolment.recoveryCodes,
      recoveryCodesRenewed: enrolment.renewed,
    };
    return this.pages.secondStep(reply, status, { error, enrolment: view });
  }
}
