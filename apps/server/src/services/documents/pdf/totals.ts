import type { createFormatters } from './format';
import { drawQrCode } from './qr';
import { ensureSpace, fontSize, margin } from './table';
import type { PdfDocument, PdfLabels, PdfTotalRow } from './types';

type Doc = PDFKit.PDFDocument;
type Formatters = ReturnType<typeof createFormatters>;

const blockWidth = 300;
const recapWidths = [120, 60, 60, 60] as const;
const rowGap = 13;
const qrSize = 96;

const totalRowsOf = (document: PdfDocument, labels: PdfLabels): PdfTotalRow[] =>
  document.totalRows ??
  (document.totals
    ? [
        { label: labels.totalWithoutVat, value: document.totals.priceWithoutVat },
        { label: labels.totalWithVat, value: document.totals.priceWithVat, emphasis: true },
      ]
    : []);

const drawRecap = (doc: Doc, document: PdfDocument, labels: PdfLabels, f: Formatters, x: number) => {
  const rows = document.vatRecap ?? [];
  if (!rows.length) return;
  doc.font('bold').fontSize(fontSize.heading).text(labels.vatRecap, x, doc.y, { width: blockWidth });
  const cells = (texts: string[], bold: boolean) => {
    const y = doc.y + 2;
    doc.font(bold ? 'bold' : 'regular').fontSize(fontSize.small);
    let left = x;
    texts.forEach((text, index) => {
      const width = recapWidths[index] ?? 68;
      doc.text(text, left, y, { width, align: index === 0 ? 'left' : 'right', lineBreak: false });
      left += width;
    });
    doc.y = y + rowGap - 2;
    doc
      .moveTo(x, doc.y)
      .lineTo(x + blockWidth, doc.y)
      .lineWidth(0.3)
      .strokeColor('#888888')
      .stroke();
  };
  cells([labels.rate, labels.vatBase, labels.vat, labels.vatTotal], true);
  for (const row of rows) {
    cells(
      [row.label ?? f.percent(row.tax), f.money(row.priceWithoutVat), f.money(row.vat), f.money(row.priceWithVat)],
      false,
    );
  }
  doc.y += 8;
};

const drawTotalRows = (doc: Doc, rows: PdfTotalRow[], f: Formatters, x: number) => {
  for (const row of rows) {
    const size = row.emphasis ? fontSize.heading + 2 : fontSize.text;
    if (row.emphasis) {
      doc.y += 3;
      doc
        .moveTo(x, doc.y)
        .lineTo(x + blockWidth, doc.y)
        .lineWidth(0.8)
        .strokeColor('#000000')
        .stroke();
      doc.y += 4;
    }
    const y = doc.y;
    doc.font(row.emphasis ? 'bold' : 'regular').fontSize(size);
    doc.text(row.label, x, y, { width: blockWidth / 2, lineBreak: false });
    doc.text(f.money(row.value), x + blockWidth / 2, y, { width: blockWidth / 2, align: 'right', lineBreak: false });
    doc.y = y + size + 5;
  }
};

/** VAT recap (rate, base, VAT, total) and the totals on the right; the QR code, if any, on the left. */
export const drawTotals = (doc: Doc, document: PdfDocument, labels: PdfLabels, f: Formatters) => {
  const recapRows = document.vatRecap?.length ?? 0;
  const totalRows = totalRowsOf(document, labels);
  const rightHeight = (recapRows ? 30 + rowGap * (recapRows + 1) : 0) + totalRows.length * 18 + 10;
  const leftHeight = document.qr ? qrSize + 20 : 0;
  ensureSpace(doc, Math.max(rightHeight, leftHeight));
  const top = doc.y;
  const x = doc.page.width - margin - blockWidth;
  if (document.qr) {
    doc.font('bold').fontSize(fontSize.text).text(document.qr.label, margin, top, { width: qrSize, align: 'center' });
    drawQrCode(doc, document.qr.text, margin, top + 14, qrSize);
  }
  doc.y = top;
  drawRecap(doc, document, labels, f, x);
  drawTotalRows(doc, totalRows, f, x);
  doc.x = margin;
  doc.y = Math.max(doc.y, top + leftHeight);
  doc.moveDown(1);
};
