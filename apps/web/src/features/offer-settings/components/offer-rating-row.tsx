import { type OfferRating, offerRatingBodySchema } from '@bo/contract/settings/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Rating, Table } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/ui/form/number-field';
import { saveForm } from '@/components/ui/form/save-form';
import { InlineSaveRow } from '@/components/ui/inline-edit-row';
import { validationMessages } from '@/lib/form-validation';
import { useCurrency } from '@/lib/i18n';
import { useUpdateOfferRating } from '../api/update-offer-rating';

/** rules §9: star rating 3 stars. */
const STAR_COUNT = 3;
const fieldNames = ['stars', 'priceFrom'] as const;

type OfferRatingRowProps = { country: string; rating: OfferRating };

/** One rating step: an offer from `priceFrom` up gets `stars` (0–3) stars. */
export const OfferRatingRow = ({ country, rating }: OfferRatingRowProps) => {
  const { t } = useTranslation();
  const currency = useCurrency();
  const update = useUpdateOfferRating(country);
  const form = useForm({
    resolver: zodResolver(offerRatingBodySchema, validationMessages),
    defaultValues: { stars: rating.stars, priceFrom: rating.priceFrom, lockVersion: rating.lockVersion },
  });
  const starsLabel = t('offer_setting.stars_label', { count: rating.stars });

  const onSave = form.handleSubmit((values) =>
    saveForm({
      form,
      fieldNames,
      values,
      save: (sent) => update.mutateAsync({ id: rating.id, ...sent }),
      successMessage: 'message.offer_setting_saved',
      versioned: {
        toValues: ({ stars, priceFrom, lockVersion }: OfferRating) => ({ stars, priceFrom, lockVersion }),
        labelOf: (path) => t(`offer_setting.${path}`),
      },
    }),
  );

  return (
    <InlineSaveRow rowLabel={starsLabel} onSave={onSave}>
      <Table.Th scope="row" fw={400}>
        <Rating
          value={rating.stars}
          count={STAR_COUNT}
          readOnly
          role="img"
          aria-label={starsLabel}
          title={starsLabel}
        />
      </Table.Th>
      <Table.Td>
        <NumberField
          control={form.control}
          name="priceFrom"
          fallbackError={form.formState.errors.stars}
          aria-label={`${t('offer_setting.priceFrom')}: ${starsLabel}`}
          decimalScale={2}
          rightSection={currency}
          rightSectionWidth={44}
          maw={220}
        />
      </Table.Td>
    </InlineSaveRow>
  );
};
