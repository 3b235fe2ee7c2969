// House style for the site's build-time PDFs (evidence packs, guides): small helpers over pdfkit.
// A document is built top to bottom with the helpers below and written with `writePdf`, which adds the footer
// (document title and "Page n of m") to every page.
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/** Brand colours (the site's theme tokens), plus print-safe darker shades for text on white paper. */
export const BRAND = Object.freeze({
  navy: '#050a14',
  card: '#0b1424',
  cyberCyan: '#00d4ff',
  safetyGreen: '#00ff88',
  /** Cyan dark enough to read on white (headings, links). */
  cyanText: '#0077a3',
  /** Green dark enough to read on white. */
  greenText: '#007a45',
  text: '#1b2333',
  mutedText: '#5b6678',
  rule: '#d5dbe5',
  zebra: '#f3f6fa',
  codeBackground: '#f1f4f8',
});

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' };
const PAGE_MARGIN = 56;
const FOOTER_HEIGHT = 28;
const COVER_BAND_HEIGHT = 150;

/**
 * The standard PDF fonts only cover WinAnsi; replace the few typographic characters our copy uses that lie
 * outside it, so nothing prints as garbage.
 * @param {string} text
 * @returns {string}
 */
export function toPdfText(text) {
  return String(text)
    .replaceAll('≥', '>=')
    .replaceAll('≤', '<=')
    .replaceAll('→', '->')
    .replaceAll('←', '<-')
    .replaceAll('✓', 'v')
    .replaceAll('\u00a0', ' ')
    .replaceAll('\u2009', ' ')
    .replaceAll('\u202f', ' ');
}

/**
 * @typedef {object} PdfOptions
 * @property {string} title Document title: shown on the cover band, in the footer and in the PDF metadata.
 * @property {string} [subtitle] Shown under the title on the cover band.
 * @property {string} [author] PDF metadata; default "Surface Harvester".
 * @property {string} [subject] PDF metadata.
 */

/**
 * A new A4 document in the house style, with the cover band (title, subtitle) drawn on the first page and the
 * cursor placed below it. Pages are buffered so `writePdf` can number them.
 * @param {PdfOptions} options
 * @returns {PDFKit.PDFDocument}
 */
export function createPdf({ title, subtitle, author = 'Surface Harvester', subject }) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN + FOOTER_HEIGHT, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    info: { Title: toPdfText(title), Author: author, ...(subject ? { Subject: toPdfText(subject) } : {}) },
  });
  documentTitles.set(doc, toPdfText(title));

  const width = doc.page.width;
  doc.save();
  doc.rect(0, 0, width, COVER_BAND_HEIGHT).fill(BRAND.navy);
  doc.rect(0, COVER_BAND_HEIGHT, width, 4).fill(BRAND.cyberCyan);
  doc.restore();
  doc.font(FONT.bold).fontSize(9).fillColor(BRAND.cyberCyan).text('SURFACE HARVESTER', PAGE_MARGIN, 40, { characterSpacing: 2, lineBreak: false });
  doc
    .font(FONT.bold)
    .fontSize(26)
    .fillColor('#ffffff')
    .text(toPdfText(title), PAGE_MARGIN, 60, { width: width - 2 * PAGE_MARGIN });
  if (subtitle) {
    doc
      .font(FONT.regular)
      .fontSize(11)
      .fillColor('#c9d4e5')
      .text(toPdfText(subtitle), PAGE_MARGIN, doc.y + 6, { width: width - 2 * PAGE_MARGIN });
  }
  doc.x = PAGE_MARGIN;
  doc.y = COVER_BAND_HEIGHT + 32;
  doc.font(FONT.regular).fontSize(10).fillColor(BRAND.text);
  return doc;
}

/** Titles by document, for the footer (pdfkit keeps its info dictionary encoded). */
const documentTitles = new WeakMap();

