import { LEAD_KIND_TITLES, RESPONSE_PROMISE_MS } from '@site/contracts';
import { CSP_HEADERS } from '@site/http-policy';
import escapeHtml from 'escape-html';
import type { ClaimedLead, LeadSummary } from '@site/persistence';

/** The claim pages' only policy (@site/http-policy, where its reasons are written). */
export const CLAIM_PAGE_CSP = CSP_HEADERS.claimPage;

const STYLE = `
  :root { color-scheme: dark; }
  body { margin: 0; background: #020617; color: #e2e8f0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { max-width: 36rem; margin: 0 auto; padding: 3rem 1.25rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; color: #f8fafc; }
  p { margin: 0 0 1rem; }
  .brand { color: #22d3ee; font-weight: 600; letter-spacing: .02em; margin-bottom: 2rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; margin: 0 0 1.5rem;
       padding: 1rem; border: 1px solid #1e293b; border-radius: .5rem; background: #0f172a; }
  dt { color: #94a3b8; } dd { margin: 0; overflow-wrap: anywhere; }
  label { display: block; font-weight: 600; margin-bottom: .4rem; }
  input { box-sizing: border-box; width: 100%; padding: .6rem .75rem; border-radius: .375rem; border: 1px solid #334155;
          background: #020617; color: #f8fafc; font: inherit; }
  button { margin-top: 1rem; padding: .65rem 1.1rem; border: 0; border-radius: .375rem; background: #22d3ee; color: #020617;
           font: inherit; font-weight: 600; cursor: pointer; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #22d3ee; outline-offset: 2px; }
  .error { color: #fca5a5; margin-top: .4rem; }
  .ok { color: #4ade80; }
  a { color: #22d3ee; }`;

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en" class="dark"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)} · Surface Harvester sales</title>`,
    `<style>${STYLE}</style></head>`,
    `<body><main><p class="brand">Surface Harvester · sales</p>${body}</main></body></html>`,
  ].join('\n');
}

function summary(lead: LeadSummary): string {
  const rows: Array<[string, string]> = [['Lead', LEAD_KIND_TITLES[lead.kind]]];
  if (lead.company) rows.push(['Company', lead.company]);
  if (lead.fullName) rows.push(['Name', lead.fullName]);
  rows.push(
    ['Email', lead.workEmail],
    ['Inquiry', lead.inquiryType],
    ['Received', lead.receivedAt.toISOString()],
    ['Answer by', new Date(lead.receivedAt.getTime() + RESPONSE_PROMISE_MS).toISOString()],
  );
  return `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

/** The confirmation page: who the lead is, and a form asking who takes it (pre-filled from the link). */
export function confirmationPage(lead: LeadSummary, action: string, claimer: string, error?: string): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="claimer-error"' : '';
  return page(
    'Take this lead',
    `<h1>Take this lead?</h1>
<p>Claiming tells the team you will answer this lead within the 24 hours we promised.</p>
${summary(lead)}
<form method="post" action="${escapeHtml(action)}">
<label for="claimer">Your email</label>
<input id="claimer" name="claimer" type="email" required autocomplete="email" value="${escapeHtml(claimer)}"${invalid}>
${error ? `<p class="error" id="claimer-error">${escapeHtml(error)}</p>` : ''}
<button type="submit">I'll take this lead</button>
</form>`,
  );
}

/** After a successful claim. */
export function claimedPage(lead: ClaimedLead): string {
  return page(
    'Lead claimed',
    `<h1 class="ok">The lead is yours</h1>
<p>Claimed by ${escapeHtml(lead.claimedBy)} at ${escapeHtml(lead.claimedAt.toISOString())}. No escalation will be sent for it.</p>
${summary(lead)}
<p><a href="mailto:${escapeHtml(encodeURIComponent(lead.workEmail).replace(/%40/g, '@'))}">Write to ${escapeHtml(lead.workEmail)}</a></p>`,
  );
}

/** Someone has the lead already: says who, and since when. */
export function alreadyClaimedPage(lead: ClaimedLead): string {
  return page(
    'Already claimed',
    `<h1>Already claimed</h1>
<p>${escapeHtml(lead.claimedBy)} took this lead at ${escapeHtml(lead.claimedAt.toISOString())}.</p>
${summary(lead)}`,
  );
}

export type ClaimErrorKind = 'invalid' | 'expired' | 'not-found';

const ERRORS: Record<ClaimErrorKind, { title: string; text: string }> = {
  invalid: {
    title: 'This claim link is not valid',
    text: 'The link was changed or cut off. Open it again from the email, as it is.',
  },
  expired: {
    title: 'This claim link has expired',
    text: 'Claim links work for a limited time. The latest digest or escalation email has a fresh link for every lead still unclaimed.',
  },
  'not-found': {
    title: 'Lead not found',
    text: 'The link is genuine but there is no such lead (yet). If the email arrived moments ago, try again in a minute.',
  },
};

/** A refused claim link: tampered, expired, or naming no stored lead. */
export function claimErrorPage(kind: ClaimErrorKind): string {
  const { title, text } = ERRORS[kind];
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}
