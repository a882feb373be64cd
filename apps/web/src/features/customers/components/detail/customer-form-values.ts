import type { Role } from '@bo/contract/auth/roles';
import {
  type Customer,
  type CustomerAddress,
  type CustomerInput,
  customerInputSchema,
} from '@bo/contract/customers/detail-schemas';
import { type CustomerEditableField, customerDisabledFields } from '@bo/contract/customers/disabled-fields';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The detail form: the customer body without the next call, which the offer's next-call panel sets. */
export const customerFormSchema = customerInputSchema.omit({ nextCall: true });
export type CustomerFormValues = z.input<typeof customerFormSchema>;
export type CustomerFormOutput = Omit<CustomerInput, 'nextCall'>;

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
      otherInformation: '',
      deliveryAddress: emptyAddress,
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
    otherInformation: customer.otherInformation,
    deliveryAddress: addressValues(customer.deliveryAddress),
    billingAddress: {
      ...addressValues(customer.billingAddress),
      sameAsDelivery: customer.billingAddress.sameAsDelivery,
    },
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
  'otherInformation',
  ...addressKeys.map((key) => `deliveryAddress.${key}` as const),
  ...addressKeys.map((key) => `billingAddress.${key}` as const),
  'billingAddress.sameAsDelivery',
];

export type DisabledFields = Partial<Record<CustomerEditableField, true>>;

/**
 * rules §5: the server lists the disabled fields of a saved customer; a new one has none yet, so
 * the contract's rule for the user's roles stands in for it.
 */
export const disabledFieldsOf = (customer: Customer | undefined, roles: readonly Role[]): DisabledFields =>
  customer ? customer.disabledFields : customerDisabledFields(roles);

/** Billing street, cp, psc and city follow the delivery address when it is the same (rules §5). */
export const followedBillingKeys = ['street', 'cp', 'psc', 'city'] as const;

export type CustomerFormApi = UseFormReturn<CustomerFormValues, unknown, CustomerFormOutput>;
