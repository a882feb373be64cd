import { describe, expect, it } from 'vitest';
import {
  billingInfoBodySchema,
  billingInfoCountryIssues,
  billingInfoUpdateBodySchema,
  seriesPrefixClashes,
} from './billing-infos';

const valid = {
  name: 'EkoSvoz Morava',
  company: 'EkoSvoz Morava s.r.o.',
  street: 'Nádražní',
  cp: '12',
  city: 'Brno',
  psc: '602 00',
  ic: '27082440',
  dic: 'cz27082440',
  vatPayer: true,
  bankAccount: '19-2000145399/0800',
  iban: 'cz65 0800 0000 1920 0014 5399',
  swift: 'gibaczpx',
  invoicePrefix: 'em',
  creditNotePrefix: 'd',
  registerEntry: 'Zapsáno u Krajského soudu v Brně, oddíl C, vložka 1.',
};

const issuesOf = (billingInfo: Record<string, unknown>) => {
  const result = billingInfoBodySchema.safeParse({ billingInfo });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.slice(1).join('.'), issue.message]),
  );
};

describe('billing info body', () => {
  it('normalises what it accepts: PSČ, DIČ, IBAN and SWIFT without spaces, prefixes in upper case', () => {
    expect(billingInfoBodySchema.parse({ billingInfo: valid }).billingInfo).toMatchObject({
      psc: '60200',
      dic: 'CZ27082440',
      iban: 'CZ6508000000192000145399',
      swift: 'GIBACZPX',
      invoicePrefix: 'EM',
      creditNotePrefix: 'D',
    });
  });

  it('names each invalid field with its key (length and type issues get theirs on the server and in the form)', () => {
    expect(
      issuesOf({
        ...valid,
        ic: '27082441',
        psc: '1234',
        dic: 'XY1',
        bankAccount: '2000145398/0800',
        iban: 'CZ6508000000192000145398',
        swift: 'GIBA',
        invoicePrefix: 'ČS',
      }),
    ).toEqual({
      ic: 'invalid_ic',
      psc: 'invalid_psc',
      dic: 'invalid_dic',
      bankAccount: 'invalid_bank_account',
      iban: 'invalid_iban',
      swift: 'invalid_swift',
      invoicePrefix: 'invalid_prefix',
    });
  });

  it('requires a DIČ of a VAT payer only, and an IBAN that holds the account', () => {
    expect(issuesOf({ ...valid, dic: '' })).toEqual({ dic: 'required' });
    expect(issuesOf({ ...valid, dic: '', vatPayer: false })).toEqual({});
    expect(issuesOf({ ...valid, bankAccount: '2000145399/0800' })).toEqual({ iban: 'iban_not_matching_account' });
    expect(issuesOf({ ...valid, bankAccount: '' })).toEqual({});
  });

  it('refuses unknown keys and wants the version on update', () => {
    expect(issuesOf({ ...valid, countryCode: 'sk' })).toEqual({ '': 'Unrecognized key: "countryCode"' });
    const update = billingInfoUpdateBodySchema.safeParse({ billingInfo: valid });
    expect(update.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['billingInfo.lockVersion']);
  });

  it('requires the account number of a Czech billing info only', () => {
    expect(billingInfoCountryIssues({ bankAccount: '' }, 'cz')).toEqual({ bankAccount: 'required' });
    expect(billingInfoCountryIssues({ bankAccount: '' }, 'sk')).toEqual({});
  });
});

describe('series prefixes', () => {
  const others = [
    { invoicePrefix: 'ES', creditNotePrefix: 'D' },
    { invoicePrefix: '', creditNotePrefix: 'D' },
  ];
  it('accept series that start unlike every other of the country', () => {
    expect(seriesPrefixClashes({ invoicePrefix: 'EM', creditNotePrefix: 'D' }, others)).toEqual({});
  });
  it('refuse an invoice or credit-note series that would number like another one', () => {
    expect(seriesPrefixClashes({ invoicePrefix: 'ES', creditNotePrefix: 'O' }, others)).toEqual({
      invoicePrefix: 'already_used',
    });
    // "DES…" is the credit notes of ES; "D…" those of the billing info without a prefix
    expect(seriesPrefixClashes({ invoicePrefix: 'DES', creditNotePrefix: 'X' }, others)).toEqual({
      invoicePrefix: 'already_used',
    });
    expect(seriesPrefixClashes({ invoicePrefix: 'S', creditNotePrefix: 'E' }, others)).toEqual({
      creditNotePrefix: 'already_used',
    });
  });
});
