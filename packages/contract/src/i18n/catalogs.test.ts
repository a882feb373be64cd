import { describe, expect, it } from 'vitest';
import { errorKeys, validationKeys } from '../errors/error-response';
import { catalogCs } from './catalog-cs';
import { catalogEn } from './catalog-en';
import { catalogFor } from './catalogs';

describe('catalogs', () => {
  it('have the same keys in Czech and English, none empty', () => {
    expect(Object.keys(catalogEn).sort()).toEqual(Object.keys(catalogCs).sort());
    for (const [key, text] of [...Object.entries(catalogCs), ...Object.entries(catalogEn)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });
  it('translate every message key the server answers with', () => {
    for (const key of errorKeys) expect(catalogCs, key).toHaveProperty([key]);
    for (const key of validationKeys) expect(catalogCs, key).toHaveProperty([`form_validation.${key}`]);
  });
  it('keep the same plural slots in both languages', () => {
    for (const [key, text] of Object.entries(catalogCs)) {
      expect(catalogEn[key as keyof typeof catalogCs].split('|').length, key).toBe(text.split('|').length);
    }
  });
  it('answer Czech for a locale they do not know', () => {
    expect(catalogFor('de')).toBe(catalogCs);
  });
});
