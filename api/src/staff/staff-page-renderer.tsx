import type { FastifyReply } from 'fastify';
import type { ReactElement } from 'react';
import { type StaffStylesheet } from './staff-stylesheet.js';
import { MessagePage, type MessagePageProps } from './views/message-page.js';
import { renderPage } from './views/render-page.js';
import { SignInPage, type SignInPageProps } from './views/sign-in-page.js';

/** Renders and sends the staff pages (HTML, with the built stylesheet's URL); headers: staff-headers.ts. */
export class StaffPageRenderer {
  constructor(readonly stylesheet: StaffStylesheet | undefined) {}

  get stylesheetHref(): string | undefined {
    return this.stylesheet?.href;
  }

  async send(reply: FastifyReply, status: number, page: ReactElement): Promise<void> {
    await reply.status(status).header('content-type', 'text/html; charset=utf-8').send(renderPage(page));
  }

  /** The sign-in form, with a fresh CSRF token (and its secret in the session, when it has none yet). */
  signIn(reply: FastifyReply, status: number, props: Omit<SignInPageProps, 'stylesheet' | 'csrfToken'>): Promise<void> {
    return this.send(reply, status, <SignInPage stylesheet={this.stylesheetHref} csrfToken={reply.generateCsrf()} {...props} />);
  }

  message(reply: FastifyReply, status: number, props: Omit<MessagePageProps, 'stylesheet'>): Promise<void> {
    return this.send(reply, status, <MessagePage stylesheet={this.stylesheetHref} {...props} />);
  }
}
