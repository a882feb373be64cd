import type { CustomerImportBody, CustomerImportResult } from '@bo/contract/customers/import/import-schemas';
import { api } from '@/lib/api-client';

/** POST /v1/customers/import → { created, updated, refused (the first 100), refusedCount, rowCount, columns, preview }. */
export const importCustomers = (body: CustomerImportBody) =>
  api.post<CustomerImportResult>('/v1/customers/import', body);

/** The same call with `refusalsFile: true`: every refused row as the server's CSV (nothing is written). */
export const downloadImportRefusals = (body: Pick<CustomerImportBody, 'filename' | 'content' | 'mapping'>) =>
  api.post<Blob>('/v1/customers/import', { ...body, refusalsFile: true }, { responseType: 'blob' });
