// The printed result of a fault run: the table of the issue, the fault timeline and the checks.
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function resultTable({ options, client, figures }) {
  const leads = client.leads;
  const leadsWith503 = leads.filter((l) => l.saw503).length;
  const rows = [
    ['leads sent', options.leads],
    ['acknowledged (202)', figures.acknowledged],
    ['rejected with 503 (answers; then retried, same key)', `${client.counts.status503} (to ${leadsWith503} leads)`],
    ['network errors / timeouts (retried, same key)', `${client.counts.networkErrors} / ${client.counts.timeouts}`],
    [
      'gave up / refused for good',
      `${leads.filter((l) => l.outcome === 'gave-up').length} / ${leads.filter((l) => l.outcome === 'rejected').length}`,
    ],
    ['rows in contact_submissions', figures.rows],
    ['lost (acknowledged, no row)', figures.lost],
    ['extra (row never acknowledged)', figures.extra],
    ['rows emailed (notified_at set)', figures.rowsEmailed],
    ['emails received (distinct Message-IDs)', `${figures.emails} (${figures.distinctEmails})`],
    ['duplicate emails (same Message-ID again)', figures.duplicates],
    ['acknowledgements to leads (leads; capped per domain)', `${figures.acknowledgements} (${figures.acknowledgedLeads})`],
    [
      'POST-to-email p50 / p99 / max',
      `${seconds(figures.p50PostToEmailMs)} / ${seconds(figures.p99PostToEmailMs)} / ${seconds(figures.maxPostToEmailMs)}`,
    ],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  const valueWidth = Math.max(...rows.map(([, v]) => String(v).length));
  const line = `+-${'-'.repeat(width)}-+-${'-'.repeat(valueWidth)}-+`;
  return [line, ...rows.map(([k, v]) => `| ${k.padEnd(width)} | ${String(v).padStart(valueWidth)} |`), line].join('\n');
}

export function checksReport(checks) {
  const lines = checks.map(
    (c) => `  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.detail && (!c.ok || c.name.startsWith('every fault')) ? `\n         ${c.detail}` : ''}`,
  );
  const passed = checks.filter((c) => c.ok).length;
  return { text: lines.join('\n'), passed, failed: checks.length - passed };
}
