import {
  type ConfigurationRecord,
  reminderSettingFormSchema,
  reminderSettingKeys,
} from '@bo/contract/configuration/schemas';
import { lockVersionField } from '@bo/contract/records/lock-version';
import { reminderPlaceholders } from '@bo/contract/reminders/template';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { WholeNumberField } from '@/components/ui/form/whole-number-field';
import { SettingForm, SettingLoader, useSettingSubmit } from '@/components/ui/setting-form';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { validationMessages } from '@/lib/form-validation';
import { saveVersioned } from '@/lib/stale-version';
import { useConfiguration } from '../api/get-configuration';
import { useRunReminders } from '../api/run-reminders';
import { useUpdateConfiguration } from '../api/update-configuration';

const formSchema = reminderSettingFormSchema.extend({ lockVersion: lockVersionField });
type Values = z.infer<typeof formSchema>;

const valuesOf = (configuration: ConfigurationRecord): Values =>
  ({
    ...Object.fromEntries(reminderSettingKeys.map((key) => [key, configuration[key]])),
    lockVersion: configuration.lockVersion,
  }) as Values;

const placeholderList = reminderPlaceholders.map((name) => `{${name}}`).join(', ');

/**
 * The reminder settings: on/off, days after maturity of the two reminders, the e-mail's subject and
 * text. PATCH takes one key at a time (rules §7), so a save sends each changed key in turn, each with
 * the version the previous one answered.
 */
const ReminderForm = ({ country, initial }: { country: string; initial: Values }) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const update = useUpdateConfiguration(country);
  const form = useForm({ resolver: zodResolver(formSchema, validationMessages), defaultValues: initial });
  const labelOf = (path: string) => t(`invoice_setting.${path}` as 'invoice_setting.reminderText');

  const onSubmit = useSettingSubmit({
    form,
    fieldNames: reminderSettingKeys,
    save: async (values) => {
      const stored = form.formState.defaultValues ?? initial;
      const changed = reminderSettingKeys.filter((key) => values[key] !== stored[key]);
      let lockVersion = values.lockVersion;
      for (const key of changed) {
        const saved = await saveVersioned({
          values: { ...values, lockVersion },
          save: (sent) => update.mutateAsync({ [key]: sent[key], lockVersion: sent.lockVersion }),
          toValues: valuesOf,
          labelOf,
          onReload: (current) => form.reset(current),
        });
        if (!saved) return false;
        lockVersion = saved.result.configuration.lockVersion;
        form.resetField(key, { defaultValue: values[key] as never });
        form.setValue('lockVersion', lockVersion);
      }
      form.reset({ ...values, lockVersion });
      return true;
    },
  });

  const number = (name: 'reminderFirstDays' | 'reminderSecondDays') => (
    <WholeNumberField
      control={form.control}
      name={name}
      label={t(`invoice_setting.${name}`)}
      min={1}
      max={730}
      style={{ flex: '1 1 200px' }}
    />
  );

  return (
    <SettingForm onSubmit={onSubmit} gap="lg">
      <Controller
        control={form.control}
        name="reminderEnabled"
        render={({ field }) => (
          <Checkbox
            label={t('invoice_setting.reminderEnabled')}
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Group align="flex-start" gap="md">
        {number('reminderFirstDays')}
        {number('reminderSecondDays')}
      </Group>
      <Controller
        control={form.control}
        name="reminderSubject"
        render={({ field, fieldState }) => (
          <TextInput label={t('invoice_setting.reminderSubject')} error={fieldError(fieldState.error)} {...field} />
        )}
      />
      <Controller
        control={form.control}
        name="reminderText"
        render={({ field, fieldState }) => (
          <Textarea
            label={t('invoice_setting.reminderText')}
            description={t('invoice_setting.reminder_placeholders', { list: placeholderList })}
            error={fieldError(fieldState.error)}
            autosize
            minRows={8}
            maxRows={16}
            {...field}
          />
        )}
      />
    </SettingForm>
  );
};

/** "Send reminders now": the hourly job at once, for impatient users; says how many went out. */
const RunNowButton = () => {
  const { t } = useTranslation();
  const run = useRunReminders();
  const onRun = async () => {
    try {
      const { sent } = await run.mutateAsync();
      addFlash({ message: 'message.reminders_sent', data: { count: sent }, severity: 'success' });
    } catch (error) {
      showErrorFlash(error);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconMailForward size={18} />}
      loading={run.isPending}
      onClick={() => void onRun()}
    >
      {t('invoice_setting.run_reminders')}
    </Button>
  );
};

/** Payment reminders (dunning) of the current country. */
export const ReminderSettingForm = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  const configuration = useConfiguration(country);
  return (
    <SettingLoader query={configuration} loadingMessage="message.loading_configuration">
      {(data) => (
        <Paper withBorder p="lg" maw={760}>
          <Stack gap="md">
            <Text size="sm">{t('invoice_setting.reminders_hint')}</Text>
            <ReminderForm key={country} country={country} initial={valuesOf(data.configuration)} />
            <Group>
              <RunNowButton />
            </Group>
          </Stack>
        </Paper>
      )}
    </SettingLoader>
  );
};
