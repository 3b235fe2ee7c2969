import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * After a refused submit: focuses the form's first field with an error in the order the visitor sees them (not the
 * order the fields registered in, which react-hook-form follows), and brings it to the middle of the screen, so on
 * a phone the first message is in view rather than hidden under the header or below the fold.
 */
export function focusFirstInvalidField<T extends FieldValues>(form: HTMLFormElement | null, errors: FieldErrors<T>): void {
  if (!form) return;
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
      element.name !== '' &&
      element.name in errors,
  );
  if (!first) return;
  first.focus({ preventScroll: true });
  first.scrollIntoView({ block: 'center' });
}
