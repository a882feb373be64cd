import type { Customer, CustomerInput, OldData } from '@bo/contract/customers/detail-schemas';
import { customerDisabledFields } from '@bo/contract/customers/disabled-fields';
import { nextCallColor } from '@bo/contract/customers/next-call';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { fieldError, notFound } from '../../lib/app-error';

type DetailRow = {
  id: number;
  email: string;
  email_copy: string;
  operator_id: number | null;
  operator_name: string | null;
  agreement: boolean;
  agreement_date: string | null;
  rival: string;
  billing_info_id: number | null;
  other_information: string;
  reminder_opt_out: boolean;
  next_call: string | null;
  updated_at: string;
  billing_same_as_delivery: boolean;
  delivery_same_as_invoice: boolean;
  lock_version: number;
  old_data: OldData | string | null;
  delivery_district: string | null;
  billing_district: string | null;
} & Record<`${'delivery' | 'billing'}_${'company' | 'street' | 'cp' | 'psc' | 'city' | 'ic' | 'dic'}`, string> &
  Record<`${'delivery' | 'billing'}_district_id`, number | null> &
  Record<`${'delivery' | 'billing'}_vat_payer`, boolean>;

const isoOf = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const addressColumns = (prefix: 'delivery' | 'billing') =>
  sql.raw(
    ['company', 'street', 'cp', 'psc', 'city', 'district_id', 'ic', 'dic', 'vat_payer']
      .map((name) => `c.${prefix}_${name}`)
      .join(', '),
  );

const addressOf = (row: DetailRow, prefix: 'delivery' | 'billing') => ({
  company: row[`${prefix}_company`],
  street: row[`${prefix}_street`],
  cp: row[`${prefix}_cp`],
  psc: row[`${prefix}_psc`],
  city: row[`${prefix}_city`],
  districtId: row[`${prefix}_district_id`],
  district: row[`${prefix}_district`],
  ic: row[`${prefix}_ic`],
  dic: row[`${prefix}_dic`],
  vatPayer: row[`${prefix}_vat_payer`],
});

export type GetCustomerOptions = { customerId: number; countryCode: string; roles: readonly string[] };

/** GET /v1/customers/{id}: the detail with the fields this user may not change listed as disabled. */
export const getCustomer = async (db: Db, options: GetCustomerOptions): Promise<Customer> => {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select c.id, c.email, c.email_copy, c.operator_id, c.agreement, c.agreement_date::text as agreement_date,
        c.rival, c.billing_info_id, c.other_information, c.reminder_opt_out, c.billing_same_as_delivery,
        c.delivery_same_as_invoice, c.old_data, c.lock_version,
        ${addressColumns('delivery')}, ${addressColumns('billing')},
        ${isoOf('c.next_call')} as next_call, ${isoOf('c.updated_at')} as updated_at,
        nullif(trim(concat_ws(' ', u.name, u.surname)), '') as operator_name,
        dd.name as delivery_district, bd.name as billing_district
      from customers c
      left join users u on u.id = c.operator_id
      left join districts dd on dd.id = c.delivery_district_id
      left join districts bd on bd.id = c.billing_district_id
      where c.id = ${options.customerId} and c.country_code = ${options.countryCode}`,
  );
  if (!row) throw notFound();
  const oldData = typeof row.old_data === 'string' ? (JSON.parse(row.old_data) as OldData) : row.old_data;
  return {
    id: row.id,
    email: row.email,
    emailCopy: row.email_copy,
    operatorId: row.operator_id,
    operatorName: row.operator_name,
    agreement: row.agreement,
    agreementDate: row.agreement_date,
    rival: row.rival,
    billingInfoId: row.billing_info_id,
    notes: row.other_information,
    reminderOptOut: row.reminder_opt_out,
    nextCall: row.next_call,
    nextCallColor: nextCallColor(row.next_call),
    dataUpdated: row.updated_at,
    deliveryAddress: { ...addressOf(row, 'delivery'), sameAsInvoice: row.delivery_same_as_invoice },
    billingAddress: { ...addressOf(row, 'billing'), sameAsDelivery: row.billing_same_as_delivery },
    oldData: oldData ?? null,
    disabledFields: customerDisabledFields(options.roles),
    lockVersion: row.lock_version,
  };
};

/**
 * The columns of a customer's editable fields. With billingAddress.sameAsDelivery the billing
 * street, cp, psc, city and district follow the delivery address; with deliveryAddress.sameAsInvoice
 * the delivery ones follow the billing address. Both at once name no source: a field error.
 */
export const customerColumns = (input: CustomerInput) => {
  const billing = input.billingAddress;
  const same = billing.sameAsDelivery;
  const follows = input.deliveryAddress.sameAsInvoice;
  if (same && follows) throw fieldError({ 'deliveryAddress.sameAsInvoice': 'invalid' });
  const delivery = follows
    ? {
        ...input.deliveryAddress,
        street: billing.street,
        cp: billing.cp,
        psc: billing.psc,
        city: billing.city,
        districtId: billing.districtId,
      }
    : input.deliveryAddress;
  return {
    email: input.email,
    emailCopy: input.emailCopy,
    operatorId: input.operatorId,
    agreement: input.agreement,
    agreementDate: input.agreementDate,
    rival: input.rival,
    billingInfoId: input.billingInfoId,
    otherInformation: input.notes,
    reminderOptOut: input.reminderOptOut,
    ...(input.nextCall === undefined ? {} : { nextCall: input.nextCall === null ? null : new Date(input.nextCall) }),
    deliveryCompany: delivery.company,
    deliveryStreet: delivery.street,
    deliveryCp: delivery.cp,
    deliveryPsc: delivery.psc,
    deliveryCity: delivery.city,
    deliveryDistrictId: delivery.districtId,
    deliveryIc: delivery.ic,
    deliveryDic: delivery.dic,
    deliveryVatPayer: delivery.vatPayer,
    billingCompany: billing.company,
    billingStreet: same ? delivery.street : billing.street,
    billingCp: same ? delivery.cp : billing.cp,
    billingPsc: same ? delivery.psc : billing.psc,
    billingCity: same ? delivery.city : billing.city,
    billingDistrictId: same ? delivery.districtId : billing.districtId,
    billingIc: billing.ic,
    billingDic: billing.dic,
    billingVatPayer: billing.vatPayer,
    billingSameAsDelivery: same,
    deliverySameAsInvoice: follows,
  };
};
