// The invariants of a fault run, checked against PostgreSQL, the SMTP recorder, the queue and the client's
// own record. Each check is { name, ok, detail }; the run fails when one is not ok.
const SAMPLE = 5;

function sample(values) {
  const list = [...values];
  return list.length <= SAMPLE ? list.join(', ') : `${list.slice(0, SAMPLE).join(', ')} … (${list.length} in all)`;
}

export function leadIdOfMessageId(messageId) {
  const match = /^<lead-([0-9a-f-]{36})@leads\.surface-harvester>$/i.exec(messageId ?? '');
  return match ? match[1].toLowerCase() : undefined;
}

/** The lead id of an acknowledgement's Message-ID (the worker's thank-you to the person who sent the lead). */
export function leadIdOfAcknowledgementId(messageId) {
  const match = /^<ack-([0-9a-f-]{36})@leads\.surface-harvester>$/i.exec(messageId ?? '');
  return match ? match[1].toLowerCase() : undefined;
}

/**
 * @param {object} input
 * @param {Array} input.leads      the client's records (lead-client.mjs)
 * @param {Array} input.idMismatches
 * @param {Array<{ id: string, notified_at: Date | null, notification_message_id: string | null, verdict: string }>} input.rows
 * @param {ReadonlyArray<import('@site/harness').ReceivedMessage>} input.messages  what the SMTP recorder accepted
 * @param {Awaited<ReturnType<typeof import('./queue-state.mjs').readQueueState>>} input.queue
 * @param {string} input.salesEmail
 * @param {import('./chaos.mjs').Chaos['counts']} input.chaos
 * @param {{ leads: number, rounds: number }} input.options
 * @param {number} input.smtpRefusals  messages the SMTP server refused during its outage
 * @param {number} input.proofLeads  how many of the first leads carried a solved proof of work (judged `ok`)
 * @param {number} input.acknowledgementCap  the worker's LEAD_ACKNOWLEDGEMENT_MAX_PER_DOMAIN (every lead of a run has one domain)
 * @param {Awaited<ReturnType<typeof import('./replay-after-removal.mjs').replayAfterJobRemoval>>} input.replay
 */
