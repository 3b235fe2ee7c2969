import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StaffPageRenderer } from '../views/staff/staff-page-renderer.js';
import { safeReturnPath } from './staff-paths.js';
import { type StaffMember, StaffSessions } from './staff-sessions.js';
import type { SignedIn } from '../views/staff/staff-document.js';

/** The door of every staff page: the signed-in member, or the sign-in form in the page's place. */
@Injectable()
export class StaffAccess {
  constructor(
    private readonly sessions: StaffSessions,
    private readonly pages: StaffPageRenderer,
  ) {}

  /**
   * The signed-in staff member; otherwise (never signed in, expired, signed out) answers with the sign-in form,
   * which brings them back to this page (or to `returnTo`: the page a form was posted from), and returns undefined.
   */
  async memberOrSignIn(request: FastifyRequest, reply: FastifyReply, returnTo = request.url): Promise<StaffMember | undefined> {
    const member = await this.sessions.current(request);
    if (member) return member;
    await this.pages.signIn(reply, 200, { returnTo: safeReturnPath(returnTo) });
    return undefined;
  }

  /** What the page header needs: who is signed in and a token for the sign-out form. */
  signedIn(member: StaffMember, reply: FastifyReply): SignedIn {
    return { username: member.username, csrfToken: reply.generateCsrf() };
  }
}
