import { Controller, Delete, Get, Header, Param, Req, ServiceUnavailableException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_ROUTES, PERSON_EMAIL_MESSAGE, normalisePersonEmail } from '@site/contracts';
import { type ErasureCounts, PersonErasure, type PersonExport } from '@site/privacy';
import type { FastifyRequest } from 'fastify';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { errorBody } from '../errors/error-body.js';
import { ValidationFailedException } from '../errors/validation-failed.exception.js';
import { ADMIN_RATE_LIMIT } from '../rate-limit/rate-limit.js';
import { StaffActor } from './staff-actor.js';

/**
 * Data-subject requests for staff and scripts: everything stored about an address (GET) and its erasure everywhere
 * (DELETE), each recorded in the privacy audit log with who asked and its counts. The address matches whatever
 * case it was typed in. Never cached.
 */
@ApiTags('staff')
@Controller(API_ROUTES.people)
@StaffOnly()
export class PeopleController {
  constructor(
    private readonly erasure: PersonErasure,
    private readonly actor: StaffActor,
  ) {}

  @Get(':email')
  @RouteConfig({ rateLimit: ADMIN_RATE_LIMIT })
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Everything stored about an address: every lead (fields, consent, email record, claim, history) and its queue jobs' })
  @ApiResponse({ status: 400, description: 'The path names no email address.' })
  async export(@Param('email') raw: string, @Req() request: FastifyRequest): Promise<PersonExport> {
    const email = this.readEmail(raw);
    return this.erasure.export(email, { actor: await this.actor.of(request), requestId: String(request.id) });
  }

  @Delete(':email')
  @RouteConfig({ rateLimit: ADMIN_RATE_LIMIT })
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Erases an address everywhere: its leads of every kind, their queue jobs and events; answers the counts' })
  @ApiResponse({ status: 400, description: 'The path names no email address.' })
  async erase(@Param('email') raw: string, @Req() request: FastifyRequest): Promise<{ email: string; erased: ErasureCounts }> {
    const email = this.readEmail(raw);
    const erased = await this.erasure.erase(email, { actor: await this.actor.of(request), requestId: String(request.id) });
    return { email, erased };
  }

  private readEmail(raw: string): string {
    if (!this.erasure.people.isAvailable) {
      throw new ServiceUnavailableException(errorBody(503, 'The lead database is unavailable. Please try again later.'));
    }
    const email = normalisePersonEmail(raw);
    if (!email) throw new ValidationFailedException([{ field: 'email', message: PERSON_EMAIL_MESSAGE }]);
    return email;
  }
}
