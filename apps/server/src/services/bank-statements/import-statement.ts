import { matchPayments, symbolsOfPayment } from '@bo/contract/bank-statements/matching';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { bankPaymentInvoices, bankStatementPayments, bankStatements, files } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { storeFile } from '../files/files';
import { parseInWorker } from '../files/parse-in-worker';
import { checkUpload } from '../files/upload';
import { uploadLimits } from '../files/upload-limits';
import { billingInfosOfAccount, countryCurrency, textList, unpaidInvoicesBySymbol } from './invoice-lookup';
import type { ParsedStatement } from './parsed-statement';
import { getStatement } from './statements';

/** Payments written per transaction: short enough that a request waiting for the embedded database's one connection
 * is served within a few tens of milliseconds (bench:upload-load). */
const CHUNK = 100;

const readStatement = async (filename: string, content: string) => {
  const limits = uploadLimits.bankStatement;
  const upload = checkUpload({ filename, content, allowedKinds: ['gpc', 'xml'], limits });
  const statement = await parseInWorker(
    'bankStatement',
    { kind: upload.kind as 'gpc' | 'xml', bytes: upload.bytes, limits },
    { budget: limits.parse, field: 'content' },
  );
  return { upload, statement };
};

const findStatement = async (db: Db, countryCode: string, statement: ParsedStatement) => {
  const [row] = await db
    .select({ id: bankStatements.id, isWritten: bankStatements.isWritten, createdAt: bankStatements.createdAt })
    .from(bankStatements)
    .where(
      and(
        eq(bankStatements.countryCode, countryCode),
        eq(bankStatements.account, statement.account),
        eq(bankStatements.number, statement.number),
        eq(bankStatements.statementDate, statement.statementDate),
      ),
    );
  return row;
};

/** A statement still unwritten this long after it was begun was left by a crash (20,000 payments take seconds). */
const ABANDONED_AFTER_MS = 10 * 60_000;

/** Removes a statement that is not written (its payments and their pairs go with it) and its stored file. */
const removeUnwritten = async (db: Db, id: number) => {
  const [removed] = await db
    .delete(bankStatements)
    .where(and(eq(bankStatements.id, id), eq(bankStatements.isWritten, false)))
    .returning({ fileId: bankStatements.fileId });
  if (removed) await db.delete(files).where(eq(files.id, removed.fileId));
};

/** Another import of this statement is writing it now: the user tries again in a moment. */
const beingWritten = () => new AppError(409, 'error.conflict');

/** References of this account an earlier statement brought (a daily and a monthly statement overlap). */
const knownReferences = async (db: Db, statement: ParsedStatement) => {
  const references = statement.payments.map((payment) => payment.bankReference);
  if (references.length === 0) return new Set<string>();
  const rows = await queryRows<{ bank_reference: string }>(
    db,
    sql`select distinct bank_reference from bank_statement_payments
      where account = ${statement.account} and bank_reference = any(${textList(references)})`,
  );
  return new Set(rows.map((row) => row.bank_reference));
};

class AlreadyImported extends Error {}

/**
 * POST /v1/bank-statements: reads the file (GPC or CAMT.053, through the upload check), matches
 * its payments to unpaid invoices and stores the statement as a preview, shown once it is whole.
 * The same statement again (account, number, date) writes nothing and answers the first import.
 */
