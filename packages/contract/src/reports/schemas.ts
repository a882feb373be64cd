import { z } from 'zod';
import { dayField, idParam, idSchema, instantField } from '../common/fields';
import { emptyAsAbsent } from '../customers/list-schemas';

/**
 * overview §2.11, §3 (Accountant report, Wage row, Ekokom summary row, Log book, Exit
 * inspection), rules §6–§7; DESIGN §4 (Ekokom, Wages, Log book, Invoicing report, Accountant report).
 * Wire shapes of the reports API. Money: JSON numbers with 2 decimals; dates `yyyy-MM-dd`.
 */

/** The first year a report filter offers (the oldest data of the product). */
export const REPORT_FIRST_YEAR = 2005;
/** At most this many days in one accountant report (a year and a day of slack for leap years). */
export const ACCOUNTANT_REPORT_MAX_DAYS = 366;

const flag = z.preprocess((value) => (value === '' ? undefined : value), z.enum(['0', '1']).default('0'));
const month = emptyAsAbsent(z.coerce.number().int().min(1).max(12));
const year = emptyAsAbsent(
  z.coerce
    .number()
    .int()
    .min(REPORT_FIRST_YEAR)
    .refine((value) => value <= new Date().getFullYear() + 1, { message: 'too_big' }),
);

/** month and year of a report; absent: the current month (Prague time). */
export const monthFilterQuerySchema = z.object({ month, year });
export const monthFilterSchema = z.object({ month: z.number().int(), year: z.number().int() });

// ---------------------------------------------------------------- invoicing

export const invoicingQuerySchema = z.object({ postpone: flag });

/** One application part (company or private cart) waiting for its invoice. */
export const invoicingApplicationSchema = z.object({
  customerApplicationId: z.number().int(),
  customerId: z.number().int(),
  company: z.string(),
  deliveryNoteNumber: z.number().int().nullable(),
  applicationRealDate: dayField,
  postponeInvoiceDate: dayField.nullable(),
  priceWithoutVat: z.number(),
  priceWithVat: z.number(),
  /** true: the private cart; false: the company cart */
  private: z.boolean(),
  /** the application's record version, for hide and postpone (PATCH of the application) */
  lockVersion: z.number().int(),
});
export type InvoicingApplication = z.infer<typeof invoicingApplicationSchema>;

export const invoicingResponseSchema = z.object({
  invoicingApplications: z.array(invoicingApplicationSchema),
  summary: z.object({ priceWithoutVat: z.number(), priceWithVat: z.number() }),
});
export type InvoicingResponse = z.infer<typeof invoicingResponseSchema>;

// ---------------------------------------------------------------- exit inspections

export const exitInspectionsQuerySchema = z.object({ date: emptyAsAbsent(dayField) });

export const exitInspectionSchema = z.object({
  customerId: z.number().int(),
  customerApplicationId: z.number().int(),
  company: z.string(),
  operatorName: z.string(),
  driverName: z.string(),
  engineerName: z.string(),
  acceptorName: z.string(),
});

export const exitInspectionsResponseSchema = z.object({
  exitInspections: z.array(exitInspectionSchema),
  date: dayField,
});
export type ExitInspectionsResponse = z.infer<typeof exitInspectionsResponseSchema>;

// ---------------------------------------------------------------- log books

export const logBooksQuerySchema = monthFilterQuerySchema.extend({
  userId: idParam,
  asCsv: flag,
});

export const logBookSchema = z.object({
  date: dayField,
  /** where the driver's route starts: the user's `start`, else the depot's address (decision 194) */
  start: z.string(),
  city: z.string(),
  street: z.string(),
  cp: z.string(),
  /** great-circle km from the previous stop of the day's stored route (the first from the depot); null without one */
  km: z.number().nullable(),
});
export type LogBook = z.infer<typeof logBookSchema>;

export const logBooksResponseSchema = z.object({
  logBooks: z.array(logBookSchema),
  filter: monthFilterSchema.extend({ userId: z.number().int() }),
});
export type LogBooksResponse = z.infer<typeof logBooksResponseSchema>;

// ---------------------------------------------------------------- wages

export const wagesParamsSchema = z.object({ userId: idParam });

/**
 * One product the operator sold in the month: its catalog price (without VAT), the commissions
 * earned on repeat and on new customers, the pieces, the lines' total without VAT and the
 * commission together (DESIGN §4 Wages).
 */
export const userCommissionSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  price: z.number(),
  commissionRepeater: z.number(),
  commissionNew: z.number(),
  amount: z.number(),
  totalPrice: z.number(),
  totalCommission: z.number(),
});

export const wagesResponseSchema = z.object({
  userCommissions: z.array(userCommissionSchema),
  /** the month's commission of the user */
  sum: z.number(),
  filter: monthFilterSchema.extend({ userId: z.number().int() }),
});
export type WagesResponse = z.infer<typeof wagesResponseSchema>;

// ---------------------------------------------------------------- EKO-KOM

/** A packaging material: `amount` = delivered pieces × the product's weight in kg, `weight` = the same in tonnes (≤ 5 decimals). */
export const ekokomSummaryRowSchema = z.object({
  ekokomId: z.number().int(),
  name: z.string(),
  amount: z.number(),
  weight: z.number(),
});

export const ekokomsResponseSchema = z.object({
  ekokomsSummary: z.array(ekokomSummaryRowSchema),
  filter: monthFilterSchema,
});
export type EkokomsResponse = z.infer<typeof ekokomsResponseSchema>;

// ---------------------------------------------------------------- accountant

export const accountantReportParamsSchema = z.object({ id: idParam });
/** GET /v1/reports/accountant/{id}?asFile=1: the XML itself as a download rather than inside JSON (decision 201). */
export const accountantReportQuerySchema = z.object({ asFile: flag });
/**
 * The largest XML the JSON answer carries (64 MiB, about 25,000 invoices); a larger report is 413
 * `error.report_too_large` there and downloads with asFile=1.
 */
export const ACCOUNTANT_JSON_MAX_BYTES = 64 * 1024 * 1024;

export const accountantGenerateRequestSchema = z
  .object({
    billingInfoId: idSchema,
    dateFrom: dayField,
    dateTo: dayField,
  })
  .superRefine((value, context) => {
    if (value.dateTo < value.dateFrom) {
      context.addIssue({ code: 'custom', path: ['dateTo'], message: 'before_date_from' });
      return;
    }
    const days = (Date.parse(value.dateTo) - Date.parse(value.dateFrom)) / 86_400_000 + 1;
    if (days > ACCOUNTANT_REPORT_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['dateTo'], message: 'range_too_long' });
    }
  });
export type AccountantGenerateRequest = z.infer<typeof accountantGenerateRequestSchema>;

export const accountantReportSchema = z.object({
  id: z.number().int(),
  dateAsked: instantField,
  billingInfoId: z.number().int(),
  billingInfoName: z.string(),
  dateFrom: dayField,
  dateTo: dayField,
  /** issued invoices in the file */
  invoiceCount: z.number().int(),
});
export type AccountantReport = z.infer<typeof accountantReportSchema>;

export const accountantReportsResponseSchema = z.object({ accountantReports: z.array(accountantReportSchema) });
export type AccountantReportsResponse = z.infer<typeof accountantReportsResponseSchema>;

export const accountantReportDownloadSchema = z.object({
  xmlReport: z.string(),
  accountantReport: z.object({ filename: z.string() }),
});
export type AccountantReportDownload = z.infer<typeof accountantReportDownloadSchema>;
