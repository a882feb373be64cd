import { lockVersionField } from '@bo/contract/records/lock-version';
import {
  type BillingInfoDetail,
  type BillingInfoInput,
  billingInfoCountryIssues,
  billingInfoFields,
  withCrossFieldRules,
} from '@bo/contract/settings/billing-infos';
import type { DefaultValues, Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/**
 * The request's fields and rules (contract settings/billing-infos.ts) plus the country's, so the form says at
 * once what the server would; a saved billing info carries the lockVersion it was loaded with.
 */
export const billingInfoFormSchema = (country: string) =>
  withCrossFieldRules(z.object({ ...billingInfoFields, lockVersion: lockVersionField.optional() })).superRefine(
    (value, context) => {
      if (typeof value.bankAccount !== 'string') return;
      for (const [field, message] of Object.entries(billingInfoCountryIssues(value, country))) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
    },
  );
export type BillingInfoFormValues = z.input<ReturnType<typeof billingInfoFormSchema>>;
export type BillingInfoFormOutput = BillingInfoInput & { lockVersion?: number };
export type BillingInfoFormApi = UseFormReturn<BillingInfoFormValues, unknown, BillingInfoFormOutput>;

/** The form's values of a billing info, or those of a new one (a VAT payer, credit notes prefixed D). */
export const billingInfoFormDefaults = (
  billingInfo: BillingInfoDetail | undefined,
): DefaultValues<BillingInfoFormValues> => {
  if (billingInfo) {
    const { id: _id, dic, ...fields } = billingInfo;
    return { ...fields, dic: dic ?? '' };
  }
  return {
    name: '',
    company: '',
    street: '',
    cp: '',
    city: '',
    psc: '',
    ic: '',
    dic: '',
    vatPayer: true,
    bankAccount: '',
    iban: '',
    swift: '',
    invoicePrefix: '',
    creditNotePrefix: 'D',
    registerEntry: '',
  };
};

/** Every field a server error may name (error.detail.fields). */
export const billingInfoFieldNames = [
  'name',
  'company',
  'street',
  'cp',
  'city',
  'psc',
  'ic',
  'dic',
  'vatPayer',
  'bankAccount',
  'iban',
  'swift',
  'invoicePrefix',
  'creditNotePrefix',
  'registerEntry',
] as const satisfies readonly Path<BillingInfoFormValues>[];
