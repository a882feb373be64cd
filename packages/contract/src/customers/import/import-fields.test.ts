import { describe, expect, it } from 'vitest';
import { headerKey, suggestMapping } from './import-fields';

describe('suggestMapping', () => {
  it('suggests fields from Czech and English header names, without diacritics', () => {
    expect(headerKey(' Kontaktní  osoba ')).toBe('kontaktni osoba');
    expect(
      suggestMapping(['Firma', 'Ulice', 'Č. p.', 'PSČ', 'Město', 'Okres', 'IČO', 'DIČ', 'E-mail', 'Kontaktní osoba']),
    ).toEqual({
      Firma: 'company',
      Ulice: 'street',
      'Č. p.': 'cp',
      PSČ: 'psc',
      Město: 'city',
      Okres: 'district',
      IČO: 'ic',
      DIČ: 'dic',
      'E-mail': 'email',
      'Kontaktní osoba': 'contactName',
    });
    expect(suggestMapping(['Company', 'Phone', 'GPS', 'Operator', 'Note', 'Zip code'])).toEqual({
      Company: 'company',
      Phone: 'phone',
      GPS: 'gps',
      Operator: 'operator',
      Note: 'note',
      'Zip code': 'psc',
    });
  });

  it('leaves unknown columns out and uses each field once', () => {
    expect(suggestMapping(['Firma', 'Název', 'Obrat'])).toEqual({ Firma: 'company', Název: '', Obrat: '' });
  });
});
