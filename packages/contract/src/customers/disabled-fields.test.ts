import { describe, expect, it } from 'vitest';
import { customerDisabledFields, customerEditableFields } from './disabled-fields';

describe('customerDisabledFields', () => {
  it('disables nothing for administrators, operator and billing info for operators, everything for drivers', () => {
    expect(customerDisabledFields(['administrator'])).toEqual({});
    expect(customerDisabledFields(['operator', 'administrator'])).toEqual({});
    expect(customerDisabledFields(['operator'])).toEqual({ operatorId: true, billingInfoId: true });
    expect(Object.keys(customerDisabledFields(['driver']))).toEqual([...customerEditableFields]);
    expect(Object.keys(customerDisabledFields([]))).toEqual([...customerEditableFields]);
  });
});
