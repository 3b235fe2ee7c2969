import { Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { CORRECTABLE_FIELDS, normalisePersonEmail, PERSON_EMAIL_MESSAGE, personCorrectionSchema } from '@site/contracts';
import { PersonCorrection, PersonErasure } from '@site/privacy';
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
const NOTHING_TO_CORRECT = 'Nothing is stored about this address: nothing was corrected.';

/** The correction form's fields that were filled in (an empty field means "keep as stored"). */
function filledCorrectionFields(body: unknown): Record<string, string> {
  return Object.fromEntries(CORRECTABLE_FIELDS.map((name) => [name, field(body, name)]).filter(([, value]) => value !== ''));
}

/**
 * The People page of signed-in admins (sales staff get a 403 page): look up an address (everything stored about it,
 * recorded as an export in the audit log), download it, correct its data, and erase it once the address is typed
 * again. The POSTs carry the form's CSRF token like every staff form (register-staff-workspace.ts checks it).
 */
@ApiExcludeController()
@Controller(PEOPLE_PATH.slice(1))
export class StaffPeopleController {
  constructor(
    private readonly access: StaffAccess,
    private readonly pages: StaffPageRenderer,
    private readonly erasure: PersonErasure,
    private readonly correction: PersonCorrection,
  ) {}

  @Get()
  async lookUp(@Req() request: FastifyRequest, @Query() query: unknown, @Res() reply: FastifyReply): Promise<void> {
    const member = await this.access.adminOrRefuse(request, reply);
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
    const member = await this.access.adminOrRefuse(request, reply, PEOPLE_PATH);
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

  @Post('correct')
  async correct(@Req() request: FastifyRequest, @Body() body: unknown, @Res() reply: FastifyReply): Promise<void> {
    const member = await this.access.adminOrRefuse(request, reply, PEOPLE_PATH);
    if (!member) return;
    if (!this.erasure.people.isAvailable) return this.unavailable(reply);
    const email = normalisePersonEmail(field(body, 'email'));
    if (!email) return this.page(reply, member, 400, { query: field(body, 'email'), error: PERSON_EMAIL_MESSAGE });
    const requester = { actor: member.username, requestId: String(request.id) };
    const parsed = personCorrectionSchema.safeParse(filledCorrectionFields(body));
    if (!parsed.success) {
      const correctionIssues = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || '(form)', message: issue.message }));
      const found = await this.erasure.export(email, requester);
      return this.page(reply, member, 400, { query: email, found, correctionIssues });
    }
    const counts = await this.correction.correct(email, parsed.data, requester);
    if (!counts) return this.page(reply, member, 404, { query: email, error: NOTHING_TO_CORRECT });
    const now = normalisePersonEmail(parsed.data.workEmail) ?? email;
    return this.page(reply, member, 200, { query: now, corrected: { email: now, counts } });
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
