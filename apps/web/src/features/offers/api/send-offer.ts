import type { OfferDetail, OfferSendBody } from '@bo/contract/offers/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { offerQueryOptions } from './get-offer';
import { offersQueryOptions } from './get-offers';

/** What to send: a version 1 part, a version 2 offer (PDF), or the version 2 HTML offer (a link). */
export type OfferSendKind = OfferDetail | 'v2' | 'html';

const sendUrl = (customerId: number, offerId: number, kind: OfferSendKind) => {
  if (kind === 'v2') return `/v2/customers/${customerId}/offers/${offerId}/send`;
  if (kind === 'html') return `/v2/customers/${customerId}/offers/${offerId}/send-html`;
  return `/v1/customers/${customerId}/offers/${offerId}/${kind}/send`;
};

/** POST …/send or …/send-html with { email, emailCopy }. */
export const sendOffer = (options: { customerId: number; offerId: number; kind: OfferSendKind } & OfferSendBody) =>
  api.post<unknown>(sendUrl(options.customerId, options.offerId, options.kind), {
    email: options.email,
    emailCopy: options.emailCopy,
  });

/** Sending the HTML offer sets its sent date (the menu's indicator). */
export const useSendOffer = (country: string, customerId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOffer,
    onSuccess: (_result, { offerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offersQueryOptions(country, customerId).queryKey }),
        queryClient.invalidateQueries({ queryKey: offerQueryOptions(country, customerId, offerId).queryKey }),
      ]),
  });
};
