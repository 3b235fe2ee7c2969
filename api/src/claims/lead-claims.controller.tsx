import { Body, Controller, Get, Inject, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import { CLAIM_PATH, verifyClaimToken, type LeadClaim } from '@site/lead-claims';
import { API_ROUTES } from '@site/contracts';
import { LeadRepository } from '@site/persistence';
import type { FastifyReply } from 'fastify';
import type { ReactElement } from 'react';
import type { ApiConfig } from '@site/config';
import { APP_CONFIG } from '../config/config.module.js';
import { DatabaseAvailableGuard } from '../database/database-available.guard.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { LEAD_RATE_LIMIT } from '../rate-limit/rate-limit.js';
import { AlreadyClaimedPage, ClaimedPage, type ClaimErrorKind, ClaimErrorPage, ConfirmationPage } from '../views/claims/claim-pages.js';
import { PageRenderer } from '../views/page-renderer.js';
import { claimerSchema, prefilledClaimer } from './claimer.js';

const ERROR_STATUS: Record<ClaimErrorKind, number> = { invalid: 400, expired: 410, 'not-found': 404 };

/**
 * The "I'll take this lead" pages linked from the sales emails: no login, the signed, expiring token in the link
 * is the authority. While the database is not open yet: 503 JSON, like every database route. GET shows the lead and asks who takes it; POST records the claim (a second claim learns who
 * has it: 409). Tampered tokens: 400, expired: 410, no such lead (or a subject that is no lead id): 404, each a clear HTML page.
 */
@ApiExcludeController()
@Controller(API_ROUTES.leadClaims)
@UseGuards(DatabaseAvailableGuard)
export class LeadClaimsController {
  constructor(
    private readonly leads: LeadRepository,
    private readonly metrics: MetricsService,
    private readonly pages: PageRenderer,
    @Inject(APP_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get(':token')
  @RouteConfig({ rateLimit: LEAD_RATE_LIMIT })
  async show(@Param('token') token: string, @Query('claimer') claimer: unknown, @Res() reply: FastifyReply): Promise<void> {
    const claim = await this.verify(token, reply);
    if (!claim) return;
    const lead = await this.leads.summary(claim.kind, claim.leadId);
    if (!lead) return this.send(reply, 404, this.errorPage('not-found'));
    if (lead.claimedAt && lead.claimedBy) {
      return this.send(
        reply,
        200,
        <AlreadyClaimedPage stylesheet={this.pages.stylesheetHref} lead={{ ...lead, claimedAt: lead.claimedAt, claimedBy: lead.claimedBy }} />,
      );
    }
    return this.send(
      reply,
      200,
      <ConfirmationPage stylesheet={this.pages.stylesheetHref} lead={lead} action={this.action(token)} claimer={prefilledClaimer(claimer)} />,
    );
  }

  @Post(':token')
  @RouteConfig({ rateLimit: LEAD_RATE_LIMIT })
  async claim(@Param('token') token: string, @Body() body: unknown, @Res() reply: FastifyReply): Promise<void> {
    const claim = await this.verify(token, reply);
    if (!claim) return;
    const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).claimer : undefined;
    const claimer = claimerSchema.safeParse(raw);
    if (!claimer.success) {
      const lead = await this.leads.summary(claim.kind, claim.leadId);
      if (!lead) return this.send(reply, 404, this.errorPage('not-found'));
      const message = claimer.error.issues[0]?.message ?? 'Enter your email address.';
      return this.send(
        reply,
        400,
        <ConfirmationPage
          stylesheet={this.pages.stylesheetHref}
          lead={lead}
          action={this.action(token)}
          claimer={typeof raw === 'string' ? raw : ''}
          error={message}
        />,
      );
    }
    const result = await this.leads.claim(claim.kind, claim.leadId, claimer.data);
    switch (result.outcome) {
      case 'not-found':
        return this.send(reply, 404, this.errorPage('not-found'));
      case 'already-claimed':
        return this.send(reply, 409, <AlreadyClaimedPage stylesheet={this.pages.stylesheetHref} lead={result.lead} />);
      case 'claimed':
        this.metrics.leadClaimed(result.lead.kind, (result.lead.claimedAt.getTime() - result.lead.receivedAt.getTime()) / 1000);
        return this.send(reply, 200, <ClaimedPage stylesheet={this.pages.stylesheetHref} lead={result.lead} />);
    }
  }

  /** The token's claim, or undefined after answering the error page. */
  private async verify(token: string, reply: FastifyReply): Promise<LeadClaim | undefined> {
    const check = await verifyClaimToken(token, this.config.claimTokenSecret);
    if (check.ok) return check.claim;
    await this.send(reply, ERROR_STATUS[check.reason], this.errorPage(check.reason));
    return undefined;
  }

  private action(token: string): string {
    return `${CLAIM_PATH}/${encodeURIComponent(token)}`;
  }

  private errorPage(kind: ClaimErrorKind): ReactElement {
    return <ClaimErrorPage stylesheet={this.pages.stylesheetHref} kind={kind} />;
  }

  private send(reply: FastifyReply, status: number, page: ReactElement): Promise<void> {
    return this.pages.sendLinkedPage(reply, status, page);
  }
}
