import type { FastifyReply } from 'fastify';
import { PageRenderer } from '../page-renderer.js';
import type { PageStylesheet } from '../page-stylesheet.js';
import { MessagePage, type MessagePageProps } from './message-page.js';
import { SecondStepPage, type SecondStepPageProps } from './second-step-page.js';
import { SignInPage, type SignInPageProps } from './sign-in-page.js';

/** Renders and sends the staff pages, and the two every staff route may answer with; headers: staff-headers.ts. */
export class StaffPageRenderer extends PageRenderer {
  /** `singleSignOn`: whether the sign-in form offers single sign-on (it is configured). */
  constructor(
    stylesheet: PageStylesheet | undefined,
    private readonly singleSignOn = false,
  ) {
    super(stylesheet);
  }

  /** The sign-in form, with a fresh CSRF token (and its secret in the session, when it has none yet). */
  signIn(reply: FastifyReply, status: number, props: Omit<SignInPageProps, 'stylesheet' | 'csrfToken' | 'singleSignOn'>): Promise<void> {
    return this.send(
      reply,
      status,
      <SignInPage stylesheet={this.stylesheetHref} csrfToken={reply.generateCsrf()} singleSignOn={this.singleSignOn} {...props} />,
    );
  }

  /** The second step of the sign-in (with the enrolment, on a first sign-in). */
  secondStep(reply: FastifyReply, status: number, props: Omit<SecondStepPageProps, 'stylesheet' | 'csrfToken'>): Promise<void> {
    return this.send(reply, status, <SecondStepPage stylesheet={this.stylesheetHref} csrfToken={reply.generateCsrf()} {...props} />);
  }

  message(reply: FastifyReply, status: number, props: Omit<MessagePageProps, 'stylesheet'>): Promise<void> {
    return this.send(reply, status, <MessagePage stylesheet={this.stylesheetHref} {...props} />);
  }
}
