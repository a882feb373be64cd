import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_SUBJECT,
  DEFAULT_REMINDER_TEXT,
  renderReminderTemplate,
  unknownPlaceholders,
} from './template';

const values = {
  number: '202600012',
  amount: 12345.5,
  currencySymbol: 'Kč',
  dateMaturity: '2026-03-05',
  variableSymbol: '202600012',
  qrPayment: 'QR kód je v PDF.',
  company: 'Odpady s.r.o.',
};

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('reminder templates', () => {
  it('finds names in braces that are not placeholders, each once', () => {
    expect(unknownPlaceholders('{number} {cislo} {amount} {cislo} {}')).toEqual(['cislo', '']);
    expect(unknownPlaceholders(DEFAULT_REMINDER_TEXT)).toEqual([]);
    expect(unknownPlaceholders(DEFAULT_REMINDER_SUBJECT)).toEqual([]);
    expect(unknownPlaceholders('no braces { at all')).toEqual([]);
  });

  it('renders Czech money and dates', () => {
    const text = renderReminderTemplate(
      '{number}: {amount}, splatnost {maturity}, VS {variableSymbol}. {qrPayment}',
      values,
    );
    expect(plain(text)).toBe('202600012: 12 345,50 Kč, splatnost 05. 03. 2026, VS 202600012. QR kód je v PDF.');
  });

  it('leaves the default text without a placeholder', () => {
    expect(renderReminderTemplate(DEFAULT_REMINDER_TEXT, values)).not.toMatch(/\{\w+\}/);
  });
});
