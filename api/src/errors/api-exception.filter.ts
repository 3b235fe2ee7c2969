import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formErrorLocation, isLeadFormPost } from '../http/form-post.js';
import { type ErrorBody, errorBody, type FieldIssue } from './error-body.js';

const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/** Fastify's 415 says only "Unsupported Media Type": say what is supported. */
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'Content-Type must be application/json (or application/x-www-form-urlencoded for a form post).';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFieldIssues(value: unknown): value is FieldIssue[] {
  return Array.isArray(value) && value.every((item) => isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string');
}

/** The `{ statusCode, error, message, issues? }` body of an HttpException, whatever shape its response has. */
export function httpExceptionBody(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return errorBody(statusCode, response);
  if (isRecord(response)) {
    const raw = response.message;
    // Nest's built-in pipes put a list of messages in `message`.
    const message = Array.isArray(raw) ? raw.map(String).join('; ') : typeof raw === 'string' ? raw : exception.message;
    return errorBody(statusCode, message, isFieldIssues(response.issues) ? response.issues : undefined);
  }
  return errorBody(statusCode, exception.message);
}

/**
 * Every error the API answers, from handlers, guards, pipes, Fastify (413, 415, body parsing), the rate
 * limiter (429) and unknown routes (404), becomes the JSON body `{ statusCode, error, message, issues? }`. Other errors are logged and
 * answered 500 without their details. A browser form post to a lead endpoint is redirected (303) to
 * `/contact/error?reason=...` instead.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    let body: ErrorBody;
    if (exception instanceof HttpException) {
      body = httpExceptionBody(exception);
      if (body.statusCode === HttpStatus.UNSUPPORTED_MEDIA_TYPE) body.message = UNSUPPORTED_MEDIA_TYPE_MESSAGE;
    } else {
      this.logger.error({ err: exception, reqId: request.id }, 'Unhandled error');
      body = errorBody(HttpStatus.INTERNAL_SERVER_ERROR, INTERNAL_ERROR_MESSAGE);
    }
    if (reply.sent) return;
    if (isLeadFormPost(request)) {
      void reply.code(HttpStatus.SEE_OTHER).header('location', formErrorLocation(body.statusCode)).send();
      return;
    }
    void reply.code(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
