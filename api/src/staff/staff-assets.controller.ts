import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { errorBody } from '../errors/error-body.js';
import { StaffPageRenderer } from '../views/staff/staff-page-renderer.js';
import { STYLESHEET_CACHE_CONTROL } from '../views/page-stylesheet.js';

/** `GET /staff/assets/staff.<hash>.css`: the staff pages' stylesheet, built with the API, cached for good. */
@ApiExcludeController()
@Controller('staff/assets')
export class StaffAssetsController {
  constructor(private readonly pages: StaffPageRenderer) {}

  @Get(':file')
  async stylesheet(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const stylesheet = this.pages.stylesheet;
    // Only the one built file, by its exact name: nothing else of the disk is reachable here.
    if (!stylesheet || file !== stylesheet.fileName) throw new NotFoundException(errorBody(404, 'No such file.'));
    await reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', STYLESHEET_CACHE_CONTROL).send(stylesheet.css);
  }
}
