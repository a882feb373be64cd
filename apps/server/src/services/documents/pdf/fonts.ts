import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans (from the `dejavu-fonts-ttf` package) covers Czech and Slovak diacritics; pdfkit
 * embeds a subset with a ToUnicode map, so the text of every PDF can be extracted and searched.
 */
export const fontFiles = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/** The fontkit font pdfkit itself parses with; pdfkit takes a parsed font wherever it takes a file. */
type ParsedFont = { layout: (...args: unknown[]) => unknown };
const fontkit = require('fontkit') as { create: (buffer: Buffer) => ParsedFont };

let parsed: Record<keyof typeof fontFiles, ParsedFont> | null = null;

/**
 * The two fonts parsed once per process: parsing 1.4 MB of TrueType took most of a document's
 * render time when every PDF did it again. Each document still embeds its own subset.
 */
export const documentFonts = () => {
  parsed ??= {
    regular: fontkit.create(readFileSync(fontFiles.regular)),
    bold: fontkit.create(readFileSync(fontFiles.bold)),
  };
  return parsed as unknown as Record<keyof typeof fontFiles, PDFKit.Mixins.PDFFontSource>;
};
