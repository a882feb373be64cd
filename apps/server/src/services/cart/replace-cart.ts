import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerApplications } from '../../db/schema/applications';
import { customerOffers } from '../../db/schema/offers';
import { updateVersioned } from '../../db/update-versioned';
import { type CartOwner, cartTables, type SavedCartLine } from './cart-lines';

const ownerTables = { offer: customerOffers, application: customerApplications } as const;

export type ReplaceCartOptions = {
  owner: CartOwner;
  ownerId: number;
  /** The parts replaced (an offer has one, `part: null`), each with its computed lines. */
  parts: readonly { part: string | null; lines: readonly SavedCartLine[] }[];
  /** The cart version the client loaded; without it, the version read now (no check against an earlier load). */
  lockVersion: number | undefined;
  actorId: number;
  /** The cart as its GET answers it, sent back with a stale version. */
  current: () => Promise<unknown>;
};

/**
 * The versioned replace of a cart (in the caller's transaction): the owner's cart version goes through the one
 * versioned update (a newer one is 409 error.stale_version with the current cart), then each part sent is replaced.
 */
export const replaceCart = async (tx: Db, options: ReplaceCartOptions) => {
  const owner = ownerTables[options.owner];
  const where = eq(owner.id, options.ownerId);
  const lockVersion =
    options.lockVersion ??
    (await tx.select({ version: owner.cartLockVersion }).from(owner).where(where))[0]?.version ??
    0;
  await updateVersioned(tx, {
    table: owner,
    version: 'cartLockVersion',
    where,
    lockVersion,
    set: {},
    actorId: options.actorId,
    current: options.current,
  });
  for (const { part, lines } of options.parts) {
    const table = cartTables[options.owner];
    const ofPart = part === null ? sql`` : sql`and part = ${part}`;
    await tx.execute(sql`delete from ${table.lines} where ${table.owner} = ${options.ownerId} ${ofPart}`);
    await insertCartLines(tx, { owner: options.owner, ownerId: options.ownerId, part, lines });
  }
};

/** Writes computed lines of one part of a cart (an offer's part is null). */
export const insertCartLines = async (
  tx: Db,
  options: { owner: CartOwner; ownerId: number; part: string | null; lines: readonly SavedCartLine[] },
) => {
  const table = cartTables[options.owner];
  const partColumn = options.part === null ? sql`` : sql`part, `;
  const partValue = options.part === null ? sql`` : sql`${options.part}, `;
  for (const line of options.lines) {
    await tx.execute(
      sql`insert into ${table.lines}
        (${table.owner}, ${partColumn}product_id, position, amount, sale, name, price, tax_id, tax, price_without_vat,
          price_with_vat)
        values (${options.ownerId}, ${partValue}${line.productId}, ${line.position}, ${line.amount}, ${line.sale},
          ${line.name}, ${line.price}, ${line.taxId}, ${line.tax}, ${line.priceWithoutVat}, ${line.priceWithVat})`,
    );
  }
};
