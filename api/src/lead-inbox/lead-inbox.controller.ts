import { Controller, Get, Header, NotFoundException, Param, Query, Res, ServiceUnavailableException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  API_ROUTES,
  LEAD_KINDS,
  type LeadInboxFilter,
  type LeadInboxQuery,
  type LeadKind,
  leadInboxFilterSchema,
  leadInboxQuerySchema,
} from '@site/contracts';
import { type LeadDetail, LeadInboxRepository, type LeadInboxPage } from '@site/persistence';
import type { FastifyReply } from 'fastify';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { errorBody } from '../errors/error-body.js';
import { ADMIN_RATE_LIMIT } from '../rate-limit/rate-limit.js';
import { leadCsvFilename, leadCsvStream } from './lead-csv.js';

/** Leads per database round trip of the CSV export. */
const EXPORT_BATCH = 1000;

const LEAD_NOT_FOUND = 'No such lead.';

/**
 * The staff inbox's data: the filtered newest-first list in keyset pages, one lead with its history, and the
 * same filtered list as a streamed CSV download. Staff only; never cached.
 */
@ApiTags('staff')
@Controller()
@StaffOnly()
export class LeadInboxController {
  constructor(private readonly inbox: LeadInboxRepository) {}

  @Get(API_ROUTES.leads)
  @RouteConfig({ rateLimit: ADMIN_RATE_LIMIT })
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Leads of every kind, newest first, filtered; keyset pages ({ items, nextCursor })' })
  @ApiResponse({ status: 400, description: 'A filter, the cursor or the limit is invalid (the issue names the field).' })
  list(@Query({ schema: leadInboxQuerySchema }) query: LeadInboxQuery): Promise<LeadInboxPage> {
    this.ensureAvailable();
    const { cursor, limit, ...filter } = query;
    return this.inbox.list(filter, { cursor, limit });
  }

  @Get(API_ROUTES.leadsCsv)
  @RouteConfig({ rateLimit: ADMIN_RATE_LIMIT })
  @ApiOperation({ summary: 'The filtered leads as a CSV download (streamed, formula-safe cells)' })
  exportCsv(@Query({ schema: leadInboxFilterSchema }) filter: LeadInboxFilter, @Res() reply: FastifyReply): FastifyReply {
    this.ensureAvailable();
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${leadCsvFilename()}"`)
      .header('cache-control', 'no-store')
      .send(leadCsvStream(this.inbox.each(filter, EXPORT_BATCH)));
  }

  @Get(`${API_ROUTES.leads}/:kind/:id`)
  @RouteConfig({ rateLimit: ADMIN_RATE_LIMIT })
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'One lead with all its fields, its email record and its history' })
  @ApiResponse({ status: 404, description: 'No lead of that kind has that id.' })
  async lead(@Param('kind') kind: string, @Param('id') id: string): Promise<LeadDetail> {
    this.ensureAvailable();
    const lead = (LEAD_KINDS as readonly string[]).includes(kind) ? await this.inbox.lead(kind as LeadKind, id) : undefined;
    if (!lead) throw new NotFoundException(errorBody(404, LEAD_NOT_FOUND));
    return lead;
  }

  private ensureAvailable(): void {
    if (!this.inbox.isAvailable) {
      throw new ServiceUnavailableException(errorBody(503, 'The lead database is unavailable. Please try again later.'));
    }
  }
}
