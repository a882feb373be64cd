import { AppError } from '../../lib/app-error';
import { tooManyRows, type UploadLimits } from '../files/upload-limits';
import { parseCamt } from './camt';
import { decodeStatementText, parseGpc } from './gpc';
import { type ParsedStatement, StatementFormatError } from './parsed-statement';

/** A checked upload (gpc or xml kind) as a statement. */
const parseStatement = (kind: 'gpc' | 'xml', bytes: Buffer): ParsedStatement =>
  kind === 'gpc' ? parseGpc(decodeStatementText(bytes)) : parseCamt(bytes.toString('utf8').replace(/^\ufeff/, ''));

/** 400 naming the first bad record's line (`detail.itemId`); nothing is written. */
const malformedStatement = (error: StatementFormatError) =>
  new AppError(400, 'error.bank_statement_malformed', {
    fields: {
      content: `statement_${['xml', 'doctype', 'too_deep'].includes(error.reason) ? 'bad_xml' : 'bad_record'}`,
    },
    itemId: error.line,
  });

/**
 * The parse task of a statement upload (run in a worker, files/parse-in-worker.ts): a malformed file is
 * the 400 of decision 121, more payments than `maxRows` the upload limit's 400 (decision 184).
 */
export const readStatementFile = (input: {
  kind: 'gpc' | 'xml';
  bytes: Uint8Array;
  limits: UploadLimits & { maxRows: number };
}) => {
  let statement: ParsedStatement;
  try {
    statement = parseStatement(input.kind, Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.length));
  } catch (error) {
    if (error instanceof StatementFormatError) throw malformedStatement(error);
    throw error;
  }
  const { maxRows } = input.limits;
  if (statement.payments.length > maxRows) throw tooManyRows('content', maxRows);
  return statement;
};
