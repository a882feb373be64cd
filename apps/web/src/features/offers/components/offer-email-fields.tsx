import type { OfferDetail } from '@bo/contract/offers/schemas';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/ui/form/use-field-error';
import type { OfferFormOutput, OfferFormValues } from './offer-form-values';

/** name, email, emailCopy, emailSubject and emailText (8 rows, rules §11) of one part. */
export const OfferEmailFields = ({
  form,
  detail,
}: {
  form: UseFormReturn<OfferFormValues, unknown, OfferFormOutput>;
  detail: OfferDetail;
}) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errors = form.formState.errors[detail];
  return (
    <Stack gap="sm">
      <TextInput {...form.register(`${detail}.name`)} label={t('offer.name')} error={fieldError(errors?.name)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          {...form.register(`${detail}.email`)}
          type="email"
          label={t('offer.email')}
          error={fieldError(errors?.email)}
        />
        <TextInput
          {...form.register(`${detail}.emailCopy`)}
          type="email"
          label={t('offer.email_copy')}
          error={fieldError(errors?.emailCopy)}
        />
      </SimpleGrid>
      <TextInput
        {...form.register(`${detail}.emailSubject`)}
        label={t('offer.email_subject')}
        error={fieldError(errors?.emailSubject)}
      />
      <Textarea
        {...form.register(`${detail}.emailText`)}
        label={t('offer.email_text')}
        rows={8}
        error={fieldError(errors?.emailText)}
      />
    </Stack>
  );
};
