import type { ConfigurationRecord } from '@bo/contract/configuration/schemas';
import { lockVersionField } from '@bo/contract/records/lock-version';
import { depotSchema } from '@bo/contract/route/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, NumberInput, Paper, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { SettingForm, SettingLoader, useVersionedSettingSubmit } from '@/components/ui/setting-form';
import { useConfiguration } from '@/features/configuration/api/get-configuration';
import { useUpdateConfiguration } from '@/features/configuration/api/update-configuration';
import { validationMessages } from '@/lib/form-validation';

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
  const update = useUpdateConfiguration(country);
  const form = useForm({ resolver: zodResolver(formSchema, validationMessages), defaultValues: initial });

  const onSubmit = useVersionedSettingSubmit({
    form,
    fieldNames,
    save: (sent) => update.mutateAsync(sent),
    toValues,
    labelOf: () => t('route.depot'),
    savedValues: ({ configuration }) => toValues(configuration),
  });

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
      <SettingForm onSubmit={onSubmit} gap="md">
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
      </SettingForm>
    </Paper>
  );
};

/** The depot the drivers' routes start from (settings, administrators). */
export const DepotSettingForm = ({ country }: { country: string }) => {
  const configuration = useConfiguration(country);
  return (
    <SettingLoader query={configuration}>
      {(data) => <DepotForm key={country} country={country} initial={toValues(data.configuration)} />}
    </SettingLoader>
  );
};
