import { describe, expect, it } from 'vitest';
import { customerFilterSchema } from './customer-filter-schema';
import { filterKeys } from './customer-filter-values';

describe('the customer filter', () => {
  it('lists the fields of its schema, in the schema’s order', () => {
    expect([...filterKeys]).toEqual(Object.keys(customerFilterSchema.shape));
  });
});
