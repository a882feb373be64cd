import { describe, expect, it } from 'vitest';
import { normaliseSpaces, pdfText } from '../../../../test/helpers/pdf-text';
import { supplierParty } from './billing-party';
import { renderDocumentPdf, renderDocumentsPdf } from './render-document';
import type { PdfDocument, PdfLine } from './types';

const supplier = supplierParty({
  company: 'Čistírna Řepy s.r.o.',
  street: 'Žitná 12',
  city: 'Praha',
  psc: '110 00',
  ic: '12345678',
  dic: 'CZ12345678',
  vatPayer: true,
  bankAccount: '123456789/0100',
  iban: 'CZ6501000000000123456789',
  swift: 'KOMBCZPP',
  registerEntry: 'Zapsáno v obchodním rejstříku u Městského soudu v Praze, oddíl C, vložka 1',
});

const line = (index: number): PdfLine => ({
  name: `Příliš žluťoučký kůň ${index}`,
  amount: 2,
  unitPrice: 1000,
  sale: 10,
  priceWithoutVat: 1800,
  tax: 21,
  priceWithVat: 2178,
});

const document = (lines: PdfLine[]): PdfDocument => ({
  title: 'Nabídka č. 7',
  supplier,
  customer: { heading: 'Odběratel', lines: ['Úpravna vody Ústí', 'Dlouhá 1', '400 01 Ústí nad Labem', 'IČ: 87654321'] },
  facts: [['Platnost do', '23. 12. 2026']],
  intro: [{ heading: 'Úvod', text: 'Děkujeme za zájem.' }],
  lines,
  totals: { priceWithoutVat: 1800 * lines.length, priceWithVat: 2178 * lines.length },
  vatRecap: [
    { tax: 21, priceWithoutVat: 1800 * lines.length, vat: 378 * lines.length, priceWithVat: 2178 * lines.length },
  ],
  blocks: [{ heading: 'Kontakt', text: 'Jana Nováková, +420 777 123 456, jana@example.cz' }],
  currency: 'Kč',
});

describe('renderDocumentPdf', () => {
  it('writes extractable Czech text: supplier with IČ, DIČ, account, register entry; lines; totals; VAT recap', async () => {
    const pdf = await renderDocumentPdf(document([line(1)]));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = normaliseSpaces(pdfText(pdf));
    for (const expected of [
      'Nabídka č. 7',
      'Čistírna Řepy s.r.o.',
      'IČ: 12345678',
      'DIČ: CZ12345678',
      '123456789/0100',
      'Městského soudu',
      'Úpravna vody Ústí',
      'Příliš žluťoučký kůň 1',
      '1 000,00 Kč',
      '2 178,00 Kč',
      'Rekapitulace DPH',
      'Celkem s DPH',
      '378,00 Kč',
      'Jana Nováková',
      'Strana 1/1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('breaks a long table onto more pages, repeats the header and numbers the pages', async () => {
    const pdf = await renderDocumentPdf(document(Array.from({ length: 90 }, (_, index) => line(index + 1))));
    const pages = normaliseSpaces(pdfText(pdf))
      .split('\f')
      .filter((page) => page.trim());
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Strana ${index + 1}/${pages.length}`);
      if (index < pages.length - 1) expect(page).toContain('Položka');
    });
    expect(pages.join('')).toContain('Příliš žluťoučký kůň 90');
  });

  it('puts several documents in one file, each from a new page, numbered and titled per document', async () => {
    async function* documents() {
      yield { ...document(Array.from({ length: 90 }, (_, index) => line(index + 1))), title: 'Nabídka č. 8' };
      yield document([line(1)]);
    }
    const pages = normaliseSpaces(pdfText(await renderDocumentsPdf(documents())))
      .split('\f')
      .filter((page) => page.trim());
    const first = pages.filter((page) => page.includes('Nabídka č. 8'));
    expect(first.length).toBeGreaterThanOrEqual(3);
    first.forEach((page, index) => {
      expect(page).toContain(`Strana ${index + 1}/${first.length}`);
      if (index > 0) expect(page).toContain('Nabídka č. 8 (pokračování)');
    });
    expect(pages).toHaveLength(first.length + 1);
    expect(pages.at(-1)).toContain('Nabídka č. 7');
    expect(pages.at(-1)).toContain('Strana 1/1');
  });
});
