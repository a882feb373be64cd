import { describe, expect, it } from 'vitest';
import { type CatalogKey, catalogCs } from './catalog-cs';
import { catalogSk } from './catalog-sk';
import { catalogFor } from './catalogs';
import { pluralize } from './plural';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Keys whose Czech text a Slovak reader would spot at once: an untranslated copy shows here first. */
const sampledKeys: CatalogKey[] = [
  'app.save',
  'app.cancel',
  'app.close',
  'app.loading',
  'app.logout',
  'app.country',
  'app.clear',
  'nav.calendar',
  'nav.invoices',
  'nav.settings',
  'role.driver',
  'role.accountant',
  'settings.edit',
  'settings.delete',
  'settings.yes',
  'customer_list.search',
  'customer_list.month',
  'customer.street',
  'customer.ic',
  'customer.dic',
  'customer.vatPayer',
  'invoice.form',
  'invoice.dateIssue',
  'invoice.dateMaturity',
  'invoice.total',
  'invoice.reverse_charge',
  'invoice.document_type_credit_note',
  'application.form',
  'application.delivery_note_number',
  'offer.send',
  'cart.sale',
  'report.month_1',
  'weekday.0',
  'login.submit',
  'error.network',
  'bank.amount',
  'billing_info.ic',
  'route.bank-statements',
];

describe('Slovak catalog', () => {
  it('has exactly the keys of the Czech one, none empty', () => {
    expect(Object.keys(catalogSk).sort()).toEqual(Object.keys(catalogCs).sort());
    for (const [key, text] of Object.entries(catalogSk)) expect(text.trim(), key).not.toBe('');
  });

  it('keeps every placeholder and every plural form of the Czech text', () => {
    for (const [key, czech] of Object.entries(catalogCs)) {
      const slovak = catalogSk[key as CatalogKey];
      expect(placeholdersOf(slovak), key).toEqual(placeholdersOf(czech));
      expect(slovak.split('|').length, key).toBe(czech.split('|').length);
      for (const [index, form] of czech.split('|').entries())
        expect(placeholdersOf(slovak.split('|')[index] ?? ''), `${key} form ${index}`).toEqual(placeholdersOf(form));
    }
  });

  it('translates the common words instead of copying the Czech', () => {
    for (const key of sampledKeys) expect(catalogSk[key], key).not.toBe(catalogCs[key]);
  });

  it('is what the server answers for sk; an unknown locale gets Czech', () => {
    expect(catalogFor('sk')).toBe(catalogSk);
    expect(catalogFor('de')).toBe(catalogCs);
  });

  it('picks the Slovak plural forms by the Czech rule (1, 2–4, 0 and 5+)', () => {
    const text = catalogSk['invoice_list.selected_count'];
    expect(pluralize(text, 0, 'sk')).toBe('Nič nie je vybrané');
    expect(pluralize(text, 1, 'sk')).toBe('Vybraná 1 faktúra');
    expect(pluralize(text, 3, 'sk')).toBe('Vybrané 3 faktúry');
    expect(pluralize(text, 5, 'sk')).toBe('Vybraných 5 faktúr');
  });
});
