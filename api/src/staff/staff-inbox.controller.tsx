import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { LEAD_KINDS, type LeadKind, STAFF_VERDICTS, type StaffVerdict } from '@site/contracts';
import { LeadInboxRepository, LeadRepository } from '@site/persistence';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MetricsService } from '../metrics/metrics.service.js';
import { exportHref, nextPageHref, readInboxRequest } from './inbox-query.js';
import { StaffAccess } from './staff-access.js';
import { StaffPageRenderer } from '../views/staff/staff-page-renderer.js';
import { INBOX_PATH } from './staff-paths.js';
import { InboxPage } from '../views/staff/inbox-page.js';
import { leadPagePath } from '../views/staff/lead-links.js';
import { LeadPage } from '../views/staff/lead-page.js';
import { formatTime } from '../views/staff/promise-status.js';
import { VerdictCorrections } from '../verdicts/verdict-corrections.js';
import { VERDICT_NOTICES, verdictNotice, type VerdictNotice } from './verdict-notices.js';

function leadKind(raw: string): LeadKind | undefined {
  return (LEAD_KINDS as readonly string[]).includes(raw) ? (raw as LeadKind) : undefined;
}

/** The verdict a lead page's button posted (form field `verdict`). */
function staffVerdict(body: unknown): StaffVerdict | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).verdict : undefined;
  return (STAFF_VERDICTS as readonly unknown[]).includes(value) ? (value as StaffVerdict) : undefined;
}

/**
 * The lead inbox and the lead pages of signed-in staff (everyone else gets the sign-in form): the filtered list in
 * keyset pages, one lead with everything stored about it, and the Claim button, which takes the lead under the same
 * first-claim-wins rule as the email's claim link (`LeadRepository.claim`), in the signed-in username's name.
 */
@ApiExcludeController()
@Controller('staff/leads')
export class StaffInboxController {
  constructor(
    private readonly access: StaffAccess,
    private readonly pages: StaffPageRenderer,
    private readonly inbox: LeadInboxRepository,
    private readonly leads: LeadRepository,
    private readonly metrics: MetricsService,
    private readonly corrections: VerdictCorrections,
  ) {}

  @Get()
  async list(@Req() request: FastifyRequest, @Query() query: unknown, @Res() reply: FastifyReply): Promise<void> {
    const member = await this.access.memberOrSignIn(request, reply);
    if (!member) return;
    if (!this.inbox.isAvailable) return this.unavailable(reply);
    const { values, filterParams, parsed } = readInboxRequest(query);
    const page = parsed.ok
      ? await this.inbox.list(parsed.query, { cursor: parsed.query.cursor, limit: parsed.query.limit })
      : { items: [], nextCursor: null };
    return this.pages.send(
      reply,
      parsed.ok ? 200 : 400,
      <InboxPage
        stylesheet={this.pages.stylesheetHref}
        signedIn={this.access.signedIn(member, reply)}
        filter={values}
        items={page.items}
        nextHref={nextPageHref(filterParams, page.nextCursor)}
        exportHref={exportHref(filterParams)}
        error={parsed.ok ? undefined : parsed.message}
        now={new Date()}
      />,
    );
  }

  @Get(':kind/:id')
  async lead(
    @Req() request: FastifyRequest,
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Query('notice') notice: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const member = await this.access.memberOrSignIn(request, reply);
    if (!member) return;
    if (!this.inbox.isAvailable) return this.unavailable(reply);
    const known = leadKind(kind);
    const lead = known ? await this.inbox.lead(known, id) : undefined;
    if (!lead) return this.notFound(reply, member.username);
    return this.pages.send(
      reply,
      200,
      <LeadPage
        stylesheet={this.pages.stylesheetHref}
        signedIn={this.access.signedIn(member, reply)}
        lead={lead}
        now={new Date()}
        notice={verdictNotice(notice)}
      />,
    );
  }

  /**
   * The lead page's "Not spam" and "Mark as spam" buttons (form field `verdict`: ok or spam; CSRF-checked like every
   * staff form): the change of `VerdictCorrections`, in the signed-in username's name, then back to the lead's page
   * with a notice of what happened.
   */
  @Post(':kind/:id/verdict')
  async verdict(
    @Req() request: FastifyRequest,
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // Signed out meanwhile: after signing in again, back to the lead's page (the change is not repeated unasked).
    const member = await this.access.memberOrSignIn(request, reply, `${INBOX_PATH}/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`);
    if (!member) return;
    if (!this.corrections.isAvailable) return this.unavailable(reply);
    const known = leadKind(kind);
    if (!known) return this.notFound(reply, member.username);
    const verdict = staffVerdict(body);
    if (!verdict) {
      return this.pages.message(reply, 400, {
        title: 'Unknown verdict',
        text: 'The form asked for a verdict other than "Not spam" or "Mark as spam". Open the lead again and use its buttons.',
        link: { href: leadPagePath(known, id), label: 'Back to the lead' },
        signedIn: { username: member.username, csrfToken: reply.generateCsrf() },
      });
    }
    const change = await this.corrections.change(known, id, verdict, member.username);
    if (change.outcome === 'not-found') return this.notFound(reply, member.username);
    const notice: VerdictNotice = change.outcome === 'unchanged' ? 'unchanged' : verdict;
    return reply.redirect(`${leadPagePath(known, id)}?notice=${VERDICT_NOTICES[notice].param}`, 303);
  }

  @Post(':kind/:id/claim')
  async claim(@Req() request: FastifyRequest, @Param('kind') kind: string, @Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    // Signed out meanwhile: after signing in again, back to the lead's page (the claim is not repeated unasked).
    const member = await this.access.memberOrSignIn(request, reply, `${INBOX_PATH}/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`);
    if (!member) return;
    if (!this.inbox.isAvailable) return this.unavailable(reply);
    const known = leadKind(kind);
    const result = known ? await this.leads.claim(known, id, member.username) : ({ outcome: 'not-found' } as const);
    if (result.outcome === 'not-found') return this.notFound(reply, member.username);
    if (result.outcome === 'claimed') {
      this.metrics.leadClaimed(result.lead.kind, (result.lead.claimedAt.getTime() - result.lead.receivedAt.getTime()) / 1000);
      return reply.redirect(leadPagePath(result.lead.kind, id), 303);
    }
    // Someone was first: the page says who, with 409 like the email's claim link.
    const lead = await this.inbox.lead(result.lead.kind, id);
    if (!lead) return this.notFound(reply, member.username);
    return this.pages.send(
      reply,
      409,
      <LeadPage
        stylesheet={this.pages.stylesheetHref}
        signedIn={this.access.signedIn(member, reply)}
        lead={lead}
        now={new Date()}
        refusal={`Already claimed: ${result.lead.claimedBy} took this lead at ${formatTime(result.lead.claimedAt)}.`}
      />,
    );
  }

  private notFound(reply: FastifyReply, username: string): Promise<void> {
    return this.pages.message(reply, 404, {
      title: 'Lead not found',
      text: 'There is no such lead. The link may be cut off, or the lead was received under another kind.',
      link: { href: INBOX_PATH, label: 'Back to the leads' },
      signedIn: { username, csrfToken: reply.generateCsrf() },
    });
  }

  private unavailable(reply: FastifyReply): Promise<void> {
    return this.pages.message(reply, 503, {
      title: 'Leads are unavailable',
      text: 'The lead database cannot be reached right now. Please try again in a minute.',
      link: { href: INBOX_PATH, label: 'Try again' },
    });
  }
}
