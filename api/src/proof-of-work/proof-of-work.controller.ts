import { Controller, Get, Header } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_ROUTES } from '@site/contracts';
import type { Challenge } from 'altcha-lib';
import { LEAD_RATE_LIMIT } from '../rate-limit/rate-limit.js';
import { ProofOfWorkChallenges } from './proof-of-work-challenges.js';

/**
 * `GET /api/proof-of-work-challenge`: a fresh ALTCHA challenge for a lead form's widget. Never cached (each is
 * single use), rate limited per client IP like the lead POSTs.
 */
@ApiTags('leads')
@Controller()
export class ProofOfWorkController {
  constructor(private readonly challenges: ProofOfWorkChallenges) {}

  @Get(API_ROUTES.proofOfWorkChallenge)
  @Header('cache-control', 'no-store')
  @RouteConfig({ rateLimit: LEAD_RATE_LIMIT })
  @ApiOperation({
    summary: 'Get a proof-of-work challenge',
    description:
      'An ALTCHA (v2) challenge, signed by the API. The lead forms solve it and send the solution, base64, in the ' +
      '`altcha` field of the lead; a lead without one is accepted but unverified.',
  })
  @ApiResponse({ status: 200, description: 'The challenge: { parameters, signature }.' })
  @ApiResponse({ status: 429, description: 'Too many requests from this client.' })
  challenge(): Promise<Challenge> {
    return this.challenges.issue();
  }
}
