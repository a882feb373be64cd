import { z } from 'zod';
import { dayField, idParam, text } from '../common/fields';
import { nextCallColorIds } from './next-call';

/** rules §5: selectable years in customer filters run from 2005 to next year. */
export const FILTER_FIRST_YEAR = 2005;
export const CUSTOMER_PAGE_SIZE = 50;

/** A filter left empty in the form (`operatorId=`) is no filter. */
export const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const optionalText = (max: number) => emptyAsAbsent(text(max));
const optionalId = emptyAsAbsent(idParam);
const optionalInt = (min: number, max: number) => emptyAsAbsent(z.coerce.number().int().min(min).max(max));
const month = optionalInt(1, 12);
const year = emptyAsAbsent(
  z.coerce
    .number()
    .int()
    .min(FILTER_FIRST_YEAR)
    .refine((value) => value <= new Date().getFullYear() + 1, { message: 'too_big' }),
);

/** `colors=1,3` or `colors=1&colors=3`. */
const colorsField = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z
      .array(z.coerce.number().int().min(1).max(nextCallColorIds.length))
      .max(nextCallColorIds.length)
      .refine((colors) => new Set(colors).size === colors.length, { message: 'duplicate' })
      .meta({ uniqueItems: true }),
  )
  .optional();

/**
 * GET /v1/customers: the filter bar and the extended filter of overview §2.5 (empty values may be
 * left out). Text filters are diacritics- and case-insensitive substrings. The application
 * filters match customers having at least one application with that value.
 */
export const customerListQuerySchema = z.object({
  page: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(1_000_000).default(1),
  ),
  search: optionalText(200),
  deliveryNoteNumber: optionalId,
  applicationDate: emptyAsAbsent(dayField),
  applicationRealDate: emptyAsAbsent(dayField),
  operatorId: optionalId,
  districtId: optionalId,
  colors: colorsField,
  nextCallInDaysFrom: optionalInt(-100_000, 100_000),
  nextCallInDaysTo: optionalInt(-100_000, 100_000),
  company: optionalText(200),
  street: optionalText(200),
  cp: optionalText(20),
  psc: optionalText(10),
  city: optionalText(100),
  ic: optionalText(20),
  dic: optionalText(20),
  contactName: optionalText(100),
  contactPhone: optionalText(30),
  contactEmail: optionalText(100),
  applicationMonth: month,
  applicationYear: year,
  applicationRealMonth: month,
  applicationRealYear: year,
  nextCallMonth: month,
  nextCallYear: year,
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
export type CustomerListFilter = Omit<CustomerListQuery, 'page'>;

export const listContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  phone: z.string(),
  normalizedPhone: z.string(),
  email: z.string(),
});

export const latestNoteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  dateCreated: z.string(),
  userName: z.string().nullable(),
  userSurname: z.string().nullable(),
});

/** One row of the customer list (overview §2.5 columns). */
export const customerListItemSchema = z.object({
  id: z.number().int(),
  deliveryAddress: z.object({
    company: z.string(),
    street: z.string(),
    cp: z.string(),
    psc: z.string(),
    city: z.string(),
  }),
  districtId: z.number().int().nullable(),
  district: z.string().nullable(),
  latestNote: latestNoteSchema.nullable(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  /** The first two contacts. */
  contacts: z.array(listContactSchema),
  nextCall: z.string().nullable(),
  nextCallColor: z.number().int(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
});

/**
 * A filtered customer list counts its matches up to this many (decision 198): past it the count would read every
 * match of a broad filter ("Nov" in a million customers), so the list says "more than 1,000" and pages through
 * those. The unfiltered list always has its exact total.
 */
export const CUSTOMER_COUNT_LIMIT = 1_000;

export const customerListResponseSchema = z.object({
  customers: z.array(customerListItemSchema),
  pagination: paginationSchema.extend({
    /** true: the filter matches more customers than `totalCount` (CUSTOMER_COUNT_LIMIT); the pages cover those */
    totalCountCapped: z.boolean(),
  }),
});
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;
