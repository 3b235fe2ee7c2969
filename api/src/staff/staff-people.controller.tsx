import { Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { normalisePersonEmail, PERSON_EMAIL_MESSAGE } from '@site/contracts';
import { PersonErasure } from '@site/privacy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PeoplePage, type PeoplePageProps } from '../views/staff/people-page.js';
import { StaffPageRenderer } from '../views/staff/staff-page-renderer.js';
import { StaffAccess } from './staff-access.js';
import type { StaffMember } from './staff-sessions.js';
import { PEOPLE_PATH } from './staff-paths.js';

function field(source: unknown, name: string): string {
  const value = typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

const CONFIRMATION_MISMATCH = 'The confirmation does not match the address: nothing was erased.';

/**
 * The People page of signed-in staff: look up an address (everything stored about it, recorded as an export in the
 * privacy audit log), download it, and erase it once the address is typed again. The POST carries the form's CSRF
 * token like every staff form (register-staff-workspace.ts checks it).
 */
@ApiExcludeController()
@Controller(PEOPLE_PATH.slice(1))
export class StaffPeopleController {
  constructor(
    private readonly access: StaffAccess,
    private readonly pages: StaffPageRenderer,
    private readonly erasure: PersonErasure,
  ) {}

  @Get()
  async lookUp(@Req() request: FastifyRequest, @Query() query: unknown, @Res() reply: FastifyReply): Promise<void> {
    const member = await this.access.memberOrSignIn(request, reply);
    if (!member) return;
    if (!this.erasure.people.isAvailable) return this.unavailable(reply);
    const typed = field(query, 'email');
    if (!typed) return this.page(reply, member, 200, { query: '' });
    const email = normalisePersonEmail(typed);
    if (!email) return this.page(reply, member, 400, { query: typed, error: PERSON_EMAIL_MESSAGE });
    const found = await this.erasure.export(email, { actor: member.username, requestId: String(request.id) });
    return this.page(reply, member, 200, { query: typed, found });
  }

  @Post('erase')
  async erase(@Req() request: FastifyRequest, @Body() body: unknown, @Res() reply: FastifyReply): Promise<void> {
    // Signed out meanwhile: back to the page after signing in (the erasure is not repeated unasked).
    const member = await this.access.memberOrSignIn(request, reply, PEOPLE_PATH);
    if (!member) return;
    if (!this.erasure.people.isAvailable) return this.unavailable(reply);
    const email = normalisePersonEmail(field(body, 'email'));
    if (!email) return this.page(reply, member, 400, { query: field(body, 'email'), error: PERSON_EMAIL_MESSAGE });
    if (normalisePersonEmail(field(body, 'confirm')) !== email) {
      const found = await this.erasure.export(email, { actor: member.username, requestId: String(request.id) });
      return this.page(reply, member, 400, { query: email, found, error: CONFIRMATION_MISMATCH });
    }
    const counts = await this.erasure.erase(email, { actor: member.username, requestId: String(request.id) });
    return this.page(reply, member, 200, { query: '', erased: { email, counts } });
  }

  private page(reply: FastifyReply, member: StaffMember, status: number, props: Omit<PeoplePageProps, 'stylesheet' | 'signedIn'>): Promise<void> {
    return this.pages.send(
      reply,
      status,
      <PeoplePage stylesheet={this.pages.stylesheetHref} signedIn={this.access.signedIn(member, reply)} {...props} />,
    );
  }

  private unavailable(reply: FastifyReply): Promise<void> {
    return this.pages.message(reply, 503, {
      title: 'People are unavailable',
      text: 'The lead database cannot be reached right now. Please try again in a minute.',
      link: { href: PEOPLE_PATH, label: 'Try again' },
    });
  }
}
