import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StaffAccess } from './staff-access.js';
import { StaffPageRenderer } from './staff-page-renderer.js';
import { INBOX_PATH } from './staff-paths.js';

/** `GET /staff/leads`: the lead inbox of signed-in staff (the sign-in form for everyone else). */
@ApiExcludeController()
@Controller('staff/leads')
export class StaffInboxController {
  constructor(
    private readonly access: StaffAccess,
    private readonly pages: StaffPageRenderer,
  ) {}

  @Get()
  async inbox(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const member = await this.access.memberOrSignIn(request, reply);
    if (!member) return;
    return this.pages.message(reply, 200, {
      title: 'Leads',
      text: 'The inbox is being set up.',
      link: { href: INBOX_PATH, label: 'Reload' },
      signedIn: this.access.signedIn(member, reply),
    });
  }
}
