import { type OfferRating, offerRatingBodySchema } from '@bo/contract/catalog/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Rating, Table } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NullableNumberInput } from '@/components/ui/form/nullable-number-input';
import { saveForm } from '@/components/ui/form/save-form';
import { useFieldError } from '@/components/ui/form/use-field-error';
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
  const fieldError = useFieldError();
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
    <Table.Tr>
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
        <Controller
          control={form.control}
          name="priceFrom"
          render={({ field, fieldState }) => (
            <NullableNumberInput
              aria-label={`${t('offer_setting.priceFrom')}: ${starsLabel}`}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error ?? form.formState.errors.stars)}
              decimalScale={2}
              rightSection={currency}
              rightSectionWidth={44}
              maw={220}
            />
          )}
        />
      </Table.Td>
      <Table.Td ta="right">
        <Button
          variant="light"
          leftSection={<IconDeviceFloppy size={16} />}
          onClick={onSave}
          aria-label={`${t('app.save')}: ${starsLabel}`}
        >
          {t('app.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
};
