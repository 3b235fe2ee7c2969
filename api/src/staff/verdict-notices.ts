import type { StaffVerdict } from '@site/contracts';

/** What a verdict button did: set OK, set spam, or nothing (the lead had that verdict already). */
export type VerdictNotice = StaffVerdict | 'unchanged';

/**
 * The notice the lead page shows after a verdict button, by its `notice` parameter. Only these texts are shown: the
 * parameter picks one, it never carries text of its own.
 */
export const VERDICT_NOTICES: Record<VerdictNotice, { param: string; text: string }> = {
  ok: {
    param: 'marked-ok',
    text: 'Marked as not spam. Whatever its verdict held back (the email to sales, the thank-you, the webhooks) goes out once.',
  },
  spam: { param: 'marked-spam', text: 'Marked as spam. Nothing more goes out for this lead.' },
  unchanged: { param: 'verdict-unchanged', text: 'The lead had that verdict already: nothing changed.' },
};

/** The notice text a lead page's `notice` parameter names, if any. */
export function verdictNotice(param: unknown): string | undefined {
  return Object.values(VERDICT_NOTICES).find((notice) => notice.param === param)?.text;
}
