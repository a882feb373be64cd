import type { CustomerOffer, OfferDetail, OfferVersion } from '@bo/contract/offers/schemas';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRoutePath } from '@/hooks/use-route-path';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors } from '@/lib/form-validation';
import { runSave } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { offerQueryOptions } from '../api/get-offer';
import { useCreateOffer, useUpdateOffer } from '../api/save-offer';
import {
  type OfferDefaults,
  type OfferFormOutput,
  type OfferFormValues,
  offerFieldNames,
  offerFormDefaults,
} from './offer-form-values';
import type { OfferCreatedState } from './offer-menu';

/** Which save: the whole offer (version 2, next call) or one version 1 part with it. */
export type OfferSaveTarget = 'offer' | OfferDetail;

type Options = {
  country: string;
  customerId: number;
  offer: CustomerOffer | undefined;
  version: OfferVersion;
  defaults: OfferDefaults;
  form: UseFormReturn<OfferFormValues, unknown, OfferFormOutput>;
  forgetChanges: () => void;
};

/**
 * The offer's body: a version 2 offer keeps its e-mail content in `application`; a version 1 offer
 * sends the parts that exist plus the one being saved (saving a part saves the offer with it).
 */
const bodyOf = (
  values: OfferFormOutput,
  version: OfferVersion,
  offer: CustomerOffer | undefined,
  target: OfferSaveTarget,
) => {
  const hasPart = (detail: OfferDetail) =>
    version === 2 ? detail === 'application' : target === detail || offer?.[detail] != null;
  return {
    nextCallDate: values.nextCallDate || null,
    nextCallTime: values.nextCallTime || null,
    application: hasPart('application') ? values.application : null,
    lapol: hasPart('lapol') ? values.lapol : null,
  };
};

/** overview §2.6: save a new offer (then the route takes its id) or a saved one (stale-version checked). */
export const useOfferSave = ({ country, customerId, offer, version, defaults, form, forgetChanges }: Options) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateOffer(country, customerId);
  const update = useUpdateOffer(country, customerId);

  return (target: OfferSaveTarget) =>
    form.handleSubmit(async (values) => {
      const createdId = await runSave(async () => {
        try {
          if (!offer)
            return (await create.mutateAsync({ customerId, customerOffer: bodyOf(values, version, offer, target) })).id;
          const saved = await saveVersioned({
            values,
            save: (sent) =>
              update.mutateAsync({
                customerId,
                offerId: offer.id,
                customerOffer: { ...bodyOf(sent, version, offer, target), lockVersion: sent.lockVersion ?? 0 },
              }),
            toValues: (current: CustomerOffer) => offerFormDefaults(current, defaults) as OfferFormOutput,
            labelOf: (field) => t(`offer.field.${field.split('.').at(-1) ?? field}`, { defaultValue: field }),
            onReload: (current) => form.reset(current),
          });
          if (!saved) return undefined;
          queryClient.setQueryData(offerQueryOptions(country, customerId, offer.id).queryKey, {
            customerOffer: saved.result.customerOffer,
          });
          form.reset(offerFormDefaults(saved.result.customerOffer, defaults));
          addFlash({ message: 'message.offer_saved', severity: 'success' });
        } catch (error) {
          if (!applyServerFieldErrors(error, form.setError, offerFieldNames)) showErrorFlash(error);
        }
        return undefined;
      });
      if (createdId === undefined) return;
      forgetChanges();
      const state: OfferCreatedState = { isOfferCreated: true };
      await navigate(path('customer-offer-detail', { customerId, offerId: createdId }), { replace: true, state });
      addFlash({ message: 'message.offer_saved', severity: 'success' });
    })();
};
