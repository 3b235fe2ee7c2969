import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { isLeadFormPost } from '../http/form-post.js';

/** Fields an HTML form posts that are no part of the API payload (the strict schemas would refuse them). */
export const FORM_ONLY_FIELDS = ['privacyAccepted'] as const;

/**
 * Removes the form-only fields from a browser form post before validation (interceptors run before pipes):
 * the no-JS form cannot leave its privacy checkbox out the way the JavaScript form does. JSON bodies are
 * left alone, so a JSON `privacyAccepted` is still refused (the client never sends it).
 */
@Injectable()
export class FormOnlyFieldsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const body = request.body;
    if (isLeadFormPost(request) && typeof body === 'object' && body !== null) {
      for (const field of FORM_ONLY_FIELDS) delete (body as Record<string, unknown>)[field];
    }
    return next.handle();
  }
}
