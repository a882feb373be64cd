import type { OfferAttachment, OfferDetail, offerAttachmentsUpdateBodySchema } from '@bo/contract/offers/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { offerQueryKey } from './get-offer';

const baseUrl = (customerId: number, offerId: number) => `/v1/customers/${customerId}/offers/${offerId}/attachments`;

/** GET …/offers/{offerId}/attachments → { offerAttachments } (all parts; each says its `detail`). */
export const getOfferAttachments = (customerId: number, offerId: number) =>
  api.get<{ offerAttachments: OfferAttachment[] }>(baseUrl(customerId, offerId));

export const offerAttachmentsQueryKey = (country: string, customerId: number, offerId: number) =>
  [...offerQueryKey(country, customerId, offerId), 'attachments'] as const;

export const offerAttachmentsQueryOptions = (country: string, customerId: number, offerId: number) =>
  queryOptions({
    queryKey: offerAttachmentsQueryKey(country, customerId, offerId),
    queryFn: () => getOfferAttachments(customerId, offerId),
  });

export const useOfferAttachments = (country: string, customerId: number, offerId: number) =>
  useQuery(offerAttachmentsQueryOptions(country, customerId, offerId));

export type OfferAttachmentUpdate = z.input<typeof offerAttachmentsUpdateBodySchema>['offerAttachments'][number];

/** PUT …/attachments: the whole list (renames, disabled flags; one left out is removed). */
export const updateOfferAttachments = (options: {
  customerId: number;
  offerId: number;
  offerAttachments: OfferAttachmentUpdate[];
}) => api.put<unknown>(baseUrl(options.customerId, options.offerId), { offerAttachments: options.offerAttachments });

/** POST …/attachments with { offerAttachment: { filename, content (base64), detail } } → { fileHash }. */
export const uploadOfferAttachment = (options: {
  customerId: number;
  offerId: number;
  filename: string;
  content: string;
  detail: OfferDetail | null;
}) =>
  api.post<{ fileHash: string }>(baseUrl(options.customerId, options.offerId), {
    offerAttachment: { filename: options.filename, content: options.content, detail: options.detail },
  });

const useInvalidate = (country: string, customerId: number, offerId: number) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: offerAttachmentsQueryKey(country, customerId, offerId) });
};

export const useUpdateOfferAttachments = (country: string, customerId: number, offerId: number) =>
  useMutation({ mutationFn: updateOfferAttachments, onSuccess: useInvalidate(country, customerId, offerId) });
export const useUploadOfferAttachment = (country: string, customerId: number, offerId: number) =>
  useMutation({ mutationFn: uploadOfferAttachment, onSuccess: useInvalidate(country, customerId, offerId) });
