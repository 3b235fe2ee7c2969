import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_ROUTES } from '@site/contracts';
import { AUTHENTICATION_REQUIRED_MESSAGE, ApiTokenGuard } from '../auth/api-token.guard.js';
import { DatabaseAvailableGuard } from '../database/database-available.guard.js';
import { errorBodySchema } from '../docs/error-schemas.js';
import { ADMIN_RATE_LIMIT } from '../rate-limit/rate-limit.js';
import { type ContactSubmissionView, ContactSubmissionListService, type Page } from './contact-submission-list.service.js';
import { type ListQuery, listQuerySchema } from './list-query.js';

/** `GET /api/contact-submissions`: the admin read, for scripts with a staff API token (`Authorization: Bearer`). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller(API_ROUTES.contactSubmissions)
// The database first: tokens cannot be checked while it is not open.
@UseGuards(DatabaseAvailableGuard, ApiTokenGuard)
export class ContactSubmissionsAdminController {
  constructor(private readonly submissions: ContactSubmissionListService) {}

  @Get()
  @RouteConfig({ rateLimit: ADMIN_RATE_LIMIT })
  @ApiOperation({ summary: 'List contact submissions, newest first (paginated)' })
  @ApiResponse({ status: 200, description: '{ items, page, pageSize, total }' })
  @ApiResponse({ status: 401, description: 'Missing or unknown API token.', schema: errorBodySchema(401, AUTHENTICATION_REQUIRED_MESSAGE) })
  @ApiResponse({
    status: 429,
    description:
      'Too many reads from this address, or too many staff password checks from this address or for this username (each ADMIN_RATE_LIMIT_MAX per ADMIN_RATE_LIMIT_WINDOW).',
  })
  list(@Query({ schema: listQuerySchema }) query: ListQuery): Promise<Page<ContactSubmissionView>> {
    return this.submissions.list(query);
  }
}
