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
type ParsedFont = {
  layout: (...args: unknown[]) => unknown;
  characterSet: number[];
  glyphForCodePoint: (codePoint: number) => unknown;
};
const fontkit = require('fontkit') as { create: (buffer: Buffer) => ParsedFont };

/**
 * fontkit keeps one glyph object per glyph id for the life of the font, with the characters it was
 * first asked for; pdfkit writes those characters into each PDF's text layer (ToUnicode). The subset
 * of a composite letter (ý, ů, ř …) asks for its parts by id alone, so a shared font that met "ý"
 * before "y" kept "y" without a character and every later PDF of the process lost its y's when read
 * or searched. Every glyph is therefore made once from its own character, before any document (the
 * ligatures excepted, below).
 */
const parseFont = (file: string) => {
  const font = fontkit.create(readFileSync(file));
  for (const codePoint of font.characterSet) {
    if (!isLigature(codePoint)) font.glyphForCodePoint(codePoint);
  }
  return font;
};

/**
 * The ligatures ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ (U+FB00–U+FB06) are left to the layout, which makes their glyphs from the letters
 * they join: made from their own code points, "office" would read back as "oﬃce".
 */
const isLigature = (codePoint: number) => codePoint >= 0xfb00 && codePoint <= 0xfb06;

let parsed: Record<keyof typeof fontFiles, ParsedFont> | null = null;

/**
 * The two fonts parsed once per process: parsing 1.4 MB of TrueType took most of a document's
 * render time when every PDF did it again. Each document still embeds its own subset.
 */
export const documentFonts = () => {
  parsed ??= { regular: parseFont(fontFiles.regular), bold: parseFont(fontFiles.bold) };
  return parsed as unknown as Record<keyof typeof fontFiles, PDFKit.Mixins.PDFFontSource>;
};
