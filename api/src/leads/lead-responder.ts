import { HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORM_REDIRECTS, isLeadFormPost } from '../http/form-post.js';

/** The body of a 202: only the lead id. */
export interface LeadAccepted {
  id: string;
}

/** Answers an accepted lead: 202 `{ id }` to a JSON client, a 303 to `/contact/thanks` to a browser form post. */
export async function sendLeadAccepted(request: FastifyRequest, reply: FastifyReply, id: string): Promise<void> {
  if (isLeadFormPost(request)) {
    await reply.code(HttpStatus.SEE_OTHER).header('location', FORM_REDIRECTS.thanks).send();
    return;
  }
  const body: LeadAccepted = { id };
  await reply.code(HttpStatus.ACCEPTED).send(body);
}
