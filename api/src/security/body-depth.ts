import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors/error-body.js';

/**
 * Levels of objects and arrays a request body may nest. The deepest body the API takes is a lead's
 * `source.utm` (3 levels; a form post is 2). 32 leaves ample room for any future field while keeping every
 * recursive reader of a body (zod, JSON.stringify in logs, error paths) far from its stack limit, and it makes a
 * body's walks cost a bounded amount per value, whatever its shape.
 */
export const MAX_BODY_DEPTH = 32;

export const BODY_TOO_DEEP_MESSAGE = `Request body is nested too deeply: at most ${MAX_BODY_DEPTH} levels of objects and arrays are accepted.`;

/**
 * True when `value` holds objects or arrays nested more than `maxDepth` levels (the body itself is level 1).
 * Iterative, visits each value at most once and stops at the first level too deep: linear in the body's size.
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current.value !== 'object' || current.value === null) continue;
    if (current.depth > maxDepth) return true;
    for (const child of Object.values(current.value)) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: current.depth + 1 });
    }
  }
  return false;
}

/**
 * Refuses (400 JSON; a lead form post is redirected to its error page) every parsed request body nested more
 * than MAX_BODY_DEPTH levels, on every route and whatever parser read it, before any guard, pipe or handler
 * looks at it.
 */
export function refuseDeepBodies(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, MAX_BODY_DEPTH)) {
      throw new BadRequestException(errorBody(400, BODY_TOO_DEEP_MESSAGE));
    }
  });
}
