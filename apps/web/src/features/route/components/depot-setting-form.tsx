import type { ConfigurationRecord } from '@bo/contract/configuration/schemas';
import { lockVersionField } from '@bo/contract/records/lock-version';
import { depotSchema } from '@bo/contract/route/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { useConfiguration } from '@/features/configuration/api/get-configuration';
import { useUpdateConfiguration } from '@/features/configuration/api/update-configuration';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors, validationMessages } from '@/lib/form-validation';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';

/** The depot as one configuration key (decision 147): address and GPS, saved together. */
const formSchema = z.object({ depot: depotSchema, lockVersion: lockVersionField });
type DepotValues = z.infer<typeof formSchema>;
const fieldNames = ['depot.address', 'depot.latitude', 'depot.longitude'] as const;

const toValues = ({ depot, lockVersion }: ConfigurationRecord): DepotValues => ({
  depot: depot ?? { address: '', latitude: Number.NaN, longitude: Number.NaN },
  lockVersion,
});

const DepotForm = ({ country, initial }: { country: string; initial: DepotValues }) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const isSaving = useIsSaving();
  const update = useUpdateConfiguration(country);
  const form = useForm({ resolver: zodResolver(formSchema, validationMessages), defaultValues: initial });
  useUnsavedChangesGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit((values) =>
    runSave(async () => {
      try {
        const saved = await saveVersioned({
          values,
          save: (sent) => update.mutateAsync(sent),
          toValues,
          labelOf: () => t('route.depot'),
          onReload: form.reset,
        });
        if (!saved) return;
        form.reset(toValues(saved.result.configuration));
        addFlash({ message: 'message.configuration_saved', severity: 'success' });
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, fieldNames)) showErrorFlash(error);
      }
    }),
  );

  const coordinate = (name: 'depot.latitude' | 'depot.longitude', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          error={fieldError(fieldState.error)}
          name={field.name}
          value={Number.isNaN(field.value) ? '' : field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
          onBlur={field.onBlur}
          ref={field.ref}
          decimalScale={7}
          decimalSeparator=","
          clampBehavior="none"
          withAsterisk
          styles={{ wrapper: { maxWidth: 200 } }}
        />
      )}
    />
  );

  return (
    <Paper withBorder p="lg" maw={520} component="section" aria-labelledby="depot-setting-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg" id="depot-setting-title">
            {t('route.depot')}
          </Title>
          <Controller
            control={form.control}
            name="depot.address"
            render={({ field, fieldState }) => (
              <TextInput
                label={t('route.depot_address')}
                description={t('route.depot_hint')}
                error={fieldError(fieldState.error)}
                withAsterisk
                {...field}
              />
            )}
          />
          <Group gap="md" align="flex-start">
            {coordinate('depot.latitude', t('route.depot_latitude'))}
            {coordinate('depot.longitude', t('route.depot_longitude'))}
          </Group>
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

/** The depot the drivers' routes start from (settings, administrators). */
export const DepotSettingForm = ({ country }: { country: string }) => {
  const { data } = useConfiguration(country);
  if (!data) return null;
  return <DepotForm key={country} country={country} initial={toValues(data.configuration)} />;
};
