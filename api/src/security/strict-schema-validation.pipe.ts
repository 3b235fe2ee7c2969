import { type ArgumentMetadata, StandardSchemaValidationPipe } from '@nestjs/common';
import { ValidationFailedException } from '../errors/validation-failed.exception.js';

/** Keys that could reach an object's prototype if some code merged the body into another object. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * The paths (`website.__proto__`) of every own prototype key in a parsed body, at any depth. Iterative, so a
 * deeply nested body cannot overflow the stack; Fastify's JSON parser already refuses `__proto__` and
 * `constructor.prototype`, so this mostly meets url-encoded forms and a bare `prototype` or `constructor` key.
 */
export function prototypeKeyPaths(value: unknown, limit = 20): string[] {
  const found: string[] = [];
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  const visited = new WeakSet<object>();
  while (stack.length > 0 && found.length < limit) {
    const current = stack.pop()!;
    if (typeof current.value !== 'object' || current.value === null || visited.has(current.value)) continue;
    visited.add(current.value);
    for (const key of Object.keys(current.value)) {
      const path = [...current.path, key];
      if ((PROTOTYPE_KEYS as readonly string[]).includes(key)) found.push(path.join('.'));
      else stack.push({ value: (current.value as Record<string, unknown>)[key], path });
    }
    // Object.keys skips a `__proto__` that is an own property only when it is not enumerable; check it as well.
    if (Object.hasOwn(current.value, '__proto__') && !found.includes([...current.path, '__proto__'].join('.'))) {
      found.push([...current.path, '__proto__'].join('.'));
    }
  }
  return found;
}

/** PostgreSQL text cannot hold U+0000: such a lead would be accepted and then never stored. */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters.';

/** The paths of every string holding U+0000 in a parsed body, at any depth (iterative). */
export function nulCharacterPaths(value: unknown, limit = 20): string[] {
  const found: string[] = [];
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  const visited = new WeakSet<object>();
  while (stack.length > 0 && found.length < limit) {
    const current = stack.pop()!;
    if (typeof current.value === 'string') {
      if (current.value.includes('\u0000')) found.push(current.path.length ? current.path.join('.') : '(root)');
      continue;
    }
    if (typeof current.value !== 'object' || current.value === null || visited.has(current.value)) continue;
    visited.add(current.value);
    for (const key of Object.keys(current.value)) {
      stack.push({ value: (current.value as Record<string, unknown>)[key], path: [...current.path, key] });
    }
  }
  return found;
}

/**
 * Nest's StandardSchemaValidationPipe silently deletes `__proto__`, `constructor` and `prototype` keys before
 * validating, so a body carrying them would pass as if they were absent. The lead schemas are strict (an
 * unknown key is a 400), so a body with such a key is refused like any other unknown key; other parameters
 * (the admin read's query) keep Nest's stripping. A body string holding U+0000 is refused as well (400): the
 * database could never store it, so the lead would be lost after its 202.
 */
export class StrictSchemaValidationPipe extends StandardSchemaValidationPipe {
  override async transform<T = unknown>(value: T, metadata: ArgumentMetadata): Promise<T> {
    if (metadata.type === 'body' && metadata.schema) {
      const paths = prototypeKeyPaths(value);
      if (paths.length > 0) {
        throw new ValidationFailedException(
          paths.map((path) => ({ field: path, message: `Unrecognized key: "${path.slice(path.lastIndexOf('.') + 1)}"` })),
        );
      }
      const nul = nulCharacterPaths(value);
      if (nul.length > 0) throw new ValidationFailedException(nul.map((field) => ({ field, message: NUL_CHARACTER_MESSAGE })));
    }
    return super.transform(value, metadata);
  }
}
