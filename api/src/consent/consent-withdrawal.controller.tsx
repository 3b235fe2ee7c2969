import { Controller, Get, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import type { ApiConfig } from '@site/config';
import { API_ROUTES } from '@site/contracts';
import { verifyWithdrawalToken, WITHDRAWAL_PATH, type WithdrawalSubject } from '@site/lead-claims';
import { PersonErasure } from '@site/privacy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { APP_CONFIG } from '../config/config.module.js';
import { DatabaseAvailableGuard } from '../database/database-available.guard.js';
import { LEAD_RATE_LIMIT } from '../rate-limit/rate-limit.js';
import { AlreadyWithdrawnPage, InvalidWithdrawalLinkPage, WithdrawalConfirmationPage, WithdrawnPage } from '../views/consent/withdrawal-pages.js';
import { PageRenderer } from '../views/page-renderer.js';

/** What the audit log names as the actor of a withdrawal: the person, through their link. */
const WITHDRAWAL_ACTOR = 'withdrawal link';

/**
 * The consent-withdrawal link of every message to a lead's address: no sign-in, the signed token names the lead.
 * GET shows a confirmation with one button (mail scanners open links: opening withdraws nothing); POST withdraws
 * (the button, or a mail client's RFC 8058 one-click POST): every lead of that address is erased like a
 * data-subject erasure, so nothing more is sent to it. A repeated link says it is already withdrawn; a tampered
 * one answers 400. Pages, not JSON: people open these links.
 */
@ApiExcludeController()
@Controller(API_ROUTES.consentWithdrawals)
@UseGuards(DatabaseAvailableGuard)
export class ConsentWithdrawalController {
  constructor(
    private readonly erasure: PersonErasure,
    private readonly pages: PageRenderer,
    @Inject(APP_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get(':token')
  @RouteConfig({ rateLimit: LEAD_RATE_LIMIT })
  async confirm(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    if (!(await this.verify(token, reply))) return;
    return this.send(
      reply,
      200,
      <WithdrawalConfirmationPage stylesheet={this.pages.stylesheetHref} action={`${WITHDRAWAL_PATH}/${encodeURIComponent(token)}`} />,
    );
  }

  @Post(':token')
  @RouteConfig({ rateLimit: LEAD_RATE_LIMIT })
  async withdraw(@Param('token') token: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const subject = await this.verify(token, reply);
    if (!subject) return;
    const result = await this.erasure.withdrawConsent(
      { kind: subject.kind, id: subject.leadId },
      { actor: WITHDRAWAL_ACTOR, requestId: String(request.id) },
    );
    if (result.outcome === 'already-withdrawn') return this.send(reply, 200, <AlreadyWithdrawnPage stylesheet={this.pages.stylesheetHref} />);
    return this.send(reply, 200, <WithdrawnPage stylesheet={this.pages.stylesheetHref} />);
  }

  /** The lead the token names, or undefined after answering the invalid-link page. */
  private async verify(token: string, reply: FastifyReply): Promise<WithdrawalSubject | undefined> {
    const subject = await verifyWithdrawalToken(token, this.config.claimTokenSecret);
    if (!subject) await this.send(reply, 400, <InvalidWithdrawalLinkPage stylesheet={this.pages.stylesheetHref} />);
    return subject;
  }

  private send(reply: FastifyReply, status: number, page: ReactElement): Promise<void> {
    return this.pages.sendLinkedPage(reply, status, page);
  }
}
