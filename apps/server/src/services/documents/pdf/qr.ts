import QRCode from 'qrcode';

type Doc = PDFKit.PDFDocument;

/**
 * Draws `text` as a QR code (error correction M) of `size` points at (x, y), as vector squares:
 * sharp at any zoom and print resolution, and cheaper than encoding a PNG per document.
 * Dark modules of a row are merged into one rectangle; the quiet zone is the white around it.
 */
export const drawQrCode = (doc: Doc, text: string, x: number, y: number, size: number) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const module = size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const isDark = column < modules.size && modules.get(row, column) === 1;
      if (isDark && start < 0) start = column;
      if (!isDark && start >= 0) {
        doc.rect(x + start * module, y + row * module, (column - start) * module, module);
        start = -1;
      }
    }
  }
  doc.fillColor('#000000').fill();
};
