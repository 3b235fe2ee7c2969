import { Body, Controller, HttpCode, NotFoundException, Param, Post, Req, ServiceUnavailableException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  API_ROUTES,
  LEAD_KINDS,
  type LeadKind,
  type LeadVerdictChangeRequest,
  type LeadVerdictChangeResult,
  leadVerdictChangeSchema,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { staffMemberOf } from '../auth/authenticated-staff.js';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { errorBody } from '../errors/error-body.js';
import { ADMIN_RATE_LIMIT } from '../rate-limit/rate-limit.js';
import { VerdictCorrections } from './verdict-corrections.js';

const LEAD_NOT_FOUND = 'No such lead.';

/**
 * Staff correct a lead's verdict through the API (scripts with an API token, or a staff session): `ok` (not spam;
 * an `unverified` or `spam` lead is then released once) or `spam`. Answers the verdict now and whether it changed.
 */
@ApiTags('staff')
@Controller()
@StaffOnly()
export class LeadVerdictController {
  constructor(private readonly corrections: VerdictCorrections) {}

  @Post(`${API_ROUTES.leads}/:kind/:id/verdict`)
  @HttpCode(200)
  @RouteConfig({ rateLimit: ADMIN_RATE_LIMIT })
  @ApiOperation({ summary: "Set a lead's verdict: ok (releases an unverified or spam lead once) or spam" })
  @ApiResponse({ status: 400, description: 'The body is not { "verdict": "ok" | "spam" }.' })
  @ApiResponse({ status: 404, description: 'No lead of that kind has that id.' })
  async change(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Body({ schema: leadVerdictChangeSchema }) body: LeadVerdictChangeRequest,
    @Req() request: FastifyRequest,
  ): Promise<LeadVerdictChangeResult> {
    if (!this.corrections.isAvailable) {
      throw new ServiceUnavailableException(errorBody(503, 'The lead database is unavailable. Please try again later.'));
    }
    const known = (LEAD_KINDS as readonly string[]).includes(kind) ? (kind as LeadKind) : undefined;
    const change = known
      ? await this.corrections.change(known, id, body.verdict, staffMemberOf(request) ?? 'staff')
      : { outcome: 'not-found' as const };
    if (change.outcome === 'not-found') throw new NotFoundException(errorBody(404, LEAD_NOT_FOUND));
    return { kind: kind, id, verdict: change.verdict, changed: change.outcome === 'changed' };
  }
}
