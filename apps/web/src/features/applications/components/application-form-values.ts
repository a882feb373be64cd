import { applicationEditableFields } from '@bo/contract/applications/disabled-fields';
import type { CustomerApplication } from '@bo/contract/applications/schemas';
import { dayField, idSchema, text } from '@bo/contract/common/fields';
import { lockVersionField } from '@bo/contract/records/lock-version';
import { z } from 'zod';

/**
 * The application's form (overview §2.6 Applications tab): the fields of PUT …/applications/{appId}.
 * The report fields are not shown here but travel back as loaded (an administrator's PUT replaces them).
 */
export const applicationFormSchema = z.object({
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
  lockVersion: lockVersionField.optional(),
});
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
export type ApplicationFormOutput = z.output<typeof applicationFormSchema>;

export const applicationFormDefaults = (application: CustomerApplication | undefined): ApplicationFormValues => ({
  applicationDate: application?.applicationDate ?? null,
  applicationRealDate: application?.applicationRealDate ?? null,
  operatorNote: application?.operatorNote ?? '',
  engineerNote: application?.engineerNote ?? '',
  applicationNote: application?.applicationNote ?? '',
  operatorId: application?.operatorId ?? null,
  userId: application?.userId ?? null,
  driverId: application?.driverId ?? null,
  engineerId: application?.engineerId ?? null,
  acceptorId: application?.acceptorId ?? null,
  isNew: application?.isNew ?? false,
  driverOrder: application?.driverOrder ?? false,
  reportInvoiceHide: application?.reportInvoiceHide ?? false,
  postponeInvoiceDate: application?.postponeInvoiceDate ?? null,
  reportInvoiceHidePrivate: application?.reportInvoiceHidePrivate ?? false,
  postponeInvoiceDatePrivate: application?.postponeInvoiceDatePrivate ?? null,
  lockVersion: application?.lockVersion,
});

/** Every field a server error may name: the fields the form may change (contract). */
export const applicationFieldNames = applicationEditableFields;

/** A new application sends no creator, operator or driver unless chosen: the server then defaults them (decision 065). */
export const createBodyOf = ({ lockVersion: _lockVersion, ...values }: ApplicationFormOutput) => ({
  ...values,
  userId: values.userId ?? undefined,
  operatorId: values.operatorId ?? undefined,
  driverId: values.driverId ?? undefined,
});
