import type { AltchaWidgetElement } from 'altcha';

/**
 * The prerenderer's stand-in for altcha-widget.ts (package.json `imports`, condition `node`): the server never
 * mounts a widget, and its build must not carry the widget's worker (a worker chunk needs a browser's script URL).
 */
export function mountAltchaWidget(_slot: HTMLElement, _challengeUrl: string): Promise<AltchaWidgetElement> {
  return Promise.reject(new Error('The ALTCHA widget mounts only in a browser'));
}
