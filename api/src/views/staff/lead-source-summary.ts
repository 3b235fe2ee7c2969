import type { LeadSource } from '@site/contracts';

/** Where a lead came from, in a few words: its campaign, else the other site, else the page the visit began on. */
export function leadSourceSummary(source: LeadSource | null): string {
  if (!source) return 'Not recorded';
  const campaign = [source.utm?.source, source.utm?.medium, source.utm?.campaign].filter(Boolean).join(' / ');
  if (campaign) return `Campaign: ${campaign}`;
  if (source.referrer) {
    try {
      return `From ${new URL(source.referrer).host}`;
    } catch {
      return `From ${source.referrer}`;
    }
  }
  if (source.landingPage) return `Landed on ${source.landingPage}`;
  return 'Direct';
}