export const importStatement = async (
  db: Db,
  options: { countryCode: string; actorId: number; filename: string; content: string },
) => {
  const { upload, statement } = await readStatement(options.filename, options.content);
  const existing = await findStatement(db, options.countryCode, statement);
  if (existing?.isWritten) {
    return getStatement(db, { countryCode: options.countryCode, id: existing.id, alreadyImported: true });
  }
  if (existing) {
    if (Date.now() - existing.createdAt.getTime() < ABANDONED_AFTER_MS) throw beingWritten();
    await removeUnwritten(db, existing.id);
  }

  const currency = await countryCurrency(db, options.countryCode);
  const credits = statement.payments.filter((payment) => payment.direction === 'credit');
  const candidates = await unpaidInvoicesBySymbol(db, {
    countryCode: options.countryCode,
    currency,
    symbols: [...new Set(credits.flatMap(symbolsOfPayment))],
    // the same variable symbol may exist at two of the company's billing infos (numbers are per billing info)
    billingInfoIds: await billingInfosOfAccount(db, { countryCode: options.countryCode, account: statement.account }),
  });
  const known = await knownReferences(db, statement);
  const seen = new Set<string>();
  const results = matchPayments(
    statement.payments.map((payment) => {
      // a reference twice in one file is the same payment twice
      const isAlreadyImported = known.has(payment.bankReference) || seen.has(payment.bankReference);
      seen.add(payment.bankReference);
      return { ...payment, isAlreadyImported };
    }),
    candidates.map((invoice) => ({
      id: invoice.id,
      variableSymbol: invoice.variableSymbol,
      amountDueCents: Math.round(invoice.amountDue * 100),
      currency,
      dateMaturity: invoice.dateMaturity,
    })),
    { currency },
  );

  // The statement first, marked unwritten; then its payments a part per transaction, so other requests are served
  // between the parts (the embedded database has one connection, held by a transaction from BEGIN to COMMIT);
  // then it is marked written and shows. A failure on the way removes it (decision 191).
  let statementId: number;
  try {
    statementId = await inTransaction(db, async (tx) => {
      const file = await storeFile(tx, { name: upload.name, bytes: upload.bytes, type: upload.type });
      const [created] = await tx
        .insert(bankStatements)
        .values({
          countryCode: options.countryCode,
          format: statement.format,
          account: statement.account,
          number: statement.number,
          statementDate: statement.statementDate,
          currency: statement.currency,
          filename: upload.name,
          fileId: file.id,
          createdBy: options.actorId,
          isWritten: false,
        })
        .onConflictDoNothing()
        .returning({ id: bankStatements.id });
      // a concurrent import of the same statement won: answer that one
      if (!created) throw new AlreadyImported();
      return created.id;
    });
  } catch (error) {
    if (!(error instanceof AlreadyImported)) throw error;
    const winner = await findStatement(db, options.countryCode, statement);
    if (!winner) throw error;
    if (!winner.isWritten) throw beingWritten();
    return getStatement(db, { countryCode: options.countryCode, id: winner.id, alreadyImported: true });
  }

  try {
    const usedReferences = new Set<string>();
    for (let start = 0; start < statement.payments.length; start += CHUNK) {
      await inTransaction(db, async (tx) => {
        const rows = statement.payments.slice(start, start + CHUNK).map((payment, offset) => {
          const position = start + offset;
          const result = results[position] ?? { status: 'unmatched' as const, reason: null, invoiceIds: [] };
          // a repeated reference in one file gets a suffix so each row stays unique
          let reference = payment.bankReference;
          while (usedReferences.has(reference)) reference = `${reference}#`;
          usedReferences.add(reference);
          return {
            statementId,
            position,
            account: statement.account,
            bankReference: reference,
            direction: payment.direction,
            isReversal: payment.isReversal,
            amount: (payment.amountCents / 100).toFixed(2),
            currency: payment.currency,
            date: payment.date,
            variableSymbol: payment.variableSymbol,
            constantSymbol: payment.constantSymbol,
            specificSymbol: payment.specificSymbol,
            counterAccount: payment.counterAccount,
            counterName: payment.counterName,
            message: payment.message,
            status: result.status,
            reason: result.reason,
            updatedBy: options.actorId,
          };
        });
        const inserted = await tx
          .insert(bankStatementPayments)
          .values(rows)
          .returning({ id: bankStatementPayments.id, position: bankStatementPayments.position });
        const pairs = inserted.flatMap((row) =>
          (results[row.position]?.invoiceIds ?? []).map((invoiceId, index) => ({
            paymentId: row.id,
            invoiceId,
            position: index,
          })),
        );
        if (pairs.length > 0) await tx.insert(bankPaymentInvoices).values(pairs);
      });
    }
    await db.update(bankStatements).set({ isWritten: true }).where(eq(bankStatements.id, statementId));
  } catch (error) {
    await removeUnwritten(db, statementId);
    throw error;
  }
  return getStatement(db, { countryCode: options.countryCode, id: statementId });
};
