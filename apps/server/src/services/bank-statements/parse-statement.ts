import { parseCamt } from './camt';
import { decodeStatementText, parseGpc } from './gpc';
import type { ParsedStatement } from './parsed-statement';

/** A checked upload (gpc or xml kind) as a statement. */
export const parseStatement = (kind: 'gpc' | 'xml', bytes: Buffer): ParsedStatement =>
  kind === 'gpc' ? parseGpc(decodeStatementText(bytes)) : parseCamt(bytes.toString('utf8').replace(/^\ufeff/, ''));
