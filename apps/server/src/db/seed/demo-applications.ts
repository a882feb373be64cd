import { addProduct, type CartLine, setAmount } from '@bo/contract/cart/cart';
import { companyDayOf, companyWorkWeek } from '@bo/contract/dates/business-calendar';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../query';
import { customerApplicationProducts, customerApplications } from '../schema/index';
import { between, pick, prng } from './demo-random';

const APPLICATIONS_PER_DAY = 4;

/**
 * Applications of the Czech demo customers with GPS over last, this and next week (Monday–Friday)
 * for the demo drivers and operators: carts with real demo products, the past ones delivered with
 * delivery note numbers, a few driver orders. The calendar, the map and the reports show them.
 */
export const seedDemoApplications = async (db: Db, now = new Date()) => {
  const random = prng(20_261_123);
  const users = await queryRows<{ id: number; login: string }>(db, sql`select id, login from users`);
  const userId = (login: string) => users.find((user) => user.login === login)?.id ?? null;
  const drivers = ['driver', 'driver', 'driver2', 'driver3'].map(userId);
  const customers = await queryRows<{ id: number; operator_id: number | null }>(
    db,
    sql`select c.id, c.operator_id from customers c
      where c.country_code = 'cz' and exists (select 1 from customer_gps g where g.customer_id = c.id)
      order by c.id`,
  );
  const products = await queryRows<{
    id: number;
    name: string;
    price: string;
    price_with_vat: boolean;
    tax_id: number;
  }>(
    db,
    sql`select id, name, price, price_with_vat, tax_id from products
      where country_code = 'cz' and display and hidden_at is null and not reverse_charge order by position, id`,
  );
  const taxes = new Map(
    (await queryRows<{ id: number; tax: string }>(db, sql`select id, tax from taxes where country_code = 'cz'`)).map(
      (row) => [row.id, Number(row.tax)] as const,
    ),
  );
  if (customers.length === 0 || products.length === 0) return;
  const today = companyDayOf(now);
  const days = [-1, 0, 1].flatMap((weekDiff) => companyWorkWeek(now, weekDiff));
  /** the last delivery note number per year (gap-free per year, DESIGN §4) */
  const deliveryNotes = new Map<number, number>();
  const plans = days.flatMap((day, dayIndex) =>
    Array.from({ length: APPLICATIONS_PER_DAY }, (_, slot) => {
      const customer = customers[
        ((dayIndex * APPLICATIONS_PER_DAY + slot) * 7) % customers.length
      ] as (typeof customers)[number];
      // delivered when planned before today (most of them), numbered in date order
      const realDate = day < today && random() < 0.85 ? day : null;
      const year = realDate ? Number(realDate.slice(0, 4)) : null;
      const deliveryNoteNumber = year === null ? null : (deliveryNotes.get(year) ?? 0) + 1;
      if (year !== null && deliveryNoteNumber !== null) deliveryNotes.set(year, deliveryNoteNumber);
      const application = {
        customerId: customer.id,
        countryCode: 'cz',
        applicationDate: day,
        applicationRealDate: realDate,
        deliveryNoteNumber,
        deliveryNoteYear: year,
        operatorId: customer.operator_id,
        userId: customer.operator_id,
        driverId: drivers[slot % drivers.length] ?? null,
        isNew: random() < 0.3,
        driverOrder: slot === APPLICATIONS_PER_DAY - 1 && random() < 0.5,
        operatorNote: random() < 0.4 ? pick(random, operatorNotes) : '',
      };
      const carts = (['company', 'private'] as const).flatMap((part) => {
        if (part === 'private' && random() < 0.6) return [];
        let lines: CartLine[] = [];
        for (let count = between(random, 1, 3), index = 0; index < count; index += 1) {
          const row = pick(random, products);
          lines = addProduct(
            lines,
            {
              id: row.id,
              name: row.name,
              price: Number(row.price),
              priceWithVAT: row.price_with_vat,
              idTaxPrice: row.tax_id,
            },
            taxes,
          );
          lines = setAmount(lines, row.id, between(random, 1, 4), taxes);
        }
        return lines.map((line) => ({ part, line }));
      });
      return { application, carts };
    }),
  );
  const inserted = await db
    .insert(customerApplications)
    .values(plans.map((plan) => plan.application))
    .returning({ id: customerApplications.id });
  const cartRows = plans.flatMap((plan, index) =>
    plan.carts.map(({ part, line }) => ({
      applicationId: inserted[index]?.id as number,
      part,
      productId: line.productId,
      position: line.position,
      amount: String(line.amount),
      sale: String(line.sale),
      name: line.name,
      price: String(line.price),
      taxId: line.taxId,
      tax: String(taxes.get(line.taxId) ?? 0),
      priceWithoutVat: String(line.priceWithoutVat),
      priceWithVat: String(line.priceWithVat),
    })),
  );
  if (cartRows.length > 0) await db.insert(customerApplicationProducts).values(cartRows);
  for (const [year, lastValue] of deliveryNotes) {
    await db.execute(sql`insert into document_sequences (kind, scope, year, last_value)
      values ('delivery_note', 'cz', ${year}, ${lastValue})
      on conflict (kind, scope, year) do update set last_value = greatest(document_sequences.last_value, ${lastValue})`);
  }
  // a few calls to make today: the next-call reminders and the calendar's today column have something to show
  await db.execute(sql`update customers set next_call = ${`${today}T08:00:00Z`}::timestamptz + (id % 8) * interval '1 hour'
    where id in (select id from customers where country_code = 'cz' and operator_id is not null order by id limit 6)`);
};

const operatorNotes = [
  'Zavolat 30 minut před příjezdem.',
  'Vjezd ze dvora, zvonit na vrátnici.',
  'Platba hotově řidiči.',
  'Kontejner přistavit ke skladu.',
  'Zákazník chce potvrzení o převzetí.',
];
