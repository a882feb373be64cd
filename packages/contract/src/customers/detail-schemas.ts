import { z } from 'zod';
import { dayField, emailOrEmpty, idSchema as idField, instantField, text } from '../common/fields';
import { flashMessageSchema } from '../errors/error-response';
import { lockVersionField } from '../records/lock-version';
import { customerEditableFields } from './disabled-fields';
import { dicField, icField, pscField } from './fields';

/** overview §3 Customer: billing and delivery address. */
const addressInput = {
  company: text(200).default(''),
  street: text(200).default(''),
  cp: text(20).default(''),
  psc: pscField.default(''),
  city: text(100).default(''),
  districtId: idField.nullable().default(null),
  ic: icField.default(''),
  dic: dicField.default(''),
  vatPayer: z.boolean().default(false),
};

/** With sameAsInvoice the server copies street, cp, psc, city and district from the billing address. */
export const deliveryAddressInputSchema = z.object({
  ...addressInput,
  company: text(200).min(1),
  sameAsInvoice: z.boolean().default(false),
});
/** With sameAsDelivery the server copies street, cp, psc, city and district from the delivery address. */
export const billingAddressInputSchema = z.object({ ...addressInput, sameAsDelivery: z.boolean().default(false) });

/**
 * Body of POST /v1/customers and PUT /v1/customers/{id} (`{ customer }`). PUT replaces every
 * field; read-only keys of the GET answer (id, oldData, disabledFields, …) may be sent back and
 * are ignored. nextCall is left unchanged when absent.
 */
export const customerInputSchema = z.object({
  email: emailOrEmpty().default(''),
  emailCopy: emailOrEmpty().default(''),
  operatorId: idField.nullable().default(null),
  agreement: z.boolean().default(false),
  agreementDate: dayField.nullable().default(null),
  rival: text(200).default(''),
  billingInfoId: idField.nullable().default(null),
  notes: text(5000).default(''),
  /** no payment reminders to this customer */
  reminderOptOut: z.boolean().default(false),
  nextCall: instantField.nullable().optional(),
  deliveryAddress: deliveryAddressInputSchema,
  billingAddress: billingAddressInputSchema.default({
    company: '',
    street: '',
    cp: '',
    psc: '',
    city: '',
    districtId: null,
    ic: '',
    dic: '',
    vatPayer: false,
    sameAsDelivery: true,
  }),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;
export const customerBodySchema = z.object({ customer: customerInputSchema });
/** PUT /v1/customers/{id}: the record with the lockVersion it was loaded with. */
export const customerUpdateBodySchema = z.object({
  customer: customerInputSchema.extend({ lockVersion: lockVersionField }),
});

const addressSchema = z.object({
  company: z.string(),
  street: z.string(),
  cp: z.string(),
  psc: z.string(),
  city: z.string(),
  districtId: z.number().int().nullable(),
  district: z.string().nullable(),
  ic: z.string(),
  dic: z.string(),
  vatPayer: z.boolean(),
});
export type CustomerAddress = z.infer<typeof addressSchema>;

/** The original data block, read only (imported from the previous system). */
export const oldDataSchema = z.object({
  personContactName: z.string(),
  personContact1: z.string(),
  personContact2: z.string(),
  personContact3: z.string(),
  notes: z.string(),
});
export type OldData = z.infer<typeof oldDataSchema>;

export const customerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  emailCopy: z.string(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  agreement: z.boolean(),
  agreementDate: z.string().nullable(),
  rival: z.string(),
  billingInfoId: z.number().int().nullable(),
  notes: z.string(),
  reminderOptOut: z.boolean(),
  nextCall: z.string().nullable(),
  /** rules §9 colour id (1 red, 2 white, 3 green) at the time of the answer. */
  nextCallColor: z.number().int(),
  dataUpdated: z.string(),
  deliveryAddress: addressSchema.extend({ sameAsInvoice: z.boolean() }),
  billingAddress: addressSchema.extend({ sameAsDelivery: z.boolean() }),
  oldData: oldDataSchema.nullable(),
  disabledFields: z.partialRecord(z.enum(customerEditableFields), z.literal(true)),
  lockVersion: lockVersionField,
});
export type Customer = z.infer<typeof customerSchema>;

export const customerResponseSchema = z.object({ customer: customerSchema });

/** Success answers of mutations carry the message the app shows (rules §8 success messages). */
export const flashMessagesField = z.array(flashMessageSchema);
export const customerSavedResponseSchema = z.object({ customer: customerSchema, flashMessages: flashMessagesField });
export const customerCreatedResponseSchema = z.object({ id: z.number().int(), flashMessages: flashMessagesField });
export const flashOnlyResponseSchema = z.object({ flashMessages: flashMessagesField });
