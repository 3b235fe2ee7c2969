import { Body, Controller, Delete, Get, Header, NotFoundException, Param, Patch, Req, ServiceUnavailableException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_ROUTES, PERSON_EMAIL_MESSAGE, type PersonCorrection as Correction, normalisePersonEmail, personCorrectionSchema } from '@site/contracts';
import { type CorrectionCounts, type ErasureCounts, PersonCorrection, PersonErasure, type PersonExport } from '@site/privacy';
import type { FastifyRequest } from 'fastify';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { errorBody } from '../errors/error-body.js';
import { ValidationFailedException } from '../errors/validation-failed.exception.js';
import { ADMIN_RATE_LIMIT } from '../rate-limit/rate-limit.js';
import { StaffActor } from './staff-actor.js';

export const NOBODY_STORED_MESSAGE = 'Nothing is stored about this address.';

/**
 * Data-subject requests for admins and their scripts: everything stored about an address (GET), its correction
 * (PATCH) and its erasure everywhere (DELETE), each recorded in the audit log with who asked and its counts. The
 * address matches whatever case it was typed in. Never cached. Sales staff get 403.
 */
@ApiTags('staff')
@Controller(API_ROUTES.people)
@StaffOnly('admin')
export class PeopleController {
  constructor(
    private readonly erasure: PersonErasure,
    private readonly correction: PersonCorrection,
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

  @Patch(':email')
  @RouteConfig({ rateLimit: ADMIN_RATE_LIMIT })
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      "Corrects an address's data in every lead of it: JSON with the fields to change (fullName, company, role, workEmail), validated like the lead forms; answers the counts",
  })
  @ApiResponse({ status: 400, description: 'The path names no email address, or a field is invalid (named in `issues`).' })
  @ApiResponse({ status: 404, description: NOBODY_STORED_MESSAGE })
  async correct(
    @Param('email') raw: string,
    @Body({ schema: personCorrectionSchema }) fields: Correction,
    @Req() request: FastifyRequest,
  ): Promise<{ email: string; corrected: CorrectionCounts }> {
    const email = this.readEmail(raw);
    const corrected = await this.correction.correct(email, fields, { actor: await this.actor.of(request), requestId: String(request.id) });
    if (!corrected) throw new NotFoundException(errorBody(404, NOBODY_STORED_MESSAGE));
    return { email, corrected };
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
