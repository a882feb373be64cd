import { describe, expect, it } from 'vitest';
import { companyOfSubject, houseNumberOf, pscOf } from './ares-company';

describe('ARES subject → customer address', () => {
  it('writes the house number as Czech addresses do', () => {
    expect(houseNumberOf({ cisloDomovni: 1234, cisloOrientacni: 5, cisloOrientacniPismeno: 'a' })).toBe('1234/5a');
    expect(houseNumberOf({ cisloDomovni: 1234, cisloOrientacni: 5 })).toBe('1234/5');
    expect(houseNumberOf({ cisloDomovni: 25 })).toBe('25');
    expect(houseNumberOf({ cisloDomovni: 52, typCisloDomovni: 2 })).toBe('ev. č. 52');
    expect(houseNumberOf({})).toBe('');
  });

  it('keeps the PSČ as five digits', () => {
    expect(pscOf(11800)).toBe('11800');
    expect(pscOf('118 00')).toBe('11800');
    expect(pscOf(1234)).toBe('01234');
    expect(pscOf('x')).toBe('');
    expect(pscOf(undefined)).toBe('');
  });

  it('puts an address ARES holds only as text into the street, and drops a DIČ that is not Czech', () => {
    expect(
      companyOfSubject({
        ico: '12345679',
        obchodniJmeno: '  Foreign GmbH ',
        dic: 'DE123456789',
        sidlo: { textovaAdresa: 'Hauptstraße 1, 10115 Berlin' },
      }),
    ).toEqual({ company: 'Foreign GmbH', street: 'Hauptstraße 1, 10115 Berlin', cp: '', psc: '', city: '', dic: '' });
  });

  it('uses the municipality when a village has neither street nor part name', () => {
    expect(
      companyOfSubject({
        ico: '1',
        obchodniJmeno: 'Obec Lhota',
        sidlo: { nazevObce: 'Lhota', cisloDomovni: 1, psc: 25701 },
      }),
    ).toMatchObject({ street: 'Lhota', cp: '1', psc: '25701', city: 'Lhota' });
  });
});
