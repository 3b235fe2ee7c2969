// Loaded only when a lead form mounts (dynamic import): the ALTCHA widget must not weigh on any page's first load.
// The `external` build carries no inline (blob:) worker or style, so the site's CSP needs no exception: the solver
// runs in a worker file of the site's own origin (worker-src 'self').
/// <reference path="./file-url-imports.d.ts" />
import 'altcha/external';
import type { AltchaWidgetElement } from 'altcha';
import { PROOF_OF_WORK_FIELD } from '@site/contracts';
import pbkdf2WorkerUrl from 'altcha/workers/pbkdf2?url';

/** The algorithm the API's challenges use (api/src/proof-of-work): its solver runs in a worker of its own. */
const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * The solver: the widget's prebuilt PBKDF2 worker, a self-contained classic script, emitted as a file beside the
 * remote's chunks as it is (an asset): bundled as a worker entry it would carry the Module Federation runtime, which fails
 * outside the page (see fileUrlRule in @site/rspack-config).
 */
globalThis.$altcha.algorithms.set(ALGORITHM, () => new Worker(pbkdf2WorkerUrl, { name: 'altcha-pbkdf2' }));

/**
 * Creates a widget in `slot` that solves challenges from `challengeUrl` only when asked (`verify()`): the form
 * starts it on the visitor's first input. It collects no interaction data, adds no delay, sets no cookie.
 */
export async function mountAltchaWidget(slot: HTMLElement, challengeUrl: string): Promise<AltchaWidgetElement> {
  const widget = document.createElement('altcha-widget');
  const loaded = new Promise<void>((resolve) => widget.addEventListener('load', () => resolve(), { once: true }));
  slot.append(widget);
  await loaded;
  await widget.configure({
    challenge: challengeUrl,
    auto: 'off',
    name: PROOF_OF_WORK_FIELD,
    humanInteractionSignature: false,
    minDuration: 0,
    hideFooter: true,
    hideLogo: true,
  });
  return widget;
}
