import { type ApplicationPart, applicationParts, cartDisabledParts } from '@bo/contract/applications/disabled-fields';
import type { ApplicationCart, ApplicationCartSaveBody } from '@bo/contract/applications/schemas';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { applicationInvoiced, invoicedPartsOf, invoicesOf } from '../application-invoices/application-invoices';
import {
  type CartLineInput,
  computeCartLines,
  loadCartLines,
  orderedInput,
  type SavedCartLine,
  withoutTax,
} from '../cart/cart-lines';
import { replaceCart } from '../cart/replace-cart';
import { isSupplierVatPayerOf } from '../documents/parties';
import { trackChanges } from '../history/record-changes';
import { type ApplicationRef, requireApplication } from './applications';

/** A saved line with the VAT rate it was saved with (PDF recaps). */
export type SavedApplicationLine = SavedCartLine;

/** Both carts of an application in their order (the caller has checked the application). */
export const loadApplicationLines = async (db: Db, applicationId: number) => {
  const lines = await loadCartLines(db, 'application', applicationId);
  const ofPart = (part: ApplicationPart) =>
    lines.filter((line) => line.part === part).map(({ part: _part, ...line }): SavedCartLine => line);
  return { company: ofPart('company'), private: ofPart('private') };
};

/** GET …/applications/{appId}/products. */
export const getApplicationCart = async (db: Db, ref: ApplicationRef): Promise<ApplicationCart> => {
  const application = await requireApplication(db, ref);
  const lines = await loadApplicationLines(db, application.id);
  const invoiced = invoicedPartsOf((await invoicesOf(db, [application.id])).get(application.id) ?? []);
  return {
    company: lines.company.map(withoutTax),
    private: lines.private.map(withoutTax),
    disabledFields: cartDisabledParts(invoiced),
    lockVersion: application.cartLockVersion,
    isSupplierVatPayer: await isSupplierVatPayerOf(db, application.customerId),
  };
};

/** Same products, amounts, sales and order: an invoiced part sent back unchanged is no change. */
const sameLines = (input: readonly CartLineInput[], stored: readonly SavedApplicationLine[]) => {
  const wanted = orderedInput(input).map(({ line }) => `${line.productId}:${line.amount}:${line.sale}`);
  return (
    JSON.stringify(wanted) === JSON.stringify(stored.map((line) => `${line.productId}:${line.amount}:${line.sale}`))
  );
};

/**
 * POST …/applications/{appId}/products: replaces the parts sent. An invoiced part refuses any
 * change (409 error.application_invoiced); with `lockVersion` a cart saved meanwhile answers 409
 * error.stale_version with the current carts.
 */
export const saveApplicationCart = async (
  db: Db,
  ref: ApplicationRef & { userId: number; body: ApplicationCartSaveBody },
): Promise<ApplicationCart> => {
  const application = await requireApplication(db, ref);
  const stored = await loadApplicationLines(db, application.id);
  const invoiced = invoicedPartsOf((await invoicesOf(db, [application.id])).get(application.id) ?? []);
  const changes: { part: ApplicationPart; lines: SavedApplicationLine[] }[] = [];
  for (const part of applicationParts) {
    const input = ref.body[part];
    if (input === undefined) continue;
    if (invoiced.includes(part)) {
      if (!sameLines(input, stored[part])) throw applicationInvoiced();
      continue;
    }
    const lines = await computeCartLines(db, {
      countryCode: ref.countryCode,
      lines: input,
      keptProductIds: stored[part].map((line) => line.productId),
      fieldPrefix: `${part}.`,
    });
    changes.push({ part, lines });
  }
  await inTransaction(db, (tx) =>
    trackChanges(tx, 'application', application.id, () =>
      replaceCart(tx, {
        owner: 'application',
        ownerId: application.id,
        parts: changes,
        lockVersion: ref.body.lockVersion,
        actorId: ref.userId,
        current: () => getApplicationCart(tx, ref),
      }),
    ),
  );
  return getApplicationCart(db, ref);
};
