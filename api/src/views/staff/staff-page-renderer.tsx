import type { FastifyReply } from 'fastify';
import { PageRenderer } from '../page-renderer.js';
import { MessagePage, type MessagePageProps } from './message-page.js';
import { SignInPage, type SignInPageProps } from './sign-in-page.js';

/** Renders and sends the staff pages, and the two every staff route may answer with; headers: staff-headers.ts. */
export class StaffPageRenderer extends PageRenderer {
  /** The sign-in form, with a fresh CSRF token (and its secret in the session, when it has none yet). */
  signIn(reply: FastifyReply, status: number, props: Omit<SignInPageProps, 'stylesheet' | 'csrfToken'>): Promise<void> {
    return this.send(reply, status, <SignInPage stylesheet={this.stylesheetHref} csrfToken={reply.generateCsrf()} {...props} />);
  }

  message(reply: FastifyReply, status: number, props: Omit<MessagePageProps, 'stylesheet'>): Promise<void> {
    return this.send(reply, status, <MessagePage stylesheet={this.stylesheetHref} {...props} />);
  }
}
