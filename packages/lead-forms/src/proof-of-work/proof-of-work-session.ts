import type { AltchaWidgetElement } from 'altcha';
import { API_ROUTES, apiPath, FORM_FILL_TIME_FIELD, PROOF_OF_WORK_FIELD, type VerdictEvidence } from '@site/contracts';

/** How long sending waits for a solution still being computed; past it the lead goes without (unverified). */
export const SOLUTION_WAIT_MS = 5_000;

/** What the visitor may see of the proof of work. */
export type ProofOfWorkStatus = 'idle' | 'verifying' | 'verified' | 'failed';

const CHALLENGE_URL = apiPath(API_ROUTES.proofOfWorkChallenge);

/**
 * One lead form's proof of work: the widget loads when the visitor reaches for the form, solves on their first input, and
 * each submission takes the solution (waiting for it up to SOLUTION_WAIT_MS) with the time since that first input.
 * A solution counts for one lead, so the next submission solves a new challenge. Whatever fails (the widget does
 * not load, the challenge cannot be fetched, the solve is slow), the lead is sent without a solution.
 */
export class ProofOfWorkSession {
  private slot: HTMLElement | undefined;
  private mounted: AltchaWidgetElement | undefined;
  private widget: Promise<AltchaWidgetElement | undefined> | undefined;
  private solving: Promise<string | undefined> | undefined;
  private firstInputAt: number | undefined;

  constructor(private readonly onStatus: (status: ProofOfWorkStatus) => void = () => undefined) {}

  /**
   * Gives the session `slot` (a hidden element of the form) for the widget; returns what removes it. The widget is
   * loaded only when the visitor reaches for the form (prepare(), first input), so a page with a form does not load
   * and start it while the page itself loads.
   */
  attach(slot: HTMLElement): () => void {
    this.slot = slot;
    return () => {
      this.mounted?.remove();
      this.mounted = undefined;
      this.slot = undefined;
      this.widget = undefined;
      this.solving = undefined;
    };
  }

  /** The visitor reached for the form (focus): the widget loads, ready for the first input. */
  readonly prepare = (): void => {
    this.load();
  };

  /** The visitor typed or chose something: the fill time starts, and so does the solve. */
  readonly onInput = (): void => {
    this.firstInputAt ??= performance.now();
    this.solve();
  };

  /** The fields the lead carries for its verdict: the solution if there is one in time, the fill time if known. */
  async evidence(waitMs = SOLUTION_WAIT_MS): Promise<VerdictEvidence> {
    const formFillMs = this.firstInputAt === undefined ? undefined : Math.round(performance.now() - this.firstInputAt);
    const solving = this.solve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), waitMs);
    });
    const solution = await Promise.race([solving, timeout]).finally(() => clearTimeout(timer));
    // Used (or given up on): the next submission is another lead, with a solution of its own.
    this.solving = undefined;
    if (solution) this.onStatus('idle');
    return {
      ...(solution ? { [PROOF_OF_WORK_FIELD]: solution } : {}),
      ...(formFillMs === undefined ? {} : { [FORM_FILL_TIME_FIELD]: formFillMs }),
    };
  }

  /** After an accepted lead: the next one's fill time starts at its own first input. */
  reset(): void {
    this.firstInputAt = undefined;
  }

  /** The widget of the attached slot, loaded once; undefined without a slot or when it cannot be loaded. */
  private load(): Promise<AltchaWidgetElement | undefined> | undefined {
    const slot = this.slot;
    if (this.widget || !slot) return this.widget;
    this.widget = import('#altcha-widget')
      .then(({ mountAltchaWidget }) => mountAltchaWidget(slot, CHALLENGE_URL))
      .then((widget) => {
        this.mounted = widget;
        // An expired solution would leave the lead unverified: the next submission solves afresh.
        widget.addEventListener('expired', () => {
          this.solving = undefined;
          this.onStatus('idle');
        });
        return widget;
      })
      .catch(() => undefined);
    return this.widget;
  }

  private solve(): Promise<string | undefined> {
    if (this.solving) return this.solving;
    const widget = this.load();
    if (!widget) return Promise.resolve(undefined);
    this.onStatus('verifying');
    const solving: Promise<string | undefined> = widget
      .then((loaded) => loaded?.verify())
      .then(
        (result) => result?.payload ?? undefined,
        () => undefined,
      )
      .then((payload) => {
        if (this.solving === solving) {
          this.onStatus(payload ? 'verified' : 'failed');
          // A failed attempt is not kept: the next input or submission tries again.
          if (!payload) this.solving = undefined;
        }
        return payload;
      });
    this.solving = solving;
    return solving;
  }
}
