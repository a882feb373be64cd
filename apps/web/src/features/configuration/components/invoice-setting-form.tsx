import { type ConfigurationRecord, invoiceSettingFormSchema } from '@bo/contract/configuration/schemas';
import { lockVersionField } from '@bo/contract/records/lock-version';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Paper, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors, validationMessages } from '@/lib/form-validation';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';
import { useConfiguration } from '../api/get-configuration';
import { useUpdateConfiguration } from '../api/update-configuration';

const formSchema = invoiceSettingFormSchema.extend({ lockVersion: lockVersionField });
type InvoiceSettingValues = z.infer<typeof formSchema>;
const fieldNames = ['maturityOverdueDays'] as const;

const MaturityForm = ({ country, initial }: { country: string; initial: InvoiceSettingValues }) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const isSaving = useIsSaving();
  const update = useUpdateConfiguration(country);
  const form = useForm({
    resolver: zodResolver(formSchema, validationMessages),
    defaultValues: initial,
  });
  useUnsavedChangesGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit((values) =>
    runSave(async () => {
      try {
        const saved = await saveVersioned({
          values,
          save: (sent) => update.mutateAsync(sent),
          toValues: ({ maturityOverdueDays, lockVersion }: ConfigurationRecord) => ({
            maturityOverdueDays,
            lockVersion,
          }),
          labelOf: () => t('invoice_setting.maturityOverdueDays'),
          onReload: form.reset,
        });
        if (!saved) return;
        form.reset({
          ...saved.result.configuration,
          ...saved.values,
          lockVersion: saved.result.configuration.lockVersion,
        });
        addFlash({ message: 'message.configuration_saved', severity: 'success' });
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, fieldNames)) showErrorFlash(error);
      }
    }),
  );

  return (
    <Paper withBorder p="lg" maw={520}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Controller
            control={form.control}
            name="maturityOverdueDays"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('invoice_setting.maturityOverdueDays')}
                description={t('invoice_setting.maturityOverdueDays_hint')}
                error={fieldError(fieldState.error)}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                allowDecimal={false}
                clampBehavior="none"
                min={0}
                max={365}
                styles={{ wrapper: { maxWidth: 220 } }}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving} leftSection={<IconDeviceFloppy size={18} />}>
              {t('app.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};

/** overview §2.10 Invoice setting: maturityOverdueDays with a save button. */
export const InvoiceSettingForm = ({ country }: { country: string }) => {
  const { data, isPending, error } = useConfiguration(country);
  useLoadingFlash(isPending, 'message.loading_configuration');
  useErrorFlash(error);
  if (!data) return null;
  return (
    <MaturityForm
      key={country}
      country={country}
      initial={{
        maturityOverdueDays: data.configuration.maturityOverdueDays,
        lockVersion: data.configuration.lockVersion,
      }}
    />
  );
};
