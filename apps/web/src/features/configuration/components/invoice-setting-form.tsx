import { type ConfigurationRecord, invoiceSettingFormSchema } from '@bo/contract/configuration/schemas';
import { lockVersionField } from '@bo/contract/records/lock-version';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { WholeNumberField } from '@/components/ui/form/whole-number-field';
import { SettingForm, SettingLoader, useVersionedSettingSubmit } from '@/components/ui/setting-form';
import { validationMessages } from '@/lib/form-validation';
import { useConfiguration } from '../api/get-configuration';
import { useUpdateConfiguration } from '../api/update-configuration';

const formSchema = invoiceSettingFormSchema.extend({ lockVersion: lockVersionField });
type InvoiceSettingValues = z.infer<typeof formSchema>;
const fieldNames = ['maturityOverdueDays'] as const;

const MaturityForm = ({ country, initial }: { country: string; initial: InvoiceSettingValues }) => {
  const { t } = useTranslation();
  const update = useUpdateConfiguration(country);
  const form = useForm({
    resolver: zodResolver(formSchema, validationMessages),
    defaultValues: initial,
  });

  const onSubmit = useVersionedSettingSubmit({
    form,
    fieldNames,
    save: (sent) => update.mutateAsync(sent),
    toValues: ({ maturityOverdueDays, lockVersion }: ConfigurationRecord) => ({ maturityOverdueDays, lockVersion }),
    labelOf: () => t('invoice_setting.maturityOverdueDays'),
    savedValues: ({ configuration }, sent) => ({ ...configuration, ...sent, lockVersion: configuration.lockVersion }),
  });

  return (
    <Paper withBorder p="lg" maw={520}>
      <SettingForm onSubmit={onSubmit} gap="lg">
        <WholeNumberField
          control={form.control}
          name="maturityOverdueDays"
          label={t('invoice_setting.maturityOverdueDays')}
          description={t('invoice_setting.maturityOverdueDays_hint')}
          min={0}
          max={365}
          styles={{ wrapper: { maxWidth: 220 } }}
        />
      </SettingForm>
    </Paper>
  );
};

/** overview §2.10 Invoice setting: maturityOverdueDays with a save button. */
export const InvoiceSettingForm = ({ country }: { country: string }) => {
  const configuration = useConfiguration(country);
  return (
    <SettingLoader query={configuration} loadingMessage="message.loading_configuration">
      {(data) => (
        <MaturityForm
          key={country}
          country={country}
          initial={{
            maturityOverdueDays: data.configuration.maturityOverdueDays,
            lockVersion: data.configuration.lockVersion,
          }}
        />
      )}
    </SettingLoader>
  );
};
