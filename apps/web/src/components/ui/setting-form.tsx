import { Button, Group, type MantineSpacing, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors } from '@/lib/form-validation';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { type SaveVersionedOptions, saveVersioned } from '@/lib/stale-version';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';

type SettingQuery<Data> = { data: Data | undefined; isPending: boolean; error: unknown };

/**
 * The stored settings a setting screen edits: its form renders once they are loaded. With
 * `loadingMessage`, the load shows that message and a failure its error.
 */
export const SettingLoader = <Data,>({
  query,
  loadingMessage,
  children,
}: {
  query: SettingQuery<Data>;
  loadingMessage?: string;
  children: (data: Data) => ReactNode;
}) => {
  useLoadingFlash(loadingMessage !== undefined && query.isPending, loadingMessage ?? '');
  useErrorFlash(loadingMessage === undefined ? null : query.error);
  return query.data === undefined ? null : children(query.data);
};

type SettingSubmitOptions<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  /** The fields a server error may name; any other failure is a message. */
  fieldNames: readonly Path<Values>[];
  /** Saves the valid values; resolves to false when nothing was saved (a stale version reloaded instead). */
  save: (values: Output) => Promise<boolean>;
};

/**
 * A setting form's submit: unsaved edits guarded, one save at a time, 'configuration saved' after it,
 * server field errors on their fields.
 */
export const useSettingSubmit = <Values extends FieldValues, Output>({
  form,
  fieldNames,
  save,
}: SettingSubmitOptions<Values, Output>) => {
  useUnsavedChangesGuard(form.formState.isDirty);
  return form.handleSubmit((values) =>
    runSave(async () => {
      try {
        if (!(await save(values))) return;
        addFlash({ message: 'message.configuration_saved', severity: 'success' });
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, fieldNames)) showErrorFlash(error);
      }
    }),
  );
};

/**
 * The submit of a setting form saved as one versioned record (DESIGN §4), as `useSettingSubmit`: a stale
 * version asks, reload puts the stored values in the form; once saved, the form starts again from
 * `savedValues` (with the version the server answered).
 */
export const useVersionedSettingSubmit = <Values extends FieldValues, Result>({
  form,
  fieldNames,
  savedValues,
  ...options
}: Omit<SaveVersionedOptions<Values, Result>, 'values' | 'onReload'> & {
  form: UseFormReturn<Values, unknown, Values>;
  fieldNames: readonly Path<Values>[];
  savedValues: (result: Result, sent: Values) => Values;
}) =>
  useSettingSubmit({
    form,
    fieldNames,
    save: async (values) => {
      const saved = await saveVersioned({ ...options, values, onReload: form.reset });
      if (!saved) return false;
      form.reset(savedValues(saved.result, saved.values));
      return true;
    },
  });

/** A setting form: its fields, then the save button on the right. */
export const SettingForm = ({
  onSubmit,
  gap,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  gap: MantineSpacing;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const isSaving = useIsSaving();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving} leftSection={<IconDeviceFloppy size={18} />}>
            {t('app.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
