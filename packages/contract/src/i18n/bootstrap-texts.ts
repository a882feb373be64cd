import type { CatalogKey } from './catalog-cs';

/**
 * The texts the page shows when it could not load its catalog from the server: the entry chunk carries these two
 * instead of the whole Czech catalog. bootstrap-texts.test.ts keeps them equal to the catalog's.
 */
export const bootstrapTextsCs = {
  'error.network': 'Server je nedostupný. Zkontrolujte připojení.',
  'app.reload': 'Obnovit',
} as const satisfies Partial<Record<CatalogKey, string>>;
