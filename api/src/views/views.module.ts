import { Module } from '@nestjs/common';
import { loadPageStylesheet } from './page-stylesheet.js';
import { PageRenderer } from './page-renderer.js';

/** The renderer of every HTML page the API serves, with the stylesheet loaded once for all of them. */
@Module({
  providers: [{ provide: PageRenderer, useFactory: () => new PageRenderer(loadPageStylesheet()) }],
  exports: [PageRenderer],
})
export class ViewsModule {}
