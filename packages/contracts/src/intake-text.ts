import { z } from 'zod';

/**
 * Unicode's bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). They reorder
 * the text shown around them (`Eve‮gnp.exe` reads `Eveexe.png`) in the inbox, the emails and a spreadsheet, and
 * no lead needs them.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidirectional controls. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

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
