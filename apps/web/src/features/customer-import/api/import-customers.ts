import type { CustomerImportBody, CustomerImportResult } from '@bo/contract/customers/import/import-schemas';
import { api } from '@/lib/api-client';

/** POST /v1/customers/import → { created, updated, refused, rowCount, columns, preview }. */
export const importCustomers = (body: CustomerImportBody) =>
  api.post<CustomerImportResult>('/v1/customers/import', body);
