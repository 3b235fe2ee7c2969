import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/**
 * Keeps Terminus' own body (`{ status, info, error, details }`) on an unhealthy 503 instead of the API's
 * error body: probes and people read what is down from it. Scoped to the health controller.
 */
@Catch(HttpException)
export class HealthResponseFilter implements ExceptionFilter {
  catch(exception: HttpException, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.code(exception.getStatus()).header('cache-control', 'no-store').send(exception.getResponse());
  }
}
