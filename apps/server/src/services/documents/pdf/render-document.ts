import PDFDocument from 'pdfkit';
import { documentTexts } from '../document-texts';
import { documentFonts } from './fonts';
import { createFormatters } from './format';
import { drawTable, ensureSpace, fontSize, margin } from './table';
import { drawTotals } from './totals';
import type { PdfDocument, PdfFactGroup, PdfLabels, PdfTextBlock } from './types';

type Doc = PDFKit.PDFDocument;

const drawParty = (doc: Doc, party: PdfDocument['supplier'], x: number, y: number, width: number) => {
  doc.font('bold').fontSize(fontSize.heading).text(party.heading, x, y, { width });
  doc.font('regular').fontSize(fontSize.text);
  for (const line of party.lines) if (line.trim()) doc.text(line, x, doc.y, { width });
  return doc.y;
};

const drawBlocks = (doc: Doc, blocks: readonly PdfTextBlock[]) => {
  const width = doc.page.width - 2 * margin;
  for (const block of blocks) {
    ensureSpace(doc, 30);
    if (block.heading) doc.font('bold').fontSize(fontSize.heading).text(block.heading, margin, doc.y, { width });
    doc.font('regular').fontSize(fontSize.text).text(block.text, margin, doc.y, { width });
    doc.moveDown(0.6);
  }
};

/** Label/value groups side by side (e.g. the dates of an invoice | its payment details). */
const drawFactGroups = (doc: Doc, groups: readonly PdfFactGroup[]) => {
  if (!groups.length) return;
  const gap = 20;
  const shares = groups.reduce((sum, group) => sum + (group.share ?? 1), 0);
  const available = doc.page.width - 2 * margin - gap * (groups.length - 1);
  const top = doc.y;
  let bottom = top;
  let x = margin;
  groups.forEach((group) => {
    const width = (available * (group.share ?? 1)) / shares;
    doc.y = top;
    if (group.heading) doc.font('bold').fontSize(fontSize.heading).text(group.heading, x, doc.y, { width });
    for (const [label, value] of group.rows) {
      const y = doc.y;
      // the value keeps its one line (an IBAN); the label wraps in what is left
      doc.font('bold').fontSize(fontSize.text);
      const valueWidth = Math.min(width * 0.7, doc.widthOfString(value) + 2);
      doc.text(value, x + width - valueWidth, y, { width: valueWidth, align: 'right' });
      const valueBottom = doc.y;
      doc.font('regular').text(label, x, y, { width: width - valueWidth - 6 });
      doc.y = Math.max(doc.y, valueBottom) + 1;
    }
    bottom = Math.max(bottom, doc.y);
    x += width + gap;
  });
  doc.x = margin;
  doc.y = bottom;
  doc.moveDown(0.4);
};

/** "Strana x/y" on every page of one document (pages `first`…`last` of the file), written once they exist. */
const drawFooters = (doc: Doc, labels: PdfLabels, title: string, first: number, last: number) => {
  for (let index = first; index <= last; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not start a new page
    const y = doc.page.height - margin - fontSize.small - 2;
    const width = doc.page.width - 2 * margin;
    doc.font('regular').fontSize(fontSize.small).fillColor('#555555');
    doc.text(title, margin, y, { width: width / 2, lineBreak: false });
    doc.text(`${labels.page} ${index - first + 1}/${last - first + 1}`, margin + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.fillColor('#000000');
    doc.page.margins.bottom = bottom;
  }
};

/** The repeated header of a continued page: the document's title, so a loose page says what it belongs to. */
const drawContinuedHeader = (doc: Doc, title: string, labels: PdfLabels) => {
  doc.font('bold').fontSize(fontSize.text).fillColor('#333333');
  doc.text(`${title} (${labels.continued})`, margin, margin, { width: doc.page.width - 2 * margin });
  doc.fillColor('#000000');
  doc
    .moveTo(margin, doc.y + 2)
    .lineTo(doc.page.width - margin, doc.y + 2)
    .lineWidth(0.5)
    .strokeColor('#888888')
    .stroke();
  doc.x = margin;
  doc.y += 10;
};

const drawDocument = (doc: Doc, document: PdfDocument, labels: PdfLabels) => {
  const f = createFormatters(document.locale ?? 'cs-CZ', document.currency);
  doc.font('bold').fontSize(fontSize.title).text(document.title, margin, margin);
  doc.moveDown(0.5);
  const top = doc.y;
  const half = (doc.page.width - 2 * margin - 20) / 2;
  const left = drawParty(doc, document.supplier, margin, top, half);
  const right = drawParty(doc, document.customer, margin + half + 20, top, half);
  doc.x = margin;
  doc.y = Math.max(left, right) + 10;
  for (const [label, value] of document.facts ?? []) {
    doc.font('bold').fontSize(fontSize.text).text(`${label}: `, margin, doc.y, { continued: true });
    doc.font('regular').text(value);
  }
  drawFactGroups(doc, document.factGroups ?? []);
  doc.moveDown(0.8);
  drawBlocks(doc, document.intro ?? []);
  if (document.lines?.length) drawTable(doc, document, labels, f);
  if (document.totals || document.totalRows?.length || document.vatRecap?.length || document.qr) {
    drawTotals(doc, document, labels, f);
  }
  drawBlocks(doc, document.blocks ?? []);
};

const newPdf = (first: PdfDocument) =>
  new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    info: { Title: first.title, Author: first.supplier.lines[0] ?? '' },
    lang: 'cs',
  });

/**
 * Lays out documents of the product (DESIGN §4 PDF) into one file: each starts on a new page,
 * pages are numbered per document, continued pages repeat the title. Finished pages are flushed
 * after each document, and the event loop gets a turn between documents, so a long run (bulk
 * invoices) neither holds every page in memory nor blocks other requests.
 */
export const renderDocumentsPdf = async (documents: AsyncIterable<PdfDocument> | Iterable<PdfDocument>) => {
  let doc: Doc | null = null;
  const chunks: Buffer[] = [];
  let done: Promise<Buffer> | null = null;
  let current: { title: string; labels: PdfLabels } | null = null;
  let isStartingDocument = false;
  for await (const document of documents) {
    // Czech unless the document names its own (a Slovak document passes the Slovak ones, document-texts.ts)
    const labels = { ...documentTexts('cs').pdf, ...document.labels };
    if (!doc) {
      const created = newPdf(document);
      const fonts = documentFonts();
      created.registerFont('regular', fonts.regular);
      created.registerFont('bold', fonts.bold);
      done = new Promise<Buffer>((resolve, reject) => {
        created.on('data', (chunk: Buffer) => chunks.push(chunk));
        created.on('end', () => resolve(Buffer.concat(chunks)));
        created.on('error', reject);
      });
      created.on('pageAdded', () => {
        if (!isStartingDocument && current) drawContinuedHeader(created, current.title, current.labels);
      });
      doc = created;
    } else {
      await new Promise<void>((resolve) => setImmediate(resolve));
      isStartingDocument = true;
      doc.addPage();
      isStartingDocument = false;
    }
    current = { title: document.title, labels };
    const first = doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
    drawDocument(doc, document, labels);
    const range = doc.bufferedPageRange();
    drawFooters(doc, labels, document.title, first, range.start + range.count - 1);
    doc.flushPages();
  }
  if (!doc || !done) throw new Error('renderDocumentsPdf: no document');
  doc.end();
  return done;
};

/** One document as PDF bytes. */
export const renderDocumentPdf = (document: PdfDocument): Promise<Buffer> => renderDocumentsPdf([document]);
