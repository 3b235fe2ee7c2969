import { type ArgumentMetadata, StandardSchemaValidationPipe } from '@nestjs/common';
import { ValidationFailedException } from '../errors/validation-failed.exception.js';

/** Keys that could reach an object's prototype if some code merged the body into another object. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** One value of a body and where it sits: its key and its parent's place (the body itself has none). */
interface Place {
  value: unknown;
  key?: string;
  parent?: Place;
}

/** The dotted path of a place (`website.__proto__`), built only for a finding: O(depth) once per finding. */
function pathOf(place: Place, lastKey?: string): string {
  const keys: string[] = lastKey === undefined ? [] : [lastKey];
  for (let current: Place | undefined = place; current?.key !== undefined; current = current.parent) keys.push(current.key);
  return keys.length ? keys.reverse().join('.') : '(root)';
}

export interface BodyFindings {
  /** The paths of own prototype keys (`website.__proto__`). */
  prototypeKeys: string[];
  /** The paths of strings holding U+0000 (`(root)` for a body that is such a string). */
  nulCharacters: string[];
}

/**
 * Finds, in one walk of a parsed body, every own prototype key and every string holding U+0000, at any depth (at
 * most `limit` of each). Iterative and linear in the body's size: each value is visited once and each place
 * holds a link to its parent instead of a copy of its path. Fastify's JSON parser already refuses `__proto__` and
 * `constructor.prototype`, so prototype keys mostly come from url-encoded forms or are a bare `prototype` or
 * `constructor` key.
 */
export function scanBody(value: unknown, limit = 20): BodyFindings {
  const findings: BodyFindings = { prototypeKeys: [], nulCharacters: [] };
  const stack: Place[] = [{ value }];
  const visited = new WeakSet<object>();
  while (stack.length > 0 && (findings.prototypeKeys.length < limit || findings.nulCharacters.length < limit)) {
    const place = stack.pop()!;
    if (typeof place.value === 'string') {
      if (place.value.includes('\u0000') && findings.nulCharacters.length < limit) findings.nulCharacters.push(pathOf(place));
      continue;
    }
    if (typeof place.value !== 'object' || place.value === null || visited.has(place.value)) continue;
    visited.add(place.value);
    const node = place.value as Record<string, unknown>;
    let listedProto = false;
    for (const key of Object.keys(node)) {
      if ((PROTOTYPE_KEYS as readonly string[]).includes(key)) {
        listedProto ||= key === '__proto__';
        if (findings.prototypeKeys.length < limit) findings.prototypeKeys.push(pathOf(place, key));
      } else {
        stack.push({ value: node[key], key, parent: place });
      }
    }
    // Object.keys skips a `__proto__` that is an own property only when it is not enumerable; check it as well.
    if (!listedProto && Object.hasOwn(node, '__proto__') && findings.prototypeKeys.length < limit) {
      findings.prototypeKeys.push(pathOf(place, '__proto__'));
    }
  }
  return findings;
}

/** PostgreSQL text cannot hold U+0000: such a lead would be accepted and then never stored. */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters.';

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
      const { prototypeKeys, nulCharacters: nul } = scanBody(value);
      if (prototypeKeys.length > 0) {
        throw new ValidationFailedException(
          prototypeKeys.map((path) => ({ field: path, message: `Unrecognized key: "${path.slice(path.lastIndexOf('.') + 1)}"` })),
        );
      }
      if (nul.length > 0) throw new ValidationFailedException(nul.map((field) => ({ field, message: NUL_CHARACTER_MESSAGE })));
    }
    return super.transform(value, metadata);
  }
}
