import escapeHtml from 'escape-html';

/** A labelled value of an email: ["Company", "Acme"]. */
export type EmailRow = [label: string, value: string];

/** The content of a plain email to sales people: the same in its text and HTML versions. */
export interface EmailContent {
  title: string;
  /** Paragraphs under the title. */
  intro: string[];
  /** The one thing to do (e.g. claim the lead): a link. */
  action?: { label: string; url: string };
  sections: Array<{ heading?: string; rows: EmailRow[] }>;
  /** Paragraphs at the end. */
  closing?: string[];
  /** The last line of a message to a lead's address: its consent-withdrawal link, with the sentence that introduces it. */
  withdrawal?: { text: string; label: string; url: string };
}

/** Subject lines are one line: control characters (newlines included) become spaces. */
export function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

function textBody(content: EmailContent): string {
  const lines = [content.title, '', ...content.intro.flatMap((paragraph) => [paragraph, ''])];
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  for (const section of content.sections) {
    if (section.heading) lines.push(section.heading);
    // Continuation lines of a multi-line value are indented under their label.
    lines.push(...section.rows.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\n  ')}`), '');
  }
  for (const paragraph of content.closing ?? []) lines.push(paragraph, '');
  if (content.withdrawal) lines.push(`${content.withdrawal.text} ${content.withdrawal.label}: ${content.withdrawal.url}`, '');
  return lines.join('\n');
}

function htmlBody(content: EmailContent): string {
  const row = ([label, value]: EmailRow) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
    `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`;
  const parts = [
    '<!doctype html>',
    '<html><body style="font-family:sans-serif">',
    `<h1 style="font-size:18px">${escapeHtml(content.title)}</h1>`,
    ...content.intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ];
  if (content.action) {
    parts.push(
      `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:8px 14px;background:#0e7490;color:#ffffff;` +
        `text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`,
    );
  }
  for (const section of content.sections) {
    if (section.heading) parts.push(`<h2 style="font-size:15px;margin-top:16px">${escapeHtml(section.heading)}</h2>`);
    parts.push(`<table>${section.rows.map(row).join('')}</table>`);
  }
  parts.push(...(content.closing ?? []).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`));
  if (content.withdrawal) {
    const { text, label, url } = content.withdrawal;
    parts.push(`<p style="font-size:12px">${escapeHtml(text)} <a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`);
  }
  parts.push('</body></html>');
  return parts.join('\n');
}

/** The text and HTML versions of an email (every value escaped in the HTML; no images, no tracking). */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  return { text: textBody(content), html: htmlBody(content) };
}
