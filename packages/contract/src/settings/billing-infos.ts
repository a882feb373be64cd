import { z } from 'zod';
import { requiredText, text } from '../common/fields';
import { dicField, icField, pscField } from '../customers/fields';
import type { ValidationKey } from '../errors/error-response';
import { lockVersionField } from '../records/lock-version';
import { billingInfoSchema } from '../reference/schemas';
import {
  ibanMatchesAccount,
  isValidBankAccount,
  isValidIban,
  isValidSwift,
  normalizeBankAccount,
  normalizeIban,
  normalizeSwift,
} from './bank-details';

/** Settings → Fakturační subjekty (decision 174): the company's own invoicing entities of a country. */

/** The record as `GET /v1/billing-info/{id}` answers it: the list's fields, cp, the credit-note prefix, the version. */
export const billingInfoDetailSchema = billingInfoSchema.extend({
  cp: z.string(),
  creditNotePrefix: z.string(),
  lockVersion: lockVersionField,
});
export type BillingInfoDetail = z.infer<typeof billingInfoDetailSchema>;
export const billingInfoResponseSchema = z.object({ billingInfo: billingInfoDetailSchema });

const required = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((value) => value !== '', { message: 'required' satisfies ValidationKey });

/** A series prefix: up to 5 letters or digits, kept in upper case (invoice numbers are prefix + YYYY + 5 digits). */
const prefixField = text(5)
  .regex(/^[A-Za-z0-9]*$/, { message: 'invalid_prefix' satisfies ValidationKey })
  .transform((value) => value.toUpperCase());

const bankAccountField = text(40)
  .regex(/^[\d\s/-]*$/, { message: 'invalid_bank_account' satisfies ValidationKey })
  .transform(normalizeBankAccount)
  .refine((value) => value === '' || isValidBankAccount(value), {
    message: 'invalid_bank_account' satisfies ValidationKey,
  });

const ibanField = text(50)
  .regex(/^[A-Za-z0-9\s]*$/, { message: 'invalid_iban' satisfies ValidationKey })
  .transform(normalizeIban)
  .refine((value) => value === '' || isValidIban(value), { message: 'invalid_iban' satisfies ValidationKey });

const swiftField = text(15)
  .regex(/^[A-Za-z0-9\s]*$/, { message: 'invalid_swift' satisfies ValidationKey })
  .transform(normalizeSwift)
  .refine((value) => value === '' || isValidSwift(value), { message: 'invalid_swift' satisfies ValidationKey });

/** The editable fields; '' stands for an empty field (an empty DIČ is stored as none). */
export const billingInfoFields = {
  name: requiredText(100),
  company: requiredText(200),
  street: requiredText(100),
  cp: text(20),
  city: requiredText(100),
  psc: required(pscField),
  ic: required(icField),
  // the answer gives no DIČ as null (the list's shape): a record sent back as read is taken as it is
  dic: z.preprocess((value) => value ?? '', dicField),
  vatPayer: z.boolean(),
  bankAccount: bankAccountField,
  iban: required(ibanField),
  swift: required(swiftField),
  invoicePrefix: prefixField,
  creditNotePrefix: required(prefixField),
  registerEntry: text(500),
};
const billingInfoInputSchema = z.object(billingInfoFields).strict();
export type BillingInfoInput = z.output<typeof billingInfoInputSchema>;

type Issues = Partial<Record<keyof BillingInfoInput, ValidationKey>>;

/** Rules across fields: a VAT payer has a DIČ; a Czech or Slovak IBAN holds the account number given beside it. */
export const billingInfoCrossFieldIssues = (value: Partial<BillingInfoInput>): Issues => {
  const issues: Issues = {};
  if (value.vatPayer === true && value.dic === '') issues.dic = 'required';
  // the other fields' own issues are reported beside these: a value may be of any type here
  const { iban, bankAccount } = value as Record<string, unknown>;
  if (typeof iban !== 'string' || typeof bankAccount !== 'string') return issues;
  const areValid = isValidIban(iban) && isValidBankAccount(bankAccount);
  if (areValid && !ibanMatchesAccount(iban, bankAccount)) issues.iban = 'iban_not_matching_account';
  return issues;
};

/** Rules of the country: a Czech billing info prints its account number (a Slovak one may give only the IBAN). */
export const billingInfoCountryIssues = (value: Pick<BillingInfoInput, 'bankAccount'>, countryCode: string): Issues =>
  countryCode === 'cz' && value.bankAccount === '' ? { bankAccount: 'required' } : {};

/** Adds the cross-field issues to a schema of the billing info's fields. */
export const withCrossFieldRules = <T extends z.ZodType<Partial<BillingInfoInput>>>(schema: T) =>
  schema.superRefine((value, context) => {
    for (const [field, message] of Object.entries(billingInfoCrossFieldIssues(value))) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });

/** POST /v1/billing-info (`{ billingInfo }`) → `{ id }`. Unknown keys are field errors (`unknown_field`). */
export const billingInfoBodySchema = z.object({ billingInfo: withCrossFieldRules(billingInfoInputSchema) });
/** PUT /v1/billing-info/{id} (`{ billingInfo: { …, lockVersion } }`). */
export const billingInfoUpdateBodySchema = z.object({
  billingInfo: withCrossFieldRules(z.object({ ...billingInfoFields, lockVersion: lockVersionField }).strict()),
});

type SeriesPrefixes = Pick<BillingInfoInput, 'invoicePrefix' | 'creditNotePrefix'>;

/**
 * Invoice numbers are unique in a country: `invoicePrefix + YYYY + 00001`, credit notes
 * `creditNotePrefix + invoicePrefix + YYYY + 00001`. A billing info's two series must not start like a series of
 * another billing info of the country, or its documents would take the same numbers (decision 174).
 */
export const seriesPrefixClashes = (candidate: SeriesPrefixes, others: readonly SeriesPrefixes[]): Issues => {
  const taken = new Set(others.flatMap((other) => [other.invoicePrefix, other.creditNotePrefix + other.invoicePrefix]));
  const issues: Issues = {};
  if (taken.has(candidate.invoicePrefix)) issues.invoicePrefix = 'already_used';
  if (taken.has(candidate.creditNotePrefix + candidate.invoicePrefix)) issues.creditNotePrefix = 'already_used';
  return issues;
};
