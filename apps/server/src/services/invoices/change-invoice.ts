import type { ChangeSource } from '@bo/contract/history/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { updateVersioned } from '../../db/update-versioned';
import { withChangeSource } from '../history/change-context';
import { trackChanges } from '../history/record-changes';
import type { Actor, InvoiceRef } from './invoice-access';
import { getInvoice } from './present-invoice';

export type ChangeInvoiceOptions = {
  ref: InvoiceRef & { actor: Actor | null };
  /** the version the change was made against: the form's, or the one the job read with `for update` */
  lockVersion: number;
  set: Partial<typeof invoices.$inferInsert>;
  /** what made the change when no form did: recorded with every history row of it */
  source?: ChangeSource | null;
  /** the rest of the same change (items, payments, a reminder), written after the invoice row and recorded with it */
  also?: () => Promise<void>;
};

/** Who a job acts as when it presents the current record with a stale version. */
const JOB_ACTOR: Actor = { id: 0, roles: ['administrator'] };

/**
 * The one write of an invoice (decision 175): the form's save, PATCH, item calls, a confirmed bank statement,
 * sending, a credit note and a reminder all come here. In `tx`: the versioned update (a stale version is 409, nothing
 * changed), then `also`, and the field-by-field history of both with who, which screen and the source.
 */
export const changeInvoice = (tx: Db, options: ChangeInvoiceOptions): Promise<number> =>
  withChangeSource(options.source ?? null, () =>
    trackChanges(tx, 'invoice', options.ref.invoiceId, async () => {
      const { ref } = options;
      const lockVersion = await updateVersioned(tx, {
        table: invoices,
        where: and(eq(invoices.id, ref.invoiceId), eq(invoices.countryCode, ref.countryCode)),
        lockVersion: options.lockVersion,
        set: options.set,
        actorId: ref.actor?.id ?? null,
        current: () => getInvoice(tx, { ...ref, actor: ref.actor ?? JOB_ACTOR }),
      });
      await options.also?.();
      return lockVersion;
    }),
  );
