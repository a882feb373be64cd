import { execFileSync } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it (layout kept), pages split by form feed. */
export const pdfText = (pdf: Buffer | Uint8Array): string =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');

/** pdftotext writes thin and no-break spaces of Czech number formats as they are: plain spaces for asserts. */
export const normaliseSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
