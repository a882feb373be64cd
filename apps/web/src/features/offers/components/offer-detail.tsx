import type { CustomerOffer, OfferDetail as OfferPart } from '@bo/contract/offers/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationMessages } from '@/lib/form-validation';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';
import { OfferCalls } from './offer-calls';
import type { OfferCatalogue } from './offer-cart-panel';
import {
  type OfferDefaults,
  type OfferFormOutput,
  type OfferFormValues,
  offerFormDefaults,
  offerFormSchema,
} from './offer-form-values';
import { OfferV1 } from './offer-v1';
import { OfferV2 } from './offer-v2';

/** What the offers tab needs from elsewhere: the voip flag, the user's offer files, the catalogue. */
export type OfferContext = {
  isVoipEnabled: boolean;
  userFiles: Record<OfferPart, readonly string[]>;
  catalogue: OfferCatalogue | undefined;
};

type OfferDetailProps = {
  country: string;
  customerId: number;
  /** undefined: a new offer */
  offer: CustomerOffer | undefined;
  /** the server's new-offer template: a new offer's version and every missing part's defaults */
  template: OfferDefaults;
  context: OfferContext;
};

/** One offer of the tab: a new one takes the template's version (the configuration's), a saved one keeps its own. */
export const OfferDetail = ({ country, customerId, offer, template, context }: OfferDetailProps) => {
  const { t } = useTranslation();
  const version = offer?.version ?? template.version;
  const form = useForm<OfferFormValues, unknown, OfferFormOutput>({
    resolver: zodResolver(offerFormSchema, validationMessages),
    defaultValues: offerFormDefaults(offer, template),
  });
  const forgetChanges = useUnsavedChangesGuard(form.formState.isDirty);
  // A change made elsewhere (a send records its date) shows here unless the user is editing.
  const storedVersion = offer?.lockVersion;
  useEffect(() => {
    if (offer && storedVersion !== form.getValues('lockVersion') && !form.formState.isDirty) {
      form.reset(offerFormDefaults(offer, template));
    }
  }, [storedVersion, offer, template, form]);
  const props = { country, customerId, offer, template, form, forgetChanges };

  return (
    <Stack gap="md" component="section" aria-label={t(version === 2 ? 'offer.form_v2' : 'offer.form_v1')}>
      {version === 2 ? (
        <OfferV2 {...props} catalogue={context.catalogue} />
      ) : (
        <OfferV1 {...props} userFiles={context.userFiles} />
      )}
      {offer && context.isVoipEnabled && <OfferCalls country={country} customerId={customerId} offerId={offer.id} />}
    </Stack>
  );
};
