import { z } from 'zod';
import { ENV_DEFAULTS, type EnvName } from './defaults.js';

/** How a value may appear in an error message: as is, with a URL's password masked, or not at all. */
export type Echo = 'value' | 'url' | 'none';

/** Unset, empty and blank are all "not set"; values are trimmed (a stray space in a manifest is not a new value). */
const blankToUndefined = (raw: unknown): unknown => {
  if (typeof raw !== 'string') return raw;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed;
};

function shown(value: string, echo: Echo): string {
  if (echo === 'none') return '';
  if (echo === 'url') {
    try {
      const parsed = new URL(value);
      if (parsed.password) parsed.password = '***';
      return `, got "${parsed.toString()}"`;
    } catch {
      return `, got "${value}"`;
    }
  }
  return `, got "${value}"`;
}

function parsed<T>(parse: (value: string) => T, echo: Echo) {
  return z.string().transform((value, ctx): T => {
    try {
      return parse(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `${(error as Error).message}${shown(value, echo)}` });
      return z.NEVER;
    }
  });
}

/** A variable with its default from ENV_DEFAULTS; the default goes through the same parser as a given value. */
export function withDefault<T>(name: EnvName, parse: (value: string) => T, echo: Echo = 'value') {
  return z.preprocess(blankToUndefined, parsed(parse, echo).prefault(ENV_DEFAULTS[name]));
}

/** A variable without a default: `undefined` when unset. */
export function optional<T>(parse: (value: string) => T, echo: Echo = 'value') {
  return z.preprocess(blankToUndefined, parsed(parse, echo).optional());
}
