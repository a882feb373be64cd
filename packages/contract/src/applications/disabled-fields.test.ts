import { describe, expect, it } from 'vitest';
import { applicationDisabledFields, applicationEditableFields } from './disabled-fields';

describe('applicationDisabledFields (decision 065)', () => {
  it('an administrator changes everything of an application not invoiced', () => {
    expect(applicationDisabledFields(['administrator'], false)).toEqual({});
  });
  it('an operator does not change the report fields', () => {
    expect(applicationDisabledFields(['operator'], false)).toEqual({
      reportInvoiceHide: true,
      postponeInvoiceDate: true,
      reportInvoiceHidePrivate: true,
      postponeInvoiceDatePrivate: true,
    });
  });
  it('a driver does not assign operator, engineer, acceptor', () => {
    expect(Object.keys(applicationDisabledFields(['driver'], false)).sort()).toEqual(
      [
        'acceptorId',
        'engineerId',
        'operatorId',
        'postponeInvoiceDate',
        'reportInvoiceHide',
        'postponeInvoiceDatePrivate',
        'reportInvoiceHidePrivate',
      ].sort(),
    );
  });
  it('once invoiced only the notes (and the report fields of administrators) stay editable', () => {
    const disabled = applicationDisabledFields(['operator'], true);
    const enabled = applicationEditableFields.filter((field) => !disabled[field]);
    expect(enabled).toEqual(['operatorNote', 'engineerNote', 'applicationNote']);
    const forAdmin = applicationDisabledFields(['administrator'], true);
    expect(applicationEditableFields.filter((field) => !forAdmin[field])).toEqual([
      'operatorNote',
      'engineerNote',
      'applicationNote',
      'reportInvoiceHide',
      'postponeInvoiceDate',
      'reportInvoiceHidePrivate',
      'postponeInvoiceDatePrivate',
    ]);
  });
});
