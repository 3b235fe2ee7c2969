import { CSP_HEADERS } from '@site/http-policy';
import type { FastifyReply } from 'fastify';
import type { ReactElement } from 'react';
import type { PageStylesheet } from './page-stylesheet.js';
import { renderPage } from './render-page.js';

/** Renders and sends a page the API serves as HTML, with the built stylesheet's URL for its `<link>`. */
export class PageRenderer {
  constructor(readonly stylesheet: PageStylesheet | undefined) {}

  get stylesheetHref(): string | undefined {
    return this.stylesheet?.href;
  }

  async send(reply: FastifyReply, status: number, page: ReactElement): Promise<void> {
    await reply.status(status).header('content-type', 'text/html; charset=utf-8').send(renderPage(page));
  }

  /**
   * Sends a page opened through a signed link in an email (the claim pages, the consent-withdrawal pages): the token
   * in its URL is the authority and the page may show a lead's data, so it is never cached and never sent on as a
   * referrer; the policy of these pages: @site/http-policy, where its reasons are written.
   */
  async sendLinkedPage(reply: FastifyReply, status: number, page: ReactElement): Promise<void> {
    reply.header('content-security-policy', CSP_HEADERS.claimPage).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    await this.send(reply, status, page);
  }
}
