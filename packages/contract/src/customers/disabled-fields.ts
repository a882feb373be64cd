import { isAdministrator } from '../auth/roles';

/** The customer fields a form may change (PUT /v1/customers/{id}). */
export const customerEditableFields = [
  'email',
  'emailCopy',
  'operatorId',
  'agreement',
  'agreementDate',
  'rival',
  'billingInfoId',
  'notes',
  'reminderOptOut',
  'nextCall',
  'deliveryAddress',
  'billingAddress',
] as const;
export type CustomerEditableField = (typeof customerEditableFields)[number];

/**
 * rules §5: the server lists disabled fields. Administrators change everything; operators do not
 * reassign the customer to another operator nor change the invoicing entity; a driver only reads
 * the detail (contacts and GPS stay editable for drivers, they are not part of this form).
 */
export const customerDisabledFields = (roles: readonly string[]): Partial<Record<CustomerEditableField, true>> => {
  if (isAdministrator(roles)) return {};
  if (roles.includes('operator')) return { operatorId: true, billingInfoId: true };
  return Object.fromEntries(customerEditableFields.map((field) => [field, true]));
};
