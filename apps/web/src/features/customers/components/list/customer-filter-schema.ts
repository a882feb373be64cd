import { customerListQuerySchema } from '@bo/contract/customers/list-schemas';

/** The filter form's schema: the list query without the page and the colour ranges it derives. */
export const customerFilterSchema = customerListQuerySchema.omit({
  page: true,
  nextCallInDaysFrom: true,
  nextCallInDaysTo: true,
});
