import type { OfferDetail } from '@bo/contract/offers/schemas';
import { api } from '@/lib/api-client';

/** POST /v1/…/offers/{offerId}/download?detail= (version 1 part) or /v2/…/download → the PDF. */
export const downloadOffer = (options: { customerId: number; offerId: number; detail: OfferDetail | null }) =>
  options.detail
    ? api.post<Blob>(`/v1/customers/${options.customerId}/offers/${options.offerId}/download`, undefined, {
        query: { detail: options.detail },
        responseType: 'blob',
      })
    : api.post<Blob>(`/v2/customers/${options.customerId}/offers/${options.offerId}/download`, undefined, {
        responseType: 'blob',
      });
