import { isAdministrator } from '../auth/roles';

/** The application fields a form may change (PUT /v1/customers/{id}/applications/{appId}). */
export const applicationEditableFields = [
  'applicationDate',
  'applicationRealDate',
  'operatorNote',
  'engineerNote',
  'applicationNote',
  'operatorId',
  'userId',
  'driverId',
  'engineerId',
  'acceptorId',
  'isNew',
  'driverOrder',
  'reportInvoiceHide',
  'postponeInvoiceDate',
  'reportInvoiceHidePrivate',
  'postponeInvoiceDatePrivate',
] as const;
export type ApplicationEditableField = (typeof applicationEditableFields)[number];

/** The notes stay editable once invoiced. */
export const applicationNoteFields = ['operatorNote', 'engineerNote', 'applicationNote'] as const;

/** The invoicing report's fields (PATCH from the reports, administrators only). */
export const applicationReportFields = [
  'reportInvoiceHide',
  'postponeInvoiceDate',
  'reportInvoiceHidePrivate',
  'postponeInvoiceDatePrivate',
] as const;

/** The cart parts of an application; an invoice invoices one part (invoices.application_part). */
export const applicationParts = ['company', 'private'] as const;
export type ApplicationPart = (typeof applicationParts)[number];

export type DisabledFields = Partial<Record<ApplicationEditableField, true>>;

/**
 * Decision 065 / rules §5: the server lists disabled fields; a disabled field sent anyway keeps
 * its stored value.
 * - Once any part is invoiced, everything but the three notes (and the report fields: the other
 *   part may still wait in the invoicing report) is disabled (the invoice copied the dates,
 *   people and delivery note number), for every role.
 * - The report fields (reportInvoiceHide, postponeInvoiceDate) are the administrator's only.
 * - A driver works on the delivery: dates, notes, is_new, driver_order, creator and driver; the
 *   operator, engineer and acceptor are assigned by the office.
 */
export const applicationDisabledFields = (roles: readonly string[], invoiced: boolean): DisabledFields => {
  const disabled = new Set<ApplicationEditableField>();
  if (invoiced) {
    for (const field of applicationEditableFields) {
      const stays = [...applicationNoteFields, ...applicationReportFields] as readonly string[];
      if (!stays.includes(field)) disabled.add(field);
    }
  }
  if (!isAdministrator(roles)) for (const field of applicationReportFields) disabled.add(field);
  if (!isAdministrator(roles) && !roles.includes('operator')) {
    for (const field of ['operatorId', 'engineerId', 'acceptorId'] as const) disabled.add(field);
  }
  return Object.fromEntries([...disabled].map((field) => [field, true])) as DisabledFields;
};

/** Cart parts that cannot change: the invoiced ones (409 error.application_invoiced). */
export const cartDisabledParts = (invoicedParts: readonly ApplicationPart[]): Partial<Record<ApplicationPart, true>> =>
  Object.fromEntries(invoicedParts.map((part) => [part, true]));