/** Width between the margins. @param {PDFKit.PDFDocument} doc */
function contentWidth(doc) {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Lowest y that content may reach on the current page. @param {PDFKit.PDFDocument} doc */
function contentBottom(doc) {
  return doc.page.height - doc.page.margins.bottom;
}

/**
 * Starts a new page unless `height` more points fit on the current one.
 * @param {PDFKit.PDFDocument} doc
 * @param {number} height
 */
export function ensureSpace(doc, height) {
  if (doc.y + height > contentBottom(doc)) doc.addPage();
}

/**
 * A section heading: level 1 with a cyan rule under it, level 2 smaller. Kept together with the next lines.
 * @param {PDFKit.PDFDocument} doc
 * @param {string} text
 * @param {{ level?: 1 | 2 }} [options]
 */
export function heading(doc, text, { level = 1 } = {}) {
  const size = level === 1 ? 16 : 12;
  ensureSpace(doc, size * 4);
  if (doc.y > doc.page.margins.top + 1) doc.moveDown(level === 1 ? 1 : 0.6);
  const x = doc.page.margins.left;
  doc
    .font(FONT.bold)
    .fontSize(size)
    .fillColor(level === 1 ? BRAND.navy : BRAND.cyanText)
    .text(toPdfText(text), x, doc.y, { width: contentWidth(doc) });
  if (level === 1) {
    const y = doc.y + 3;
    doc.save().rect(x, y, 36, 2.5).fill(BRAND.cyberCyan).restore();
    doc.y = y + 10;
  } else {
    doc.moveDown(0.3);
  }
  doc.font(FONT.regular).fontSize(10).fillColor(BRAND.text);
}

/**
 * Body text.
 * @param {PDFKit.PDFDocument} doc
 * @param {string} text
 * @param {{ muted?: boolean, size?: number }} [options]
 */
export function paragraph(doc, text, { muted = false, size = 10 } = {}) {
  doc
    .font(FONT.regular)
    .fontSize(size)
    .fillColor(muted ? BRAND.mutedText : BRAND.text)
    .text(toPdfText(text), doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: 2.5 });
  doc.moveDown(0.6);
}

/**
 * A bulleted list.
 * @param {PDFKit.PDFDocument} doc
 * @param {readonly string[]} items
 */
export function bulletList(doc, items) {
  const x = doc.page.margins.left;
  const indent = 14;
  doc.font(FONT.regular).fontSize(10).fillColor(BRAND.text);
  for (const item of items) {
    const text = toPdfText(item);
    const height = doc.heightOfString(text, { width: contentWidth(doc) - indent, lineGap: 2 });
    ensureSpace(doc, height + 4);
    const top = doc.y;
    doc
      .save()
      .circle(x + 3, top + 5, 2)
      .fill(BRAND.cyanText)
      .restore();
    doc.fillColor(BRAND.text).text(text, x + indent, top, { width: contentWidth(doc) - indent, lineGap: 2 });
    doc.y += 3;
  }
  doc.x = x;
  doc.moveDown(0.4);
}

/**
 * A highlighted notice box (cyan bar on the left), e.g. "illustrative sample" disclaimers.
 * @param {PDFKit.PDFDocument} doc
 * @param {string} text
 * @param {{ title?: string }} [options]
 */
export function notice(doc, text, { title } = {}) {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const padding = 10;
  const body = toPdfText(text);
  doc.font(FONT.regular).fontSize(9.5);
  const titleHeight = title ? doc.font(FONT.bold).heightOfString(toPdfText(title), { width: width - 2 * padding }) + 3 : 0;
  const bodyHeight = doc.font(FONT.regular).heightOfString(body, { width: width - 2 * padding, lineGap: 2 });
  const height = titleHeight + bodyHeight + 2 * padding;
  ensureSpace(doc, height + 8);
  const top = doc.y;
  doc.save();
  doc.rect(x, top, width, height).fill('#e9f8fd');
  doc.rect(x, top, 3, height).fill(BRAND.cyberCyan);
  doc.restore();
  if (title) {
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .fillColor(BRAND.navy)
      .text(toPdfText(title), x + padding, top + padding, { width: width - 2 * padding });
  }
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .fillColor(BRAND.text)
    .text(body, x + padding, top + padding + titleHeight, { width: width - 2 * padding, lineGap: 2 });
  doc.x = x;
  doc.y = top + height + 10;
  doc.font(FONT.regular).fontSize(10).fillColor(BRAND.text);
}

/**
 * @typedef {readonly [label: string, value: string] | { label: string, value: string, mono?: boolean }} KeyValueRow
 */

/**
 * A two-column table of labels and values with zebra rows; rows never split across pages.
 * A row given as an object may ask for a monospaced value (`mono: true`) for identifiers and hashes.
 * @param {PDFKit.PDFDocument} doc
 * @param {readonly KeyValueRow[]} rows
 */
