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

/** The offer a save left: its id, and whether this save created it (the route then takes the id). */
export type SavedOffer = { offerId: number; isCreated: boolean };

/** A new version 2 offer's cart goes with its creation (decision 193). */
type CartLineInput = { productId: number; amount: number; sale: number; position: number };

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

/**
 * overview §2.6: saving the offer's form — a new offer is created, a saved one updated (stale-version checked). The
 * parts are `persist` (inside a larger action, no message of its own), `showCreated` (the route takes a new offer's
 * id: only once the save is over, as the route refuses to change during one) and `save` (a save button: one save,
 * its message).
 */
export const useOfferSave = ({ country, customerId, offer, version, defaults, form, forgetChanges }: Options) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateOffer(country, customerId);
  const update = useUpdateOffer(country, customerId);

  /** Field errors go to their fields, a stale version asks (DESIGN §4); undefined when nothing was saved. */
  const persist = async (target: OfferSaveTarget, products?: CartLineInput[]): Promise<SavedOffer | undefined> => {
    let result: SavedOffer | undefined;
    await form.handleSubmit(async (values) => {
      try {
        if (!offer) {
          const body = { ...bodyOf(values, version, offer, target), products };
          const created = await create.mutateAsync({ customerId, customerOffer: body });
          // the typed values are stored now; the screen goes to the new offer
          forgetChanges();
          result = { offerId: created.id, isCreated: true };
          return;
        }
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
        if (!saved) return;
        queryClient.setQueryData(offerQueryOptions(country, customerId, offer.id).queryKey, {
          customerOffer: saved.result.customerOffer,
        });
        form.reset(offerFormDefaults(saved.result.customerOffer, defaults));
        result = { offerId: offer.id, isCreated: false };
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, offerFieldNames)) showErrorFlash(error);
      }
    })();
    return result;
  };

  /** After a new offer's first save: the route takes its id, its menu entry the focus. */
  const showCreated = async (offerId: number) => {
    forgetChanges();
    const state: OfferCreatedState = { isOfferCreated: true };
    await navigate(path('customer-offer-detail', { customerId, offerId }), { replace: true, state });
  };

  /** A save button: one save; then (no save running, or the route change would be refused) the new route. */
  const save = async (target: OfferSaveTarget) => {
    const saved = await runSave(() => persist(target));
    if (!saved) return;
    if (saved.isCreated) await showCreated(saved.offerId);
    addFlash({ message: 'message.offer_saved', severity: 'success' });
  };

  return { persist, showCreated, save };
};
