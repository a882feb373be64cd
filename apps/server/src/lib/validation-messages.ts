import { type ValidationKey, validationKeys } from '@bo/contract/errors/error-response';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';

const isValidationKey = (message: string | undefined): message is ValidationKey =>
  message !== undefined && (validationKeys as readonly string[]).includes(message);

type IssueParams = {
  origin?: string;
  minimum?: number | bigint;
  expected?: string;
  format?: string;
  keys?: string[];
};

/** Maps a zod issue onto a form_validation key (rules §5: the server's message keys the text). */
export const messageKeyFor = (issue: ZodFastifySchemaValidationError): ValidationKey => {
  if (isValidationKey(issue.message)) return issue.message;
  const params = issue.params as IssueParams;
  switch (issue.keyword) {
    case 'invalid_type':
      if (issue.message?.includes('received undefined')) return 'required';
      if (params.expected === 'number' || params.expected === 'int') return 'invalid_number';
      return 'invalid_type';
    case 'too_small':
      if (params.origin === 'string') return Number(params.minimum) <= 1 ? 'required' : 'too_short';
      return 'too_small';
    case 'too_big':
      return params.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_format':
      if (params.format === 'email') return 'invalid_email';
      if (params.format === 'date' || params.format === 'datetime') return 'invalid_date';
      return 'invalid';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid';
  }
};

/**
 * Field name of an issue: the body's envelope key (`{ configuration: {...} }`) is dropped, so
 * the name matches the form field; an issue on the envelope itself keeps its name. A route whose
 * body has several top-level lists (the application's company and private carts) sets
 * `config: { fullFieldNames: true }` and keeps the list's name (`private.0.amount`).
 */
export const toFieldErrors = (issues: ZodFastifySchemaValidationError[], context: string, keepEnvelope = false) => {
  const fields: Record<string, string> = {};
  const dropEnvelope = (path: string[]) => context === 'body' && path.length > 1 && !keepEnvelope;
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const inner = dropEnvelope(path) ? path.slice(1) : path;
    const key = messageKeyFor(issue);
    if (issue.keyword === 'unrecognized_keys') {
      for (const unknown of (issue.params as IssueParams).keys ?? []) {
        const full = [...path, unknown];
        fields[(dropEnvelope(full) ? full.slice(1) : full).join('.')] = key;
      }
      continue;
    }
    const name = inner.join('.') || context;
    fields[name] ??= key;
  }
  return fields;
};
