import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors } from '@/lib/form-validation';
import { runSave } from '@/lib/saving-store';

type SaveOptions<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  fieldNames: readonly Path<Values>[];
  values: Values;
  save: () => Promise<unknown>;
};

/** Saves one row of the offer settings: one save at a time, the message, server field errors on the row. */
export const saveOfferSetting = <Values extends FieldValues, Output>(options: SaveOptions<Values, Output>) =>
  runSave(async () => {
    try {
      await options.save();
      options.form.reset(options.values);
      addFlash({ message: 'message.offer_setting_saved', severity: 'success' });
    } catch (error) {
      if (!applyServerFieldErrors(error, options.form.setError, options.fieldNames)) showErrorFlash(error);
    }
  });
