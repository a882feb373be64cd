import { randomBytes } from 'node:crypto';
import type { ApplicationPart, LapolPart } from '@bo/contract/offers/schemas';
import { sql } from 'drizzle-orm';
import { computeCartLines } from '../../services/cart/cart-lines';
import { insertCartLines } from '../../services/cart/replace-cart';
import { storeFile } from '../../services/files/files';
import type { Db } from '../client';
import { queryRows } from '../query';
import { between, pick, prng } from './demo-random';

const DAY_MS = 86_400_000;
const DEMO_OFFER_CUSTOMERS = 40;

const demoVideos = [
  { title: 'Jak funguje odlučovač tuků', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  { title: 'Čištění lapolu krok za krokem', url: 'https://youtu.be/ScMzIvxBSi4' },
  { title: 'Naše technika pro odvoz odpadu', url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw' },
];

/** A tiny valid PDF so demo attachments download as real files. */
const demoPdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/**
 * Demo data: a video catalogue per country, offers of both versions on 40 customers of
 * the Czech demo (some with carts, attachments, turned-off videos; some version 2 offers sent as
 * HTML and viewed). Deterministic apart from dates, which are relative to today.
 */
export const seedDemoOffers = async (db: Db) => {
  const random = prng(20_251_109);
  const now = Date.now();
  for (const [index, video] of demoVideos.entries()) {
    await db.execute(
      sql`insert into videos (country_code, title, url, position) values ('cz', ${video.title}, ${video.url}, ${index})`,
    );
  }
  await db.execute(
    sql`insert into videos (country_code, title, url, position) values ('sk', 'Ako funguje lapol', 'https://vimeo.com/76979871', 0)`,
  );
  const videoIds = (
    await queryRows<{ id: number }>(db, sql`select id from videos where country_code = 'cz' order by id`)
  ).map((row) => row.id);
  const operators = await queryRows<{ id: number; subject: string | null; body: string | null }>(
    db,
    sql`select u.id, u.offer_application_subject as subject, u.offer_application_body as body
      from users u join user_roles r on r.user_id = u.id join roles ro on ro.id = r.role_id
      where ro.name in ('operator', 'administrator') and u.is_active order by u.id`,
  );
  const productIds = (
    await queryRows<{ id: number }>(
      db,
      sql`select id from products
        where country_code = 'cz' and hidden_at is null and display and not reverse_charge order by position, id`,
    )
  ).map((row) => row.id);
  const customers = await queryRows<{ id: number; email: string; email_copy: string; company: string }>(
    db,
    sql`select id, email, email_copy, delivery_company as company from customers
      where country_code = 'cz' order by id limit ${DEMO_OFFER_CUSTOMERS}`,
  );
  for (const [index, customer] of customers.entries()) {
    const offers = index % 5 === 0 ? 2 : 1;
    for (let n = 0; n < offers; n += 1) {
      const version = (index + n) % 3 === 0 ? 1 : 2;
      const operator = pick(random, operators);
      const created = new Date(now - between(random, 1, 120) * DAY_MS - between(random, 0, 600) * 60_000);
      const content = {
        name: customer.company,
        email: customer.email,
        emailCopy: customer.email_copy,
        emailSubject: operator?.subject ?? 'Nabídka svozu a čištění',
        emailText: operator?.body ?? 'Dobrý den,\nv příloze posíláme nabídku.\n\nS pozdravem',
        userFiles: [],
      };
      const application: ApplicationPart =
        version === 1
          ? {
              applicationQuantity: between(random, 1, 12),
              warranty: '24 měsíců',
              sale: pick(random, [0, 5, 10]),
              ...content,
            }
          : { applicationQuantity: null, warranty: '', sale: null, ...content };
      const lapol: LapolPart | null =
        version === 1 && random() < 0.6
          ? {
              applicationP2: between(random, 1, 6),
              applicationT: between(random, 1, 4),
              ...content,
              emailSubject: 'Nabídka čištění lapolu',
            }
          : null;
      const sent = version === 2 && random() < 0.5;
      const viewed = sent && random() < 0.6;
      const sentAt = new Date(created.getTime() + between(random, 10, 600) * 60_000);
      const viewedAt = new Date(Math.min(now, sentAt.getTime() + between(random, 1, 72) * 3_600_000));
      const nextCall =
        random() < 0.5 ? new Date(now + between(random, -5, 40) * DAY_MS).toISOString().slice(0, 10) : null;
      const [offer] = await queryRows<{ id: number }>(
        db,
        sql`insert into customer_offers (customer_id, country_code, version, operator_id, created_at, next_call_date,
            next_call_time, application, lapol, html_token, html_offer_date_created, html_offer_last_view, updated_by)
          values (${customer.id}, 'cz', ${version}, ${operator?.id ?? null}, ${created.toISOString()}, ${nextCall},
            ${nextCall ? pick(random, ['09:00', '10:30', '13:00', '15:30']) : null},
            ${JSON.stringify(application)}::jsonb, ${lapol ? JSON.stringify(lapol) : null}::jsonb,
            ${sent ? randomBytes(24).toString('base64url') : null}, ${sent ? sentAt.toISOString() : null},
            ${viewed ? viewedAt.toISOString() : null}, ${operator?.id ?? null})
          returning id`,
      );
      if (!offer) continue;
      if (version === 2 && productIds.length > 0 && random() < 0.7) {
        const count = between(random, 1, Math.min(5, productIds.length));
        const chosen = [...new Set(Array.from({ length: count }, () => pick(random, productIds)))];
        const lines = await computeCartLines(db, {
          countryCode: 'cz',
          lines: chosen.map((productId, position) => ({
            productId,
            amount: between(random, 1, 8),
            sale: pick(random, [0, 0, 5, 10]),
            position,
          })),
        });
        await insertCartLines(db, { owner: 'offer', ownerId: offer.id, part: null, lines });
      }
      if (random() < 0.35) {
        const name = version === 2 ? 'Ceník služeb.pdf' : 'Technický list.pdf';
        const file = await storeFile(db, { name, bytes: demoPdf(name), type: 'application/pdf' });
        await db.execute(
          sql`insert into customer_offer_attachments (offer_id, file_id, detail, file_name, disabled)
            values (${offer.id}, ${file.id}, ${version === 2 ? null : 'application'}, ${name}, ${random() < 0.2})`,
        );
      }
      if (version === 2 && videoIds.length > 0 && random() < 0.3) {
        await db.execute(
          sql`insert into customer_offer_videos (offer_id, video_id, disabled) values (${offer.id}, ${pick(random, videoIds)}, true)`,
        );
      }
    }
  }
};
