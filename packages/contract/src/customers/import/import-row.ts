import type { z } from 'zod';
import { validationKeys } from '../../errors/error-response';
import type { CatalogKey } from '../../i18n/catalog-cs';
import { type ContactInput, contactInputSchema } from '../contact-schemas';
import { type LatLng, parseCoordinates } from '../coordinates';
import { type CustomerInput, customerInputSchema } from '../detail-schemas';
import type { ImportField } from './import-fields';

/** A sheet row with no text in any cell (blank rows are skipped, neither imported nor refused). */
export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

export type ImportRowValues = Partial<Record<ImportField, string>>;
/** Field → form_validation key. */
export type ImportRowErrors = Partial<Record<ImportField, string>>;

export type CheckedImportRow = {
  /** The customer as POST /v1/customers would take it (district and operator resolved by the server). */
  customer: CustomerInput;
  contact: ContactInput | null;
  gps: LatLng | null;
};

/** The form_validation key of a zod issue (as the server's error handler names it). */
const issueKey = (issue: z.core.$ZodIssue) => {
  if ((validationKeys as readonly string[]).includes(issue.message)) return issue.message;
  if (issue.code === 'too_small') return 'required';
  if (issue.code === 'too_big') return 'too_long';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'invalid_email';
  return 'invalid';
};

/** Where each input path of the customer and contact schemas comes from. */
const customerPaths: Record<string, ImportField> = {
  'deliveryAddress.company': 'company',
  'deliveryAddress.street': 'street',
  'deliveryAddress.cp': 'cp',
  'deliveryAddress.psc': 'psc',
  'deliveryAddress.city': 'city',
  'deliveryAddress.ic': 'ic',
  'deliveryAddress.dic': 'dic',
  'billingAddress.company': 'company',
  'billingAddress.ic': 'ic',
  'billingAddress.dic': 'dic',
  email: 'email',
  notes: 'note',
};
const contactPaths: Record<string, ImportField> = { name: 'contactName', phone: 'phone', email: 'email' };

/**
 * Checks one row with the customer detail's own schemas (IČ and DIČ checksums, PSČ, e-mail,
 * lengths) and the GPS parser; the billing address follows the delivery one. A phone without a
 * contact name makes a contact named after the company.
 */
export const checkImportRow = (
  values: ImportRowValues,
): { row: CheckedImportRow; errors: null } | { row: null; errors: ImportRowErrors } => {
  const value = (field: ImportField) => values[field] ?? '';
  const errors: ImportRowErrors = {};
  const customer = customerInputSchema.safeParse({
    email: value('email'),
    notes: value('note'),
    deliveryAddress: {
      company: value('company'),
      street: value('street'),
      cp: value('cp'),
      psc: value('psc'),
      city: value('city'),
      ic: value('ic'),
      dic: value('dic'),
    },
    billingAddress: { company: value('company'), ic: value('ic'), dic: value('dic'), sameAsDelivery: true },
  });
  if (!customer.success) {
    for (const issue of customer.error.issues) {
      const field = customerPaths[issue.path.join('.')];
      if (field && !errors[field]) errors[field] = issueKey(issue);
    }
  }
  let contact: ContactInput | null = null;
  if (value('contactName') || value('phone')) {
    const parsed = contactInputSchema.safeParse({
      name: value('contactName') || value('company'),
      phone: value('phone'),
      email: value('email'),
    });
    if (parsed.success) contact = parsed.data;
    else
      for (const issue of parsed.error.issues) {
        const field = contactPaths[issue.path.join('.')];
        if (field && !errors[field]) errors[field] = issueKey(issue);
      }
  }
  const gpsText = value('gps').trim();
  const gps = gpsText ? parseCoordinates(gpsText) : null;
  if (gpsText && !gps) errors.gps = 'invalid_gps';
  if (Object.keys(errors).length > 0 || !customer.success) return { row: null, errors };
  return { row: { customer: customer.data, contact, gps }, errors: null };
};

type Translate = (key: CatalogKey) => string;

/** "IČ: IČ musí mít 8 číslic …; PSČ: PSČ musí mít 5 číslic." — the reason column of the refusals file. */
export const refusalReason = (errors: ImportRowErrors, translate: Translate) =>
  Object.entries(errors)
    .map(([field, key]) => {
      const message = translate(`form_validation.${key}` as CatalogKey);
      return `${translate(`customer_import.field.${field}` as CatalogKey)}: ${message}`;
    })
    .join(' ');
