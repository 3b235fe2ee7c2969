import { stripBidiControls } from './bidi-controls.js';
import { z } from './zod-config.js';

export { BIDI_CONTROLS, stripBidiControls } from './bidi-controls.js';

type StringParams = Parameters<typeof z.string>[0];

/** The message of a refused option (also for a missing or non-string value): text, or made from the input. */
interface OptionParams {
  error: string | ((issue: { input?: unknown }) => string);
}

/**
 * A string as every intake schema reads it: bidirectional controls removed first, so they never reach a stored
 * lead, a page, an email or an export, and a value is never refused for them (trimming, length and format
 * checks chained after this one see the text without them).
 */
export function intakeString(params?: StringParams) {
  return z.string(params).overwrite(stripBidiControls);
}

/**
 * One value of a fixed list, read like any intake string first. The list is repeated as metadata so the API's
 * OpenAPI document still shows it (the document describes the input: a string).
 */
export function intakeOption<const T extends readonly [string, ...string[]]>(values: T, params?: OptionParams) {
  return intakeString(params)
    .meta({ enum: [...values] })
    .pipe(z.enum(values, params));
}

/** An empty value ('' once bidirectional controls are removed): the form's "nothing entered" for an optional field. */
export const emptyIntakeString = intakeString()
  .meta({ enum: [''] })
  .pipe(z.literal(''));
