import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/form/date-field';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { useIsSaving } from '@/lib/saving-store';
import type { OfferFormOutput, OfferFormValues } from './offer-form-values';

/**
 * overview §2.6 the next-call panel: date and time; saving it sets the customer's next call too. Version 2 saves it
 * with the offer's one save button (decision 193), so it has no button of its own there.
 */
export const OfferNextCall = ({
  form,
  onSave,
}: {
  form: UseFormReturn<OfferFormValues, unknown, OfferFormOutput>;
  onSave?: () => void;
}) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const isSaving = useIsSaving();
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('offer.next_call')}
        </Title>
        <Group align="flex-end" gap="sm">
          <Controller
            control={form.control}
            name="nextCallDate"
            render={({ field, fieldState }) => (
              <DateField
                label={t('offer.next_call_date')}
                value={field.value}
                onChange={(value) => field.onChange(value || null)}
                onBlur={field.onBlur}
                error={fieldError(fieldState.error)}
                w={170}
              />
            )}
          />
          <Controller
            control={form.control}
            name="nextCallTime"
            render={({ field, fieldState }) => (
              <TextInput
                type="time"
                label={t('offer.next_call_time')}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value || null)}
                onBlur={field.onBlur}
                error={fieldError(fieldState.error)}
                w={130}
              />
            )}
          />
          {onSave && (
            <Button
              variant="light"
              loading={isSaving}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={onSave}
            >
              {t('offer.save_next_call')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
};
