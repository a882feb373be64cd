import type { CatalogKey } from '@bo/contract/i18n/catalog-cs';

/** The success message a mutation answers with (rules §8), shown by the app's flash banner. */
export const successFlash = (message: CatalogKey) => [{ message, severity: 'success' as const }];
