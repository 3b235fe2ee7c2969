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
