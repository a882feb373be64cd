import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './validation-messages';

/** The shape fastify-type-provider-zod hands to the error handler for each zod issue. */
const asFastifyIssues = (error: z.ZodError) =>
  error.issues.map(({ path, code, message, ...params }) => ({
    keyword: code,
    instancePath: `/${path.join('/')}`,
    schemaPath: '',
    message,
    params,
  })) as unknown as ZodFastifySchemaValidationError[];

const fieldsOf = (schema: z.ZodType, input: unknown, context = 'body') => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return toFieldErrors(asFastifyIssues(result.error), context);
};

describe('toFieldErrors', () => {
  const schema = z.object({
    customer: z.object({ email: z.email(), name: z.string().min(1).max(5), age: z.number().int() }).strict(),
  });
  it('drops the envelope key and maps zod issues to message keys', () => {
    expect(fieldsOf(schema, { customer: { email: 'x', name: '', age: 1.5, extra: 1 } })).toEqual({
      email: 'invalid_email',
      name: 'required',
      age: 'invalid_number',
      extra: 'unknown_field',
    });
    expect(fieldsOf(schema, { customer: { email: 'a@b.cz', name: 'abcdefg' } })).toEqual({
      name: 'too_long',
      age: 'required',
    });
  });
  it('keeps the full name for query strings and a missing envelope', () => {
    expect(fieldsOf(z.object({ page: z.coerce.number().int().min(1) }), { page: '0' }, 'querystring')).toEqual({
      page: 'too_small',
    });
    expect(fieldsOf(schema, {})).toEqual({ customer: 'required' });
  });
  it('uses a message key given by the schema', () => {
    const custom = z.object({ ic: z.string().refine(() => false, { message: 'invalid' }) });
    expect(fieldsOf(custom, { ic: '1' })).toEqual({ ic: 'invalid' });
  });
});
