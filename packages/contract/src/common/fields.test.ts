import { describe, expect, it } from 'vitest';
import { emailOrEmpty, idParam, idSchema, MAX_ID, phoneField, secretText, text } from './fields';

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text schema', () => {
  it('trims before measuring: a leading space does not count against the limit', () => {
    expect(text(5).safeParse(' abcde ').data).toBe('abcde');
    expect(text(5).safeParse('abcdef').success).toBe(false);
  });

  it.each(['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f'])(
    'refuses control character %j as invalid_characters',
    (character) => {
      expect(issueOf(text(100).safeParse(`a${character}b`))).toBe('invalid_characters');
      expect(issueOf(secretText(100).safeParse(`a${character}b`))).toBe('invalid_characters');
    },
  );

  it('keeps tab and newline and folds CRLF to a newline', () => {
    expect(text(100).safeParse('a\tb\nc').data).toBe('a\tb\nc');
    expect(text(100).safeParse('a\r\nb\rc').data).toBe('a\nb\nc');
  });

  it('never trims a secret', () => {
    expect(secretText(10).safeParse(' pass ').data).toBe(' pass ');
  });
});

describe('id schema', () => {
  it('takes positive integers up to 2,147,483,647', () => {
    expect(idSchema.safeParse(MAX_ID).success).toBe(true);
    expect(idSchema.safeParse(MAX_ID + 1).success).toBe(false);
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(idParam.safeParse('2147483647').data).toBe(MAX_ID);
    expect(idParam.safeParse('2147483648').success).toBe(false);
    expect(idParam.safeParse('abc').success).toBe(false);
  });
});

describe('phone and e-mail', () => {
  it('refuses letters in a phone and accepts the usual ways of writing one', () => {
    expect(issueOf(phoneField.safeParse('abc'))).toBe('invalid_phone');
    for (const phone of ['', '+420 602 123 456', '602/123-456', '(02) 123.456']) {
      expect(phoneField.safeParse(phone).success).toBe(true);
    }
  });

  it('takes an address or empty', () => {
    expect(emailOrEmpty().safeParse('').success).toBe(true);
    expect(emailOrEmpty().safeParse(' jan@example.cz ').data).toBe('jan@example.cz');
    expect(issueOf(emailOrEmpty().safeParse('jan@'))).toBe('invalid_email');
  });
});
