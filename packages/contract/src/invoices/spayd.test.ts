import { describe, expect, it } from 'vitest';
import { isSpaydPayable, parseSpayd, SPAYD_MESSAGE_MAX, spaydAmount, spaydString } from './spayd';

const payment = {
  iban: 'CZ65 0800 0000 1920 0014 5399',
  amount: 1234.5,
  currency: 'CZK',
  variableSymbol: '202600007',
  message: 'Faktura FV202600007',
};

describe('SPAYD (QR Platba)', () => {
  it('writes the header, IBAN without spaces, the amount with two decimals and a dot, currency, VS and message', () => {
    expect(spaydString(payment)).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:1234.50*CC:CZK*X-VS:202600007*MSG:Faktura FV202600007',
    );
  });

  it('adds the BIC after the IBAN with a plus', () => {
    expect(parseSpayd(spaydString({ ...payment, bic: 'gibacz px' })).ACC).toBe('CZ6508000000192000145399+GIBACZPX');
  });

  it('formats amounts exactly from hundredths', () => {
    expect(spaydAmount(0.1 + 0.2)).toBe('0.30');
    expect(spaydAmount(1_000_000)).toBe('1000000.00');
    expect(spaydAmount(19.999)).toBe('20.00');
    expect(spaydAmount(7.05)).toBe('7.05');
  });

  it('escapes the separator and the escape character in values, and drops control characters', () => {
    const value = spaydString({ ...payment, message: 'Sleva 10 % * bonus\r\nřádek' });
    expect(value).toContain('MSG:Sleva 10 %25 %2A bonus řádek');
    expect(value.split('*')).toHaveLength(7);
    expect(parseSpayd(value).MSG).toBe('Sleva 10 % * bonus řádek');
  });

  it('limits the message to 60 characters without cutting a letter from its accent', () => {
    // decomposed "č" (c + combining caron) is composed first, so it counts as one character
    const long = `${'Příliš žluťoučký kůň úpěl ďábelské ódy '.repeat(3)}c\u030c`;
    const message = parseSpayd(spaydString({ ...payment, message: long })).MSG ?? '';
    expect(message.length).toBeLessThanOrEqual(SPAYD_MESSAGE_MAX);
    expect(message.normalize('NFC')).toBe(message);
    expect(long.normalize('NFC').startsWith(message)).toBe(true);
    expect(message).toMatch(/^Příliš žluťoučký kůň/);
    const escaped = spaydString({ ...payment, message: '*'.repeat(30) });
    expect(escaped.split('MSG:')[1]).toBe('%2A'.repeat(20));
  });

  it('keeps only the digits of the variable symbol, at most ten, and leaves out empty fields', () => {
    expect(parseSpayd(spaydString({ ...payment, variableSymbol: 'FV-2026-00007' }))['X-VS']).toBe('202600007');
    expect(parseSpayd(spaydString({ ...payment, variableSymbol: '123456789012' }))['X-VS']).toBe('3456789012');
    const bare = spaydString({ ...payment, variableSymbol: '', message: '  ' });
    expect(bare).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:1234.50*CC:CZK');
  });

  it('refuses what a bank cannot pay: no IBAN, nothing to pay, an amount over ten characters', () => {
    expect(isSpaydPayable({ iban: '', amount: 10 })).toBe(false);
    expect(isSpaydPayable({ iban: payment.iban, amount: 0 })).toBe(false);
    expect(isSpaydPayable({ iban: payment.iban, amount: -5 })).toBe(false);
    expect(isSpaydPayable({ iban: payment.iban, amount: 9_999_999.99 })).toBe(true);
    expect(isSpaydPayable({ iban: payment.iban, amount: 10_000_000 })).toBe(false);
    expect(() => spaydString({ ...payment, amount: 0 })).toThrow();
  });
});
