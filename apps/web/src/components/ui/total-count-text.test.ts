import { catalogCs } from '@bo/contract/i18n/catalog-cs';
import { catalogEn } from '@bo/contract/i18n/catalog-en';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { totalCountText } from './total-count-text';

/** A t() over one catalog with its single-brace interpolation, as the app's i18n reads it. */
const tOf = (catalog: Record<string, string>) =>
  ((key: string, data: Record<string, unknown> = {}) =>
    (catalog[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(data[name] ?? `{${name}}`))) as TFunction;

describe('totalCountText', () => {
  it('writes the exact total with the Czech plural and the number grouped', () => {
    const t = tOf(catalogCs);
    expect(totalCountText(t, 'cs', 0, false)).toBe('Žádný záznam');
    expect(totalCountText(t, 'cs', 1, false)).toBe('Celkem 1 záznam');
    expect(totalCountText(t, 'cs', 3, false)).toBe('Celkem 3 záznamy');
    expect(totalCountText(t, 'cs', 1_000_300, false)).toBe('Celkem 1\u00a0000\u00a0300 záznamů');
  });

  it('says "more than" for a capped count', () => {
    expect(totalCountText(tOf(catalogCs), 'cs', 1_000, true)).toBe('Více než 1\u00a0000 záznamů');
    expect(totalCountText(tOf(catalogEn), 'en', 1_000, true)).toBe('More than 1,000 records');
  });
});
