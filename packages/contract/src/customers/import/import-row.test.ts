import { describe, expect, it } from 'vitest';
import { catalogCs } from '../../i18n/catalog-cs';
import { checkImportRow, refusalReason } from './import-row';

describe('checkImportRow', () => {
  it('builds the customer, its contact and GPS point from a good row', () => {
    const result = checkImportRow({
      company: 'Alfa s.r.o.',
      street: 'Dlouhá',
      cp: '12',
      psc: '110 00',
      city: 'Praha',
      ic: '25596641',
      email: 'info@alfa.cz',
      contactName: 'Jana Nováková',
      phone: '+420 602 123 456',
      gps: '50.0755, 14.4378',
    });
    expect(result.errors).toBeNull();
    expect(result.row?.customer.deliveryAddress).toMatchObject({
      company: 'Alfa s.r.o.',
      psc: '11000',
      ic: '25596641',
    });
    expect(result.row?.customer.billingAddress).toMatchObject({ company: 'Alfa s.r.o.', sameAsDelivery: true });
    expect(result.row?.contact).toMatchObject({ name: 'Jana Nováková', phone: '+420 602 123 456' });
    expect(result.row?.gps).toEqual({ latitude: 50.0755, longitude: 14.4378 });
  });

  it('names each bad field with its message key', () => {
    const result = checkImportRow({
      company: '',
      ic: '12345678',
      psc: '1100',
      email: 'not-an-email',
      gps: '500, 14',
      phone: 'abc',
    });
    expect(result.errors).toEqual({
      company: 'required',
      ic: 'invalid_ic',
      psc: 'invalid_psc',
      email: 'invalid_email',
      gps: 'invalid_gps',
      phone: 'invalid_phone',
    });
  });

  it('writes the reason in Czech', () => {
    const translate = (key: string) => catalogCs[key as keyof typeof catalogCs];
    expect(refusalReason({ ic: 'invalid_ic', psc: 'invalid_psc' }, translate)).toBe(
      'IČ: IČ musí mít 8 číslic se správným kontrolním součtem. PSČ: PSČ musí mít 5 číslic.',
    );
  });
});
