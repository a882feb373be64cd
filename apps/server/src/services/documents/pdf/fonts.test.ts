import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../test/helpers/pdf-text';
import { renderDocumentPdf } from './render-document';
import type { PdfDocument } from './types';

/** A document with only the given words, in the regular and the bold font (the title). */
const documentOf = (words: string): PdfDocument => ({
  title: words,
  supplier: { heading: words, lines: [words] },
  customer: { heading: words, lines: [words] },
  facts: [[words, words]],
  intro: [],
  lines: [],
  blocks: [],
  currency: 'Kč',
});

describe('document fonts', () => {
  // The first document of this file (a process of its own) holds composite letters whose plain base
  // letters it lacks: ý, ů, ř, č, é without y, u, r, c, e. The base letters' glyphs are then first
  // reached through the composite's parts; a later document must still write them as text.
  it('keep every letter of a later document readable after a document of composite letters only', async () => {
    const first = pdfText(await renderDocumentPdf(documentOf('Dýňů Řáží Čáňé')));
    expect(first).toContain('Dýňů Řáží Čáňé');
    const later = pdfText(await renderDocumentPdf(documentOf('Platnost nabídky do; důvod opravy; rukou')));
    expect(later).toContain('Platnost nabídky do; důvod opravy; rukou');
  });

  it('read ligatures back as the letters they join', async () => {
    const words = 'Kancelář office, souffle, fluid, trasa12ff34ab';
    expect(pdfText(await renderDocumentPdf(documentOf(words)))).toContain(words);
  });
});
