import { leadKindNoun } from '@site/contracts';
import { type EmailRow, renderEmail } from '../mail/email-layout.js';
import { formatDuration } from '../mail/format-duration.js';
import type { LeadMailerEmail } from '../mail/lead-mailer.js';
import type { DigestReport, UnclaimedLead } from './digest-reporter.js';

/** One digest per period end: a retried digest job sends a message with the same Message-ID. */
export function digestMessageId(periodEnd: Date): string {
  return `<digest-${periodEnd.toISOString().replace(/[:.]/g, '-')}@leads.surface-harvester>`;
}

function who(lead: UnclaimedLead): string {
  return lead.company ? `${lead.company} <${lead.workEmail}>` : lead.workEmail;
}

/**
 * The daily digest to the sales inbox: leads of the last 24 h by kind and inquiry type, claimed and unclaimed,
 * how many were judged OK, unverified and spam, median and worst time to claim, and every lead still unclaimed with
 * its age and a claim link.
 */
export function composeDigestEmail(report: DigestReport, salesEmail: string, claimLinks: ReadonlyMap<string, string>): LeadMailerEmail {
  const { totals, timeToClaim, verdicts } = report;
  const verdictRows: EmailRow[] = [
    ['OK', String(verdicts.ok)],
    ['Unverified', `${verdicts.unverified} (emailed; acknowledgement and CRM held until marked OK in the staff inbox)`],
    ['Spam', `${verdicts.spam} (stored, not emailed; the staff inbox's Spam view lists them)`],
  ];
  const byType: EmailRow[] = report.received.map((row) => [
    `${leadKindNoun(row.kind)} · ${row.inquiryType}`,
    `${row.total} received, ${row.claimed} claimed, ${row.unclaimed} unclaimed`,
  ]);
  const claimRows: EmailRow[] = [
    ['Claims', String(timeToClaim.claims)],
    ['Median time to claim', timeToClaim.medianMs === null ? 'no claims' : formatDuration(timeToClaim.medianMs)],
    ['Worst time to claim', timeToClaim.worstMs === null ? 'no claims' : formatDuration(timeToClaim.worstMs)],
  ];
  const unclaimedRows: EmailRow[] = report.unclaimed.map((lead) => [
    `${formatDuration(lead.ageMs)} old`,
    `${who(lead)} · ${leadKindNoun(lead.kind)} (${lead.inquiryType}) · received ${lead.receivedAt.toISOString()}\nClaim: ${claimLinks.get(lead.id) ?? ''}`,
  ]);
  if (report.unclaimedTotal > report.unclaimed.length) {
    unclaimedRows.push(['…', `and ${report.unclaimedTotal - report.unclaimed.length} more`]);
  }
  const { text, html } = renderEmail({
    title: `Lead digest for ${report.periodStart.toISOString()} to ${report.periodEnd.toISOString()}`,
    intro: [
      `${totals.received} leads arrived in the last 24 hours: ${totals.claimed} claimed, ${totals.unclaimed} unclaimed.`,
      `${report.unclaimedTotal} leads are waiting for someone to claim them.`,
    ],
    sections: [
      { heading: 'Leads by kind and inquiry type', rows: byType.length > 0 ? byType : [['Leads', 'none']] },
      { heading: 'Verdicts (leads of the last 24 hours)', rows: verdictRows },
      { heading: 'Time to claim (claims made in the last 24 hours)', rows: claimRows },
      { heading: 'Unclaimed leads', rows: unclaimedRows.length > 0 ? unclaimedRows : [['Unclaimed', 'none']] },
    ],
  });
  return {
    messageId: digestMessageId(report.periodEnd),
    to: salesEmail,
    subject: `Lead digest: ${totals.received} new, ${totals.claimed} claimed, ${report.unclaimedTotal} waiting`,
    text,
    html,
    headers: { 'X-Lead-Digest': report.periodEnd.toISOString() },
  };
}
