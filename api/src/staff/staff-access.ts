import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StaffPageRenderer } from '../views/staff/staff-page-renderer.js';
import { roleAllows } from '../auth/staff-roles.js';
import { INBOX_PATH, safeReturnPath } from './staff-paths.js';
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

  /**
   * The signed-in admin, as `memberOrSignIn`; a member without the admin role gets a 403 page saying so, and
   * undefined is returned.
   */
  async adminOrRefuse(request: FastifyRequest, reply: FastifyReply, returnTo = request.url): Promise<StaffMember | undefined> {
    const member = await this.memberOrSignIn(request, reply, returnTo);
    if (!member) return undefined;
    if (roleAllows(member.role, 'admin')) return member;
    await this.pages.message(reply, 403, {
      title: 'Admins only',
      text: `This page is for staff with the admin role; you are signed in as ${member.username} with the sales role. Ask an admin if you need it.`,
      link: { href: INBOX_PATH, label: 'Back to the leads' },
    });
    return undefined;
  }

  /** What the page header needs: who is signed in (and their role: the navigation shows what it allows) and a token for the sign-out form. */
  signedIn(member: StaffMember, reply: FastifyReply): SignedIn {
    return { username: member.username, role: member.role, csrfToken: reply.generateCsrf() };
  }
}
