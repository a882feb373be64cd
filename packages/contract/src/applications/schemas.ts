import { z } from 'zod';
import { dayField, idParam, idSchema, requiredText, text } from '../common/fields';
import { flashMessagesField } from '../customers/detail-schemas';
import { customerIdParamsSchema } from '../customers/fields';
import { cartLineInputSchema, cartLineSchema } from '../offers/schemas';
import { lockVersionField } from '../records/lock-version';
import { applicationEditableFields, applicationParts } from './disabled-fields';
import { applicationStatusSchema } from './status';

/**
 * overview §2.6 Applications tab, §3 Application, Inspection, Cart line; rules §5–§7;
 * DESIGN §2, §4. Wire shapes of the applications and inspections API.
 */

export const applicationPartSchema = z.enum(applicationParts);

/** Path parameters. */
export const applicationParamsSchema = customerIdParamsSchema.extend({ appId: idParam });
export const inspectionParamsSchema = applicationParamsSchema.extend({ inspectionId: idParam });
/** `?private=0|1`: the company (0, default) or the private (1) part. */
export const applicationPartQuerySchema = z.object({
  private: z.enum(['0', '1']).default('0'),
});

export const applicationDisabledFieldsSchema = z.partialRecord(z.enum(applicationEditableFields), z.literal(true));

/** An invoice of one part of the application (read only here; the invoices issue creates them). */
export const applicationInvoiceSchema = z.object({
  id: z.number().int(),
  part: applicationPartSchema,
  number: z.string(),
  paid: z.boolean(),
  dateMaturity: z.string(),
  priceWithVat: z.number(),
});

/**
 * overview §3 Application. Dates `yyyy-MM-dd`. `status` is derived (DESIGN §4, status.ts).
 * `invoicePriceWithVat`: the sum of its invoices with VAT, or (not invoiced yet) of both carts —
 * what is or will be invoiced (decision 065). `invoiceId`: the company part's invoice, else the
 * private part's, else null; `invoices` lists both. `company`: the customer's delivery company.
 * `invoicedParts`: the cart parts that cannot change.
 */
export const customerApplicationSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  company: z.string(),
  applicationDate: z.string().nullable(),
  applicationRealDate: z.string().nullable(),
  deliveryNoteNumber: z.number().int().nullable(),
  status: applicationStatusSchema,
  invoicePriceWithVat: z.number(),
  invoiceId: z.number().int().nullable(),
  invoices: z.array(applicationInvoiceSchema),
  invoicedParts: z.array(applicationPartSchema),
  operatorNote: z.string(),
  engineerNote: z.string(),
  applicationNote: z.string(),
  operatorId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  driverId: z.number().int().nullable(),
  engineerId: z.number().int().nullable(),
  acceptorId: z.number().int().nullable(),
  isNew: z.boolean(),
  driverOrder: z.boolean(),
  offerId: z.number().int().nullable(),
  /** the invoicing report's hide and postpone of the company part, then of the private part */
  reportInvoiceHide: z.boolean(),
  postponeInvoiceDate: z.string().nullable(),
  reportInvoiceHidePrivate: z.boolean(),
  postponeInvoiceDatePrivate: z.string().nullable(),
  createdAt: z.string(),
  disabledFields: applicationDisabledFieldsSchema,
  lockVersion: lockVersionField,
});
export type CustomerApplication = z.infer<typeof customerApplicationSchema>;

export const customerApplicationsResponseSchema = z.object({
  customerApplications: z.array(customerApplicationSchema),
});
export const customerApplicationResponseSchema = z.object({ customerApplication: customerApplicationSchema });

const applicationInputFields = {
  applicationDate: dayField.nullable().default(null),
  applicationRealDate: dayField.nullable().default(null),
  operatorNote: text(5000).default(''),
  engineerNote: text(5000).default(''),
  applicationNote: text(5000).default(''),
  operatorId: idSchema.nullable().default(null),
  userId: idSchema.nullable().default(null),
  driverId: idSchema.nullable().default(null),
  engineerId: idSchema.nullable().default(null),
  acceptorId: idSchema.nullable().default(null),
  isNew: z.boolean().default(false),
  driverOrder: z.boolean().default(false),
  reportInvoiceHide: z.boolean().default(false),
  postponeInvoiceDate: dayField.nullable().default(null),
  reportInvoiceHidePrivate: z.boolean().default(false),
  postponeInvoiceDatePrivate: dayField.nullable().default(null),
};
/**
 * POST /v1/customers/{id}/applications (`{ customerApplication }`) → `{ id }`. Read-only keys of
 * the GET answer may be sent back and are ignored. A new application's creator (userId) defaults
 * to the caller, its operator to the customer's operator, its driver to the caller when a driver.
 */
