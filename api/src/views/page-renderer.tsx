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
}
