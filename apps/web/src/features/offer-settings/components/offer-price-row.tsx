import { type OfferPrice, offerPriceBodySchema, type Tax } from '@bo/contract/settings/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Table } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useControlledInput } from '@/components/ui/form/controlled-input';
import { NumberField } from '@/components/ui/form/number-field';
import { saveForm } from '@/components/ui/form/save-form';
import { InlineSaveRow } from '@/components/ui/inline-edit-row';
import { TaxSelect } from '@/components/ui/tax-select';
import { validationMessages } from '@/lib/form-validation';
import { useCurrency } from '@/lib/i18n';
import type { OfferPriceType } from '../api/update-offer-price';
import { useUpdateOfferPrice } from '../api/update-offer-price';

const fieldNames = ['priceWithoutVat', 'taxId'] as const;

type OfferPriceRowProps = {
  country: string;
  type: OfferPriceType;
  price: { priceWithoutVat: number; taxId: number; lockVersion: number } | undefined;
  taxes: readonly Tax[];
};

/** The price of one offer type (application, lapol P2, lapol T), saved on its own. */
export const OfferPriceRow = ({ country, type, price, taxes }: OfferPriceRowProps) => {
  const { t } = useTranslation();
  const controlled = useControlledInput();
  const currency = useCurrency();
  const update = useUpdateOfferPrice(country);
  const form = useForm({
    resolver: zodResolver(offerPriceBodySchema, validationMessages),
    defaultValues: price ?? { lockVersion: 0 },
  });
  const label = t(`offer_price_type.${type}`);

  const onSave = form.handleSubmit((values) =>
    saveForm({
      form,
      fieldNames,
      values,
      save: (sent) => update.mutateAsync({ type, ...sent }),
      successMessage: 'message.offer_setting_saved',
      versioned: {
        toValues: ({ priceWithoutVat, taxId, lockVersion }: OfferPrice) => ({ priceWithoutVat, taxId, lockVersion }),
        labelOf: (path) => t(`offer_setting.${path}`),
      },
    }),
  );

  return (
    <InlineSaveRow rowLabel={label} onSave={onSave}>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      <Table.Td>
        <NumberField
          control={form.control}
          name="priceWithoutVat"
          aria-label={`${t('offer_setting.priceWithoutVat')}: ${label}`}
          decimalScale={2}
          rightSection={currency}
          rightSectionWidth={44}
          maw={220}
        />
      </Table.Td>
      <Table.Td>
        <Controller
          control={form.control}
          name="taxId"
          render={({ field, fieldState }) => (
            <TaxSelect
              aria-label={`${t('offer_setting.taxId')}: ${label}`}
              taxes={taxes}
              {...controlled(field, fieldState)}
              maw={200}
            />
          )}
        />
      </Table.Td>
    </InlineSaveRow>
  );
};
