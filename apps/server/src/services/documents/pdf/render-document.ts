import PDFDocument from 'pdfkit';
import { fontFiles } from './fonts';
import { createFormatters } from './format';
import { czechLabels, type PdfDocument, type PdfLabels, type PdfLine, type PdfTextBlock } from './types';

type Doc = PDFKit.PDFDocument;

const margin = 40;
const footerHeight = 24;
const fontSize = { title: 16, heading: 10, text: 9, small: 7.5 } as const;
const cellPadding = 3;

type Column = { key: keyof PdfLabels; width: number; align: 'left' | 'right'; value: (line: PdfLine) => string };

/** The bottom edge content may reach before a new page starts (the footer lives below it). */
const contentBottom = (doc: Doc) => doc.page.height - margin - footerHeight;

const ensureSpace = (doc: Doc, height: number): boolean => {
  if (doc.y + height <= contentBottom(doc)) return false;
  doc.addPage();
  return true;
};

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

const tableColumns = (doc: Doc, f: ReturnType<typeof createFormatters>): Column[] => {
  const fixed: Column[] = [
    { key: 'amount', width: 48, align: 'right', value: (l) => f.amount(l.amount) },
    { key: 'unitPrice', width: 68, align: 'right', value: (l) => f.money(l.unitPrice) },
    { key: 'sale', width: 38, align: 'right', value: (l) => f.percent(l.sale) },
    { key: 'withoutVat', width: 72, align: 'right', value: (l) => f.money(l.priceWithoutVat) },
    { key: 'vatRate', width: 34, align: 'right', value: (l) => f.percent(l.tax) },
    { key: 'withVat', width: 72, align: 'right', value: (l) => f.money(l.priceWithVat) },
  ];
  const nameWidth = doc.page.width - 2 * margin - fixed.reduce((sum, column) => sum + column.width, 0);
  return [{ key: 'name', width: nameWidth, align: 'left', value: (l) => l.name }, ...fixed];
};

const drawRow = (doc: Doc, cells: { text: string; width: number; align: 'left' | 'right' }[], bold: boolean) => {
  doc.font(bold ? 'bold' : 'regular').fontSize(fontSize.small);
  const height =
    Math.max(...cells.map((cell) => doc.heightOfString(cell.text, { width: cell.width - 2 * cellPadding }))) +
    2 * cellPadding;
  const top = doc.y;
  let x = margin;
  for (const cell of cells) {
    doc.text(cell.text, x + cellPadding, top + cellPadding, { width: cell.width - 2 * cellPadding, align: cell.align });
    x += cell.width;
  }
  doc
    .moveTo(margin, top + height)
    .lineTo(doc.page.width - margin, top + height)
    .lineWidth(bold ? 0.8 : 0.3)
    .strokeColor('#888888')
    .stroke();
  doc.x = margin;
  doc.y = top + height;
  return height;
};

const rowHeight = (doc: Doc, columns: Column[], line: PdfLine) => {
  doc.font('regular').fontSize(fontSize.small);
  return (
    Math.max(...columns.map((c) => doc.heightOfString(c.value(line), { width: c.width - 2 * cellPadding }))) +
    2 * cellPadding
  );
};

const drawTable = (doc: Doc, lines: readonly PdfLine[], labels: PdfLabels, f: ReturnType<typeof createFormatters>) => {
  const columns = tableColumns(doc, f);
  const header = () =>
    drawRow(
      doc,
      columns.map((c) => ({ text: labels[c.key], width: c.width, align: c.align })),
      true,
    );
  ensureSpace(doc, 40);
  header();
  for (const line of lines) {
    // a row never splits; the header repeats on every page of the table
    if (ensureSpace(doc, rowHeight(doc, columns, line))) header();
    drawRow(
      doc,
      columns.map((c) => ({ text: c.value(line), width: c.width, align: c.align })),
      false,
    );
  }
  doc.moveDown(0.8);
};

const drawTotals = (doc: Doc, document: PdfDocument, labels: PdfLabels, f: ReturnType<typeof createFormatters>) => {
  const width = 260;
  const x = doc.page.width - margin - width;
  const pair = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(fontSize.text);
    const y = doc.y;
    doc.text(label, x, y, { width: width / 2 });
    doc.text(value, x + width / 2, y, { width: width / 2, align: 'right' });
  };
  if (document.vatRecap?.length) {
    ensureSpace(doc, 20 + 14 * document.vatRecap.length);
    doc.font('bold').fontSize(fontSize.heading).text(labels.vatRecap, x, doc.y, { width });
    for (const row of document.vatRecap) {
      pair(
        `${f.percent(row.tax)}: ${labels.vatBase} ${f.money(row.priceWithoutVat)}`,
        `${labels.vat} ${f.money(row.vat)}`,
      );
    }
    doc.moveDown(0.5);
  }
  if (document.totals) {
    ensureSpace(doc, 40);
    pair(`${labels.total} ${labels.withoutVat.toLowerCase()}`, f.money(document.totals.priceWithoutVat));
    pair(`${labels.total} ${labels.withVat.toLowerCase()}`, f.money(document.totals.priceWithVat), true);
  }
  doc.x = margin;
  doc.moveDown(1);
};

/** "Strana x/y" on every page, written once all pages exist. */
const drawFooters = (doc: Doc, labels: PdfLabels, title: string) => {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not start a new page
    const y = doc.page.height - margin - fontSize.small - 2;
    const width = doc.page.width - 2 * margin;
    doc.font('regular').fontSize(fontSize.small).fillColor('#555555');
    doc.text(title, margin, y, { width: width / 2, lineBreak: false });
    doc.text(`${labels.page} ${index + 1}/${range.count}`, margin + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.fillColor('#000000');
    doc.page.margins.bottom = bottom;
  }
};

/** Lays out any document of the product (DESIGN §4 PDF) and answers the PDF bytes. */
export const renderDocumentPdf = (document: PdfDocument): Promise<Buffer> => {
  const labels = { ...czechLabels, ...document.labels };
  const f = createFormatters(document.locale ?? 'cs-CZ', document.currency);
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    info: { Title: document.title, Author: document.supplier.lines[0] ?? '' },
    lang: 'cs',
  });
  doc.registerFont('regular', fontFiles.regular);
  doc.registerFont('bold', fontFiles.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

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
  doc.moveDown(0.8);
  drawBlocks(doc, document.intro ?? []);
  if (document.lines?.length) drawTable(doc, document.lines, labels, f);
  if (document.totals || document.vatRecap?.length) drawTotals(doc, document, labels, f);
  drawBlocks(doc, document.blocks ?? []);
  drawFooters(doc, labels, document.title);
  doc.end();
  return done;
};
