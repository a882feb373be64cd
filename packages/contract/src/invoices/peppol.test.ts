import { describe, expect, it } from 'vitest';
import { paymentMeansCodeOf, peppolEndpointOf, unitCodeOf, vatCategoryOf, vatIdentifierOf } from './peppol';

describe('Peppol codes of an invoice', () => {
  it.each([
    ['sk', 'SK2120123456', { schemeId: '0245', id: '2120123456' }],
    ['sk', '2120123456', { schemeId: '0245', id: '2120123456' }],
    ['sk', ' sk 2120 123 456 ', { schemeId: '0245', id: '2120123456' }],
    ['cz', 'CZ27082440', { schemeId: '9929', id: 'CZ27082440' }],
    ['cz', '27082440', { schemeId: '9929', id: 'CZ27082440' }],
    ['cz', '', null],
    ['sk', null, null],
  ] as const)('addresses a %s party with DIČ %j as %j', (country, dic, endpoint) => {
    expect(peppolEndpointOf(country, dic)).toEqual(endpoint);
  });

  it('writes VAT identifiers with their country prefix', () => {
    expect(vatIdentifierOf('sk', '2120123456')).toBe('SK2120123456');
    expect(vatIdentifierOf('sk', 'SK2120123456')).toBe('SK2120123456');
    expect(vatIdentifierOf('cz', 'cz 27082440')).toBe('CZ27082440');
    expect(vatIdentifierOf('cz', '')).toBeNull();
  });

  it.each([
    ['standard', 21, 'S'],
    ['standard', 5, 'S'],
    ['standard', 0, 'E'],
    ['reverse_charge', 21, 'AE'],
    ['no_vat', 21, 'O'],
  ] as const)('renders the VAT decision %s at %d %% as category %s', (treatment, rate, category) => {
    expect(vatCategoryOf(treatment, rate)).toBe(category);
  });

  it('names payment means and units by their code lists', () => {
    expect(['bank_transfer', 'cash', 'card', 'cash_on_delivery', null].map(paymentMeansCodeOf)).toEqual([
      '30',
      '10',
      '48',
      '10',
      '30',
    ]);
    expect(['ks', 'kg', 't', 'm³', 'svoz', 'paleta', '', 'bedna'].map(unitCodeOf)).toEqual([
      'H87',
      'KGM',
      'TNE',
      'MTQ',
      'E48',
      'XPX',
      'C62',
      'C62',
    ]);
  });
});