export function keyValueTable(doc, rows) {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const labelWidth = Math.round(width * 0.3);
  const valueWidth = width - labelWidth;
  const padX = 8;
  const padY = 5;
  doc.moveDown(0.2);
  rows.forEach((row, index) => {
    const { label, value, mono } = Array.isArray(row) ? { label: row[0], value: row[1], mono: false } : row;
    const labelText = toPdfText(label);
    const valueText = toPdfText(value);
    const valueFont = mono ? FONT.mono : FONT.regular;
    const valueSize = mono ? 8 : 9.5;
    const labelHeight = doc
      .font(FONT.bold)
      .fontSize(9)
      .heightOfString(labelText, { width: labelWidth - 2 * padX });
    const valueHeight = doc
      .font(valueFont)
      .fontSize(valueSize)
      .heightOfString(valueText, { width: valueWidth - 2 * padX });
    const height = Math.max(labelHeight, valueHeight) + 2 * padY;
    ensureSpace(doc, height);
    const top = doc.y;
    doc.save();
    if (index % 2 === 0) doc.rect(x, top, width, height).fill(BRAND.zebra);
    doc.rect(x, top + height - 0.5, width, 0.5).fill(BRAND.rule);
    doc.restore();
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(BRAND.mutedText)
      .text(labelText, x + padX, top + padY, { width: labelWidth - 2 * padX });
    doc
      .font(valueFont)
      .fontSize(valueSize)
      .fillColor(BRAND.text)
      .text(valueText, x + labelWidth + padX, top + padY, { width: valueWidth - 2 * padX });
    doc.y = top + height;
  });
  doc.x = x;
  doc.moveDown(0.8);
  doc.font(FONT.regular).fontSize(10).fillColor(BRAND.text);
}

/**
 * Monospaced text (JSON, commands) on a light panel with a cyan bar; long blocks continue on the next page.
 * @param {PDFKit.PDFDocument} doc
 * @param {string} text
 */
export function codeBlock(doc, text) {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const pad = 10;
  const size = 8;
  const lineGap = 1.5;
  doc.font(FONT.mono).fontSize(size);
  const lineHeight = doc.currentLineHeight(true) + lineGap;
  let lines = toPdfText(text).replace(/\s+$/, '').split('\n');
  while (lines.length > 0) {
    ensureSpace(doc, lineHeight * Math.min(lines.length, 3) + 2 * pad);
    const room = Math.floor((contentBottom(doc) - doc.y - 2 * pad) / lineHeight);
    const chunk = lines.slice(0, Math.max(1, room));
    lines = lines.slice(chunk.length);
    const body = chunk.join('\n');
    const height = doc.heightOfString(body, { width: width - 2 * pad - 4, lineGap }) + 2 * pad;
    const top = doc.y;
    doc.save();
    doc.rect(x, top, width, height).fill(BRAND.codeBackground);
    doc.rect(x, top, 3, height).fill(BRAND.cyberCyan);
    doc.restore();
    doc
      .font(FONT.mono)
      .fontSize(size)
      .fillColor(BRAND.navy)
      .text(body, x + pad + 4, top + pad, { width: width - 2 * pad - 4, lineGap });
    doc.y = top + height;
    if (lines.length > 0) doc.addPage();
  }
  doc.x = x;
  doc.moveDown(0.8);
  doc.font(FONT.regular).fontSize(10).fillColor(BRAND.text);
}

/**
 * Draws the footer (rule, document title, "Page n of m") on every buffered page.
 * @param {PDFKit.PDFDocument} doc
 */
function addFooters(doc) {
  const title = documentTitles.get(doc) ?? '';
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const x = doc.page.margins.left;
    const width = contentWidth(doc);
    const y = doc.page.height - PAGE_MARGIN + 6;
    doc
      .save()
      .rect(x, y - 8, width, 0.5)
      .fill(BRAND.rule)
      .restore();
    doc.font(FONT.regular).fontSize(8).fillColor(BRAND.mutedText);
    doc.text(`Surface Harvester  |  ${title}`, x, y, { width: width * 0.7, lineBreak: false });
    doc.text(`Page ${index - start + 1} of ${count}`, x, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

/**
 * Adds the footers, ends the document and writes it to `filePath` (creating folders as needed).
 * @param {PDFKit.PDFDocument} doc
 * @param {string} filePath
 * @returns {Promise<void>} resolves once the file is completely written
 */
export function writePdf(doc, filePath) {
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(filePath);
    out.on('finish', () => resolve());
    out.on('error', reject);
    doc.on('error', reject);
    doc.pipe(out);
    addFooters(doc);
    doc.end();
  });
}
