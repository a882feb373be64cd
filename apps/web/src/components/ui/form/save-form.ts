import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash, type FlashScope } from '@/lib/flash-store';
import { applyServerFieldErrors } from '@/lib/form-validation';
import { runSave } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';

export type SaveFormOptions<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  /** The fields a server error may name. */
  fieldNames: readonly Path<Values>[];
  /** The values saved: the form's new starting point. */
  values: Values;
  /** Sends the values (for a versioned record: with the lockVersion to send). */
  save: (values: Values) => Promise<unknown>;
  /** The success message's catalog key. */
  successMessage: string;
  scope?: FlashScope;
  /**
   * A versioned record (`lockVersion` among the values, DESIGN §4): a stale save asks reload or
   * overwrite (lib/stale-version.ts). `toValues` turns the stored record into form values.
   */
  versioned?: { toValues: (current: never) => Values; labelOf: (path: string) => string };
};

type Versioned = { lockVersion?: number | null };

/**
 * One save of a small form (a table row): only one save at a time, the success message, server field
 * errors on the fields and any other failure as a message. Resolves to whether it was saved.
 */
export const saveForm = async <Values extends FieldValues, Output>(options: SaveFormOptions<Values, Output>) =>
  (await runSave(async () => {
    try {
      const { versioned, form } = options;
      if (versioned) {
        const values = options.values as Values & Versioned;
        const saved = await saveVersioned({ ...versioned, values, save: options.save, onReload: form.reset });
        if (!saved) return false;
        // a save bumps the record's version by one (apps/server/src/db/update-versioned.ts)
        form.reset({ ...saved.values, lockVersion: (saved.values.lockVersion ?? 0) + 1 });
      } else {
        await options.save(options.values);
        form.reset(options.values);
      }
      addFlash({ message: options.successMessage, severity: 'success', scope: options.scope });
      return true;
    } catch (error) {
      if (!applyServerFieldErrors(error, options.form.setError, options.fieldNames)) {
        showErrorFlash(error, options.scope);
      }
      return false;
    }
  })) ?? false;

/** One delete (or other single action): one save at a time, then its success message or the failure's. */
export const runAction = <Result>(options: {
  run: () => Promise<Result>;
  successMessage: string;
  scope?: FlashScope;
}) =>
  runSave(async () => {
    try {
      const result = await options.run();
      addFlash({ message: options.successMessage, severity: 'success', scope: options.scope });
      return result;
    } catch (error) {
      showErrorFlash(error, options.scope);
      return undefined;
    }
  });
