import type { createFormatters } from './format';
import { defaultColumns, type PdfColumnKey, type PdfDocument, type PdfLabels, type PdfLine } from './types';

type Doc = PDFKit.PDFDocument;
type Formatters = ReturnType<typeof createFormatters>;
type Align = 'left' | 'right';
type Column = { key: keyof PdfLabels; width: number; align: Align; value: (line: PdfLine) => string };

export const margin = 40;
export const footerHeight = 24;
export const fontSize = { title: 16, heading: 10, text: 9, small: 7.5 } as const;
const cellPadding = 3;
const noteSize = 6.5;

/** The bottom edge content may reach before a new page starts (the footer lives below it). */
export const contentBottom = (doc: Doc) => doc.page.height - margin - footerHeight;

/** Starts a new page when `height` does not fit; answers whether it did. */
export const ensureSpace = (doc: Doc, height: number): boolean => {
  if (doc.y + height <= contentBottom(doc)) return false;
  doc.addPage();
  return true;
};

const columnWidths: Record<PdfColumnKey, number> = {
  amount: 48,
  unitPrice: 68,
  sale: 38,
  withoutVat: 72,
  vatRate: 34,
  vat: 60,
  withVat: 72,
};
/** Money cells without the currency symbol are narrower, which leaves the item name more room. */
const compactWidths: Record<PdfColumnKey, number> = {
  amount: 44,
  unitPrice: 58,
  sale: 32,
  withoutVat: 60,
  vatRate: 32,
  vat: 52,
  withVat: 60,
};

const tableColumns = (doc: Doc, document: PdfDocument, f: Formatters): Column[] => {
  const money = document.isCurrencyInTable === false ? f.number : f.money;
  const values: Record<PdfColumnKey, (line: PdfLine) => string> = {
    amount: (l) => (l.unit ? `${f.amount(l.amount)} ${l.unit}` : f.amount(l.amount)),
    unitPrice: (l) => money(l.unitPrice),
    sale: (l) => f.percent(l.sale),
    withoutVat: (l) => money(l.priceWithoutVat),
    vatRate: (l) => l.noVatText ?? f.percent(l.tax),
    vat: (l) => l.noVatText ?? money(l.vat ?? l.priceWithVat - l.priceWithoutVat),
    withVat: (l) => money(l.priceWithVat),
  };
  const widths = document.isCurrencyInTable === false ? compactWidths : columnWidths;
  const fixed = (document.columns ?? defaultColumns).map(
    (key): Column => ({ key, width: widths[key], align: 'right', value: values[key] }),
  );
  const nameWidth = doc.page.width - 2 * margin - fixed.reduce((sum, column) => sum + column.width, 0);
  return [{ key: 'name', width: nameWidth, align: 'left', value: (l) => l.name }, ...fixed];
};

type Cell = { text: string; width: number; align: Align; note?: string };

const cellHeight = (doc: Doc, cell: Cell) => {
  const width = cell.width - 2 * cellPadding;
  let height = doc.heightOfString(cell.text || ' ', { width });
  if (cell.note) {
    doc.fontSize(noteSize);
    height += doc.heightOfString(cell.note, { width });
    doc.fontSize(fontSize.small);
  }
  return height;
};

const rowHeight = (doc: Doc, cells: Cell[], bold: boolean) => {
  doc.font(bold ? 'bold' : 'regular').fontSize(fontSize.small);
  return Math.max(...cells.map((cell) => cellHeight(doc, cell))) + 2 * cellPadding;
};

const drawRow = (doc: Doc, cells: Cell[], bold: boolean) => {
  const height = rowHeight(doc, cells, bold);
  const top = doc.y;
  let x = margin;
  for (const cell of cells) {
    const width = cell.width - 2 * cellPadding;
    doc.font(bold ? 'bold' : 'regular').fontSize(fontSize.small);
    doc.text(cell.text, x + cellPadding, top + cellPadding, { width, align: cell.align });
    if (cell.note) {
      doc.font('regular').fontSize(noteSize).fillColor('#444444');
      doc.text(cell.note, x + cellPadding, doc.y, { width, align: cell.align });
      doc.fillColor('#000000');
    }
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
};

/** The line table: a row never splits; the header row repeats on every page of the table. */
export const drawTable = (doc: Doc, document: PdfDocument, labels: PdfLabels, f: Formatters) => {
  const columns = tableColumns(doc, document, f);
  const header = () =>
    drawRow(
      doc,
      columns.map((c) => ({ text: labels[c.key], width: c.width, align: c.align })),
      true,
    );
  ensureSpace(doc, 40);
  header();
  for (const line of document.lines ?? []) {
    const cells = columns.map(
      (c): Cell => ({
        text: c.value(line),
        width: c.width,
        align: c.align,
        note: c.key === 'name' ? line.note : undefined,
      }),
    );
    if (ensureSpace(doc, rowHeight(doc, cells, false))) header();
    drawRow(doc, cells, false);
  }
  doc.moveDown(0.8);
};
