import { offerAcceptNameField } from '@bo/contract/offers/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerOffers } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { reserveThrottled, type ThrottleRule } from '../auth/login-throttle';
import { notify } from '../users/notifications';
import type { OfferRow } from './offer-document-data';
import { offerAudience, offerScreenUrl } from './public-offer';
import type { AcceptError } from './public-offer-html';

/**
 * The public offer's accept form (decision 192): at most 10 posts per offer and address within 15 minutes, then
 * 15 minutes of 429 — enough for a few typos, too few to flood the operator or the table.
 */
export const ACCEPT_RULE: ThrottleRule = { threshold: 10, baseLockMs: 15 * 60_000, maxLockMs: 15 * 60_000 };

/**
 * Counts one post of the accept form in the login throttle's table, under a key no login can have: its address
 * column holds a space, which no client address does.
 */
export const reserveAcceptAttempt = (db: Db, offer: OfferRow, ip: string, now = new Date()) =>
  reserveThrottled(db, { username: `offer-accept:${offer.id}`, ip: `offer-accept ${ip}` }, ACCEPT_RULE, now);

/** The name as the form sent it, checked by the contract's rule; an error names the page's message. */
export const parseAcceptName = (
  value: string | null,
): { isValid: true; name: string } | { isValid: false; error: AcceptError } => {
  const parsed = offerAcceptNameField.safeParse(value ?? '');
  if (parsed.success) return { isValid: true, name: parsed.data };
  const message = parsed.error.issues[0]?.message;
  return { isValid: false, error: message === 'required' || message === 'too_long' ? message : 'invalid_characters' };
};

/**
 * Records the acceptance once: the first accept sets htmlOfferAcceptedAt/By and notifies the offer's operator with
 * the link to the offer; a later one changes nothing and notifies no one (the conditional update decides, so two
 * posts at the same moment record one). Not an edit of the form: the offer's lockVersion stays.
 */
export const acceptOffer = async (db: Db, offer: OfferRow, name: string, now = new Date()) =>
  inTransaction(db, async (tx) => {
    const first = await tx
      .update(customerOffers)
      .set({ htmlOfferAcceptedAt: now, htmlOfferAcceptedBy: name })
      .where(and(eq(customerOffers.id, offer.id), isNull(customerOffers.htmlOfferAcceptedAt)))
      .returning({ id: customerOffers.id });
    if (first.length === 0) return false;
    const { company, operatorId } = await offerAudience(tx, offer);
    if (operatorId) {
      await notify(tx, {
        userId: operatorId,
        message: 'notification.html_offer_accepted',
        data: { customer: company, name, offerId: offer.id },
        url: offerScreenUrl(offer),
      });
    }
    return true;
  });
