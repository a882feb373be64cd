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
