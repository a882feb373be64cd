import type { Role } from '@bo/contract/auth/roles';
import {
  type Customer,
  type CustomerAddress,
  type CustomerInput,
  customerInputSchema,
} from '@bo/contract/customers/detail-schemas';
import { type CustomerEditableField, customerDisabledFields } from '@bo/contract/customers/disabled-fields';
import { lockVersionField } from '@bo/contract/records/lock-version';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * The detail form: the customer body without the next call, which the offer's next-call panel sets;
 * a saved customer's lockVersion travels with it (DESIGN §4 Record versions).
 */
export const customerFormSchema = customerInputSchema
  .omit({ nextCall: true })
  .extend({ lockVersion: lockVersionField.optional() });
export type CustomerFormValues = z.input<typeof customerFormSchema>;
export type CustomerFormOutput = Omit<CustomerInput, 'nextCall'> & { lockVersion?: number };

const addressValues = ({ district: _district, ...address }: CustomerAddress) => address;

export const customerFormDefaults = (customer: Customer | undefined): CustomerFormValues => {
  if (!customer) {
    const emptyAddress = {
      company: '',
      street: '',
      cp: '',
      psc: '',
      city: '',
      districtId: null,
      ic: '',
      dic: '',
      vatPayer: false,
    };
    return {
      email: '',
      emailCopy: '',
      operatorId: null,
      agreement: false,
      agreementDate: null,
      rival: '',
      billingInfoId: null,
      notes: '',
      reminderOptOut: false,
      deliveryAddress: { ...emptyAddress, sameAsInvoice: false },
      billingAddress: { ...emptyAddress, sameAsDelivery: true },
    };
  }
  return {
    email: customer.email,
    emailCopy: customer.emailCopy,
    operatorId: customer.operatorId,
    agreement: customer.agreement,
    agreementDate: customer.agreementDate,
    rival: customer.rival,
    billingInfoId: customer.billingInfoId,
    notes: customer.notes,
    reminderOptOut: customer.reminderOptOut,
    deliveryAddress: {
      ...addressValues(customer.deliveryAddress),
      sameAsInvoice: customer.deliveryAddress.sameAsInvoice,
    },
    billingAddress: {
      ...addressValues(customer.billingAddress),
      sameAsDelivery: customer.billingAddress.sameAsDelivery,
    },
    lockVersion: customer.lockVersion,
  };
};

const addressKeys = ['company', 'street', 'cp', 'psc', 'city', 'districtId', 'ic', 'dic', 'vatPayer'] as const;

/** Every field a server error may name (error.detail.fields), e.g. `deliveryAddress.ic`. */
export const customerFieldNames: Path<CustomerFormValues>[] = [
  'email',
  'emailCopy',
  'operatorId',
  'agreement',
  'agreementDate',
  'rival',
  'billingInfoId',
  'notes',
  'reminderOptOut',
  ...addressKeys.map((key) => `deliveryAddress.${key}` as const),
  ...addressKeys.map((key) => `billingAddress.${key}` as const),
  'billingAddress.sameAsDelivery',
  'deliveryAddress.sameAsInvoice',
];

export type DisabledFields = Partial<Record<CustomerEditableField, true>>;

/**
 * rules §5: the server lists the disabled fields of a saved customer; a new one has none yet, so
 * the contract's rule for the user's roles stands in for it.
 */
export const disabledFieldsOf = (customer: Customer | undefined, roles: readonly Role[]): DisabledFields =>
  customer ? customer.disabledFields : customerDisabledFields(roles);

/**
 * Billing street, cp, psc and city follow the delivery address when it is the same (rules §5), and
 * the delivery ones follow the billing address with deliveryAddress.sameAsInvoice.
 */
export const followedBillingKeys = ['street', 'cp', 'psc', 'city'] as const;

export type CustomerFormApi = UseFormReturn<CustomerFormValues, unknown, CustomerFormOutput>;

const addressTitles = { deliveryAddress: 'customer.delivery_address', billingAddress: 'customer.billing_address' };
/** Fields whose label key is not their name. */
const labelKeys: Record<string, string> = {
  operatorId: 'operator',
  billingInfoId: 'billingInfo',
  districtId: 'district',
};
const labelKeyOf = (field: string) => `customer.${labelKeys[field] ?? field}`;

/** A field's label for the stale-version dialog, e.g. `deliveryAddress.street` → "Doručovací adresa – Ulice". */
export const useCustomerFieldLabel = () => {
  const { t } = useTranslation();
  return (path: string) => {
    const [first = '', second] = path.split('.');
    if (second === undefined) return t(labelKeyOf(first));
    const title = addressTitles[first as keyof typeof addressTitles];
    return title ? `${t(title)} – ${t(labelKeyOf(second))}` : path;
  };
};