export const applicationCreateBodySchema = z.object({
  customerApplication: z.object({
    ...applicationInputFields,
    userId: idSchema.nullable().optional(),
    operatorId: idSchema.nullable().optional(),
    driverId: idSchema.nullable().optional(),
  }),
});
/** PUT …/applications/{appId}: replaces every editable field the caller may change. */
export const applicationUpdateBodySchema = z.object({
  customerApplication: z.object({ ...applicationInputFields, lockVersion: lockVersionField }),
});
/**
 * PATCH …/applications/{appId}: only the keys sent change (the invoicing report sends the hide or postpone of the
 * row's part: reportInvoiceHide/postponeInvoiceDate for the company part, …Private for the private one; the calendar
 * sends applicationRealDate). `lockVersion` is optional: a
 * report's one-click change does not need the form's version.
 */
export const applicationPatchBodySchema = z.object({
  customerApplication: z
    .object({
      applicationDate: dayField.nullable(),
      applicationRealDate: dayField.nullable(),
      operatorNote: text(5000),
      engineerNote: text(5000),
      applicationNote: text(5000),
      operatorId: idSchema.nullable(),
      userId: idSchema.nullable(),
      driverId: idSchema.nullable(),
      engineerId: idSchema.nullable(),
      acceptorId: idSchema.nullable(),
      isNew: z.boolean(),
      driverOrder: z.boolean(),
      reportInvoiceHide: z.boolean(),
      postponeInvoiceDate: dayField.nullable(),
      reportInvoiceHidePrivate: z.boolean(),
      postponeInvoiceDatePrivate: dayField.nullable(),
      lockVersion: lockVersionField,
    })
    .partial(),
});
export type ApplicationCreateInput = z.infer<typeof applicationCreateBodySchema>['customerApplication'];
export type ApplicationUpdateInput = z.infer<typeof applicationUpdateBodySchema>['customerApplication'];
export type ApplicationPatchInput = z.infer<typeof applicationPatchBodySchema>['customerApplication'];

export const applicationSavedResponseSchema = z.object({
  customerApplication: customerApplicationSchema,
  flashMessages: flashMessagesField,
});
export const applicationCreatedResponseSchema = z.object({ id: z.number().int(), flashMessages: flashMessagesField });

/**
 * GET …/applications/{appId}/products → both carts. `disabledFields`: `{ company?: true,
 * private?: true }`, the invoiced parts (409 error.application_invoiced when changed).
 * `lockVersion` is the carts' own version (a cart save does not make the form stale).
 */
export const applicationCartResponseSchema = z.object({
  company: z.array(cartLineSchema),
  private: z.array(cartLineSchema),
  disabledFields: z.partialRecord(applicationPartSchema, z.literal(true)),
  lockVersion: lockVersionField,
  /** false: the supplier is not a VAT payer — the screen shows final prices without VAT (decision 177) */
  isSupplierVatPayer: z.boolean(),
});
export type ApplicationCart = z.infer<typeof applicationCartResponseSchema>;
/** POST …/products: replaces both carts (a part left out stays as it is). */
export const applicationCartSaveBodySchema = z.object({
  company: z.array(cartLineInputSchema).max(200).optional(),
  private: z.array(cartLineInputSchema).max(200).optional(),
  lockVersion: lockVersionField.optional(),
});
export type ApplicationCartSaveBody = z.infer<typeof applicationCartSaveBodySchema>;
export const applicationCartSavedResponseSchema = applicationCartResponseSchema.extend({
  flashMessages: flashMessagesField,
});

/** overview §3 Inspection. */
export const inspectionSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  company: z.string(),
  address: z.string(),
  note: z.string(),
  createdAt: z.string(),
  lockVersion: lockVersionField,
});
export type Inspection = z.infer<typeof inspectionSchema>;
export const inspectionsResponseSchema = z.object({ inspections: z.array(inspectionSchema) });

const inspectionInput = {
  company: requiredText(200),
  address: requiredText(500),
  note: text(5000),
};
/** POST …/inspections: the note defaults to configuration.defaultInspectionNote when absent. */
export const inspectionCreateBodySchema = z.object({
  inspection: z.object({ ...inspectionInput, note: inspectionInput.note.optional() }),
});
/** PUT …/inspections/{inspectionId}. */
export const inspectionUpdateBodySchema = z.object({
  inspection: z.object({ ...inspectionInput, note: inspectionInput.note.default(''), lockVersion: lockVersionField }),
});
export type InspectionCreateInput = z.infer<typeof inspectionCreateBodySchema>['inspection'];
export type InspectionUpdateInput = z.infer<typeof inspectionUpdateBodySchema>['inspection'];
export const inspectionCreatedResponseSchema = z.object({ id: z.number().int(), flashMessages: flashMessagesField });
export const inspectionSavedResponseSchema = z.object({
  inspection: inspectionSchema,
  flashMessages: flashMessagesField,
});
