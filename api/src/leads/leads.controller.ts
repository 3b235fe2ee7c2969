import { Body, Controller, Headers, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiTags } from '@nestjs/swagger';
import {
  API_ROUTES,
  type ContactSubmission,
  contactSubmissionSchema,
  type DemoRequest,
  demoRequestSchema,
  type EvidencePackRequest,
  evidencePackRequestSchema,
} from '@site/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LeadEndpointDocs } from '../docs/lead-endpoint-docs.js';
import { LEAD_RATE_LIMIT } from '../rate-limit/rate-limit.js';
import { FormOnlyFieldsInterceptor } from './form-only-fields.interceptor.js';
import { parseIdempotencyKey } from './idempotency-key.js';
import { LeadIntakeService } from './lead-intake.service.js';
import { sendLeadAccepted } from './lead-responder.js';

/**
 * The three lead POSTs. Bodies are validated by the global StrictSchemaValidationPipe against the shared
 * zod schemas (`@Body({ schema })`), each route is rate limited per client IP, and an accepted lead is
 * answered 202 { id } (or 303 for a browser form post).
 */
@ApiTags('leads')
@Controller()
@UseInterceptors(FormOnlyFieldsInterceptor)
export class LeadsController {
  constructor(private readonly intake: LeadIntakeService) {}

  @Post(API_ROUTES.contactSubmissions)
  @RouteConfig({ rateLimit: LEAD_RATE_LIMIT })
  @LeadEndpointDocs('Submit the contact form')
  async createContactSubmission(
    @Body({ schema: contactSubmissionSchema }) data: ContactSubmission,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Headers('referer') referer: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const id = await this.intake.accept({ kind: 'contact-submission', data }, parseIdempotencyKey(idempotencyKey), referer, request.ip);
    await sendLeadAccepted(request, reply, id);
  }

  @Post(API_ROUTES.demoRequests)
  @RouteConfig({ rateLimit: LEAD_RATE_LIMIT })
  @LeadEndpointDocs('Request a demo')
  async createDemoRequest(
    @Body({ schema: demoRequestSchema }) data: DemoRequest,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Headers('referer') referer: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const id = await this.intake.accept({ kind: 'demo-request', data }, parseIdempotencyKey(idempotencyKey), referer, request.ip);
    await sendLeadAccepted(request, reply, id);
  }

  @Post(API_ROUTES.evidencePackRequests)
  @RouteConfig({ rateLimit: LEAD_RATE_LIMIT })
  @LeadEndpointDocs('Request a signed evidence pack')
  async createEvidencePackRequest(
    @Body({ schema: evidencePackRequestSchema }) data: EvidencePackRequest,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Headers('referer') referer: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const id = await this.intake.accept({ kind: 'evidence-pack-request', data }, parseIdempotencyKey(idempotencyKey), referer, request.ip);
    await sendLeadAccepted(request, reply, id);
  }
}