export function checkInvariants({
  leads,
  idMismatches,
  rows,
  messages: allMessages,
  queue,
  salesEmail,
  chaos,
  options,
  smtpRefusals,
  acknowledgementCap,
  proofLeads,
  replay,
}) {
  const checks = [];
  const check = (name, ok, detail = '') => checks.push({ name, ok: Boolean(ok), detail });
  // The acknowledgements to the leads are not sales emails: counted apart, so every sales figure stays as it was.
  const acknowledgements = allMessages.filter((m) => leadIdOfAcknowledgementId(m.messageId));
  const messages = allMessages.filter((m) => !leadIdOfAcknowledgementId(m.messageId));

  const acked = new Map(leads.filter((l) => l.outcome === 'acknowledged').map((l) => [l.id, l]));
  const notAcked = leads.filter((l) => l.outcome !== 'acknowledged');
  const rowIds = new Set(rows.map((r) => r.id));
  const emailsByLead = new Map();
  const strayEmails = [];
  for (const message of messages) {
    const id = leadIdOfMessageId(message.messageId);
    if (!id || !acked.has(id)) strayEmails.push(message.messageId ?? '(no Message-ID)');
    if (!id) continue;
    const list = emailsByLead.get(id) ?? [];
    list.push(message);
    emailsByLead.set(id, list);
  }

  check(
    `every lead sent (${leads.length}) was acknowledged with 202`,
    leads.length === options.leads && notAcked.length === 0,
    notAcked.length
      ? notAcked
          .map((l) => `#${l.index} ${l.outcome} after ${l.attempts} attempts (last: ${l.lastError}) id ${l.expectedId}`)
          .slice(0, SAMPLE)
          .join('; ')
      : '',
  );
  check(
    'the API answered UUIDv5(Idempotency-Key), the same id on every retry',
    idMismatches.length === 0,
    idMismatches
      .slice(0, SAMPLE)
      .map((m) => `${m.key}: expected ${m.expected}, got ${m.got}`)
      .join('; '),
  );

  const lost = [...acked.keys()].filter((id) => !rowIds.has(id));
  check('0 lost: every acknowledged id has a row in contact_submissions', lost.length === 0, lost.length ? `lost: ${sample(lost)}` : '');

  const extra = [...rowIds].filter((id) => !acked.has(id));
  const extraFromGaveUp = extra.filter((id) => notAcked.some((l) => l.expectedId === id));
  check(
    '0 extra: every row is an acknowledged id',
    extra.length === 0,
    extra.length ? `extra: ${sample(extra)}${extraFromGaveUp.length ? ` (${extraFromGaveUp.length} of them leads whose client gave up)` : ''}` : '',
  );

  check('0 duplicate rows', rows.length === rowIds.size, `${rows.length} rows, ${rowIds.size} distinct ids`);
  // A lead with a proof of work is what a browser's form sends: ok. Every other lead is an API client's: unverified.
  const withProof = new Set(leads.filter((l) => l.index < proofLeads && l.id).map((l) => l.id));
  const misjudged = rows.filter((r) => r.verdict !== (withProof.has(r.id) ? 'ok' : 'unverified')).map((r) => `${r.id} ${r.verdict}`);
  check(
    `each lead's verdict: ok with a proof of work (the first ${proofLeads}), unverified without`,
    misjudged.length === 0,
    misjudged.length ? `misjudged: ${sample(misjudged)}` : '',
  );

  const unnotified = rows.filter((r) => !r.notified_at).map((r) => r.id);
  check('every row has notified_at (sales emailed)', unnotified.length === 0, unnotified.length ? `not emailed: ${sample(unnotified)}` : '');

  const wrongMessageId = rows.filter((r) => r.notified_at && r.notification_message_id !== `<lead-${r.id}@leads.surface-harvester>`);
  check(
    "every row's notification_message_id is its lead's Message-ID",
    wrongMessageId.length === 0,
    wrongMessageId.length ? sample(wrongMessageId.map((r) => `${r.id}=${r.notification_message_id}`)) : '',
  );

  const notEmailed = [...acked.keys()].filter((id) => !emailsByLead.has(id));
  check(
    'every acknowledged lead reached the SMTP server (its Message-ID recorded)',
    notEmailed.length === 0,
    notEmailed.length ? `no email: ${sample(notEmailed)}` : '',
  );

  const badRecipients = messages.filter((m) => m.rcptTo.length !== 1 || m.rcptTo[0].toLowerCase() !== salesEmail.toLowerCase());
  check(
    `every email went to ${salesEmail} only, and only about acknowledged leads`,
    badRecipients.length === 0 && strayEmails.length === 0,
    [
      badRecipients.length ? `recipients: ${sample(badRecipients.map((m) => m.rcptTo.join('+')))}` : '',
      strayEmails.length ? `stray: ${sample(strayEmails)}` : '',
    ]
      .filter(Boolean)
      .join('; '),
  );

  const acknowledgedLeads = new Set(acknowledgements.map((m) => leadIdOfAcknowledgementId(m.messageId)));
  const badAcknowledgements = acknowledgements.filter(
    (m) => !acked.has(leadIdOfAcknowledgementId(m.messageId)) || m.rcptTo.length !== 1 || m.rcptTo[0].toLowerCase() === salesEmail.toLowerCase(),
  );
  check(
    `acknowledgements only to acknowledged leads' own addresses, at most ${acknowledgementCap} leads for the run's one domain (the hourly cap)`,
    badAcknowledgements.length === 0 && acknowledgedLeads.size <= acknowledgementCap,
    [
      badAcknowledgements.length ? `bad: ${sample(badAcknowledgements.map((m) => `${m.messageId} to ${m.rcptTo.join('+')}`))}` : '',
      acknowledgedLeads.size > acknowledgementCap ? `${acknowledgedLeads.size} leads acknowledged` : '',
    ]
      .filter(Boolean)
      .join('; '),
  );

  check(
    'no dead letters: the failed set holds no lead job',
    queue.failed.length === 0,
    queue.failed.length ? sample(queue.failed.map((f) => `${f.id} (${f.reason})`)) : '',
  );
  const pending = Object.entries(queue.pending).filter(([, n]) => n > 0);
  check('queue drained: no lead job waiting, active or delayed', pending.length === 0, pending.map(([k, n]) => `${k}=${n}`).join(', '));

  // Replay protection rests on the lead's row, not on its completed job (removed by age): replayed after every
  // completed job was removed, a lead must get the same 202 and id and change nothing.
  check(
    `replayed after every completed job was removed (${replay.removedJobs}): ${replay.sampled} acknowledged leads answered 202 with their id`,
    replay.sampled > 0 && replay.jobsLeft.length === 0 && replay.refused.length === 0,
    [
      replay.jobsLeft.length ? `jobs not removed: ${sample(replay.jobsLeft)}` : '',
      replay.refused.length ? `refused: ${sample(replay.refused.map((r) => `#${r.index} ${r.outcome} (${r.lastError ?? r.id})`))}` : '',
    ]
      .filter(Boolean)
      .join('; '),
  );
  check(
    'the replays changed nothing: 0 new rows, 0 new emails, no acknowledgement queued again, each job found its lead emailed',
    replay.newRows === 0 && replay.newEmails === 0 && replay.acknowledgementsQueuedAgain.length === 0 && replay.unexpectedOutcomes.length === 0,
    [
      replay.newRows ? `${replay.newRows} new rows` : '',
      replay.newEmails ? `${replay.newEmails} new emails` : '',
      replay.acknowledgementsQueuedAgain.length ? `acknowledgement queued again: ${sample(replay.acknowledgementsQueuedAgain)}` : '',
      replay.unexpectedOutcomes.length ? sample(replay.unexpectedOutcomes) : '',
    ]
      .filter(Boolean)
      .join('; '),
  );

  check(
    'every fault was injected',
    chaos.workerKills >= 1 &&
      chaos.apiKills === options.rounds &&
      chaos.redisKills === options.rounds &&
      chaos.postgresOutages === 1 &&
      chaos.smtpOutages === 1 &&
      smtpRefusals > 0,
    `worker SIGKILL ×${chaos.workerKills}, api SIGKILL ×${chaos.apiKills}, redis SIGKILL ×${chaos.redisKills}, ` +
      `postgres outage ×${chaos.postgresOutages}, smtp 451 ×${chaos.smtpOutages} (${smtpRefusals} refusals)`,
  );

  // Figures for the table.
  let duplicates = 0;
  let maxPostToEmailMs = 0;
  const latencies = [];
  for (const [id, list] of emailsByLead) {
    duplicates += list.length - 1;
    const lead = acked.get(id);
    if (!lead) continue;
    const first = Math.min(...list.map((m) => m.receivedAt));
    const latency = first - lead.firstPostAt;
    latencies.push(latency);
    maxPostToEmailMs = Math.max(maxPostToEmailMs, latency);
  }
  latencies.sort((a, b) => a - b);
  const duplicateIds = [...emailsByLead].filter(([, list]) => list.length > 1).map(([id]) => id);
  return {
    checks,
    figures: {
      acknowledged: acked.size,
      lost: lost.length,
      extra: extra.length,
      rows: rows.length,
      rowsEmailed: rows.length - unnotified.length,
      emails: messages.length,
      distinctEmails: emailsByLead.size,
      duplicates,
      duplicateIds,
      acknowledgements: acknowledgements.length,
      acknowledgedLeads: acknowledgedLeads.size,
      maxPostToEmailMs,
      p50PostToEmailMs: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
      p99PostToEmailMs: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
    },
  };
}
