import type { OfferAttachment, OfferDetail, offerAttachmentsUpdateBodySchema } from '@bo/contract/offers/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { offerQueryKey } from './get-offer';

const baseUrl = (customerId: number, offerId: number) => `/v1/customers/${customerId}/offers/${offerId}/attachments`;

type Attachments = { offerAttachments: OfferAttachment[] };

/** GET …/offers/{offerId}/attachments → { offerAttachments } (all parts; each says its `detail`). */
export const getOfferAttachments = (customerId: number, offerId: number) =>
  api.get<Attachments>(baseUrl(customerId, offerId));

export const offerAttachmentsQueryKey = (country: string, customerId: number, offerId: number | 'new') =>
  [...offerQueryKey(country, customerId, offerId), 'attachments'] as const;

/** A new offer (`new`) has none: nothing is asked. */
export const useOfferAttachments = (country: string, customerId: number, offerId: number | 'new') =>
  useQuery(
    queryOptions({
      queryKey: offerAttachmentsQueryKey(country, customerId, offerId),
      queryFn: () => getOfferAttachments(customerId, offerId as number),
      enabled: offerId !== 'new',
    }),
  );

export type OfferAttachmentUpdate = z.input<typeof offerAttachmentsUpdateBodySchema>['offerAttachments'][number];

type OfferTarget = { customerId: number; offerId: number };

/** PUT …/attachments: the whole list (renames, disabled flags; one left out is removed). */
export const updateOfferAttachments = (options: OfferTarget & { offerAttachments: OfferAttachmentUpdate[] }) =>
  api.put<Attachments>(baseUrl(options.customerId, options.offerId), { offerAttachments: options.offerAttachments });

/** POST …/attachments with { offerAttachment: { filename, content (base64), detail } } → { fileHash }. */
export const uploadOfferAttachment = (
  options: OfferTarget & { filename: string; content: string; detail: OfferDetail | null },
) =>
  api.post<{ fileHash: string }>(
    baseUrl(options.customerId, options.offerId),
    { offerAttachment: { filename: options.filename, content: options.content, detail: options.detail } },
    // a refusal shows at the upload button (components/ui/upload-refusal.tsx)
    { showsOwnError: true },
  );

/** DELETE …/attachments/{fileHash}?detail= → the attachments left (a version 1 part's upload with `detail`). */
export const removeOfferAttachment = (options: OfferTarget & { fileHash: string; detail: OfferDetail | null }) =>
  api.delete<Attachments>(`${baseUrl(options.customerId, options.offerId)}/${options.fileHash}`, {
    query: options.detail ? { detail: options.detail } : undefined,
  });

const useInvalidate = (country: string, customerId: number) => {
  const queryClient = useQueryClient();
  return (_result: unknown, { offerId }: OfferTarget) =>
    queryClient.invalidateQueries({ queryKey: offerAttachmentsQueryKey(country, customerId, offerId) });
};

export const useUpdateOfferAttachments = (country: string, customerId: number) =>
  useMutation({ mutationFn: updateOfferAttachments, onSuccess: useInvalidate(country, customerId) });
export const useUploadOfferAttachment = (country: string, customerId: number) =>
  useMutation({ mutationFn: uploadOfferAttachment, onSuccess: useInvalidate(country, customerId) });
export const useRemoveOfferAttachment = (country: string, customerId: number) =>
  useMutation({ mutationFn: removeOfferAttachment, onSuccess: useInvalidate(country, customerId) });
