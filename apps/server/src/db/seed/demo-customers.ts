import { normalizePhone } from '@bo/contract/customers/phone';
import { sql } from 'drizzle-orm';
import { refreshSearchTextWhere } from '../../services/customers/search-text';
import type { Db } from '../client';
import { queryRows } from '../query';
import { customerContacts, customerGps, customerNotes, customers } from '../schema/index';
import { type DemoCallPlan, seedDemoCalls } from './demo-calls';
import {
  companyPatterns,
  emailDomains,
  noteTexts,
  oldDataNotes,
  rivals,
  streets,
  surnames,
  towns,
} from './demo-customer-data';
import { ascii, between, personOf, phoneOf, pick, prng, validIc, weightedTown } from './demo-random';

const DEMO_CUSTOMERS = 300;
const DAY_MS = 86_400_000;

/**
 * About 300 customers in real towns (clusters in Prague, Brno, Plzeň and Ostrava), valid IČ,
 * 1–4 contacts, notes by several operators, next calls in all three colours, calls with four
 * short MP3 recordings. Deterministic apart from dates, which are relative to today.
 */
export const seedDemoCustomers = async (db: Db) => {
  const random = prng(20_250_301);
  const now = Date.now();
  const logins = await queryRows<{ id: number; login: string }>(db, sql`select id, login from users`);
  const userId = (login: string) => logins.find((user) => user.login === login)?.id ?? null;
  const districtRows = await queryRows<{ id: number; name: string; country_code: string }>(
    db,
    sql`select id, name, country_code from districts`,
  );
  const districtId = (name: string, country: string) =>
    districtRows.find((row) => row.name === name && row.country_code === country)?.id ?? null;
  const billingRows = await queryRows<{ id: number; country_code: string }>(
    db,
    sql`select id, country_code from billing_infos order by id`,
  );
  const operatorsOf = {
    cz: ['operator', 'operator', 'operator2', 'admin2'].map(userId),
    sk: ['operator3', 'operator2'].map(userId),
  };
  const noteAuthors = { cz: ['operator', 'operator2', 'admin2', 'admin'], sk: ['operator3', 'operator2', 'admin'] };

  const plans = Array.from({ length: DEMO_CUSTOMERS }, (_, index) => {
    const country: 'cz' | 'sk' = index % 20 === 19 ? 'sk' : 'cz';
    const place = weightedTown(
      random,
      towns.filter((candidate) => candidate.country === country),
    );
    const shortTown = place.city.split(' – ')[0] ?? place.city;
    const owner = personOf(random);
    const company = pick(random, companyPatterns).replace('{s}', pick(random, surnames)).replace('{t}', shortTown);
    const ic = validIc(random);
    const vatPayer = random() < 0.7;
    const dic = vatPayer ? (country === 'cz' ? `CZ${ic}` : `SK20${ic}`) : '';
    const street = `${pick(random, streets)}`;
    const cp =
      random() < 0.6 ? `${between(random, 100, 2999)}/${between(random, 1, 60)}` : `${between(random, 1, 400)}`;
    // up to ~2.5 km from the town centre, so customers of one town are neighbours on the map
    const latitude = place.latitude + (random() - 0.5) * 0.045;
    const longitude = place.longitude + (random() - 0.5) * 0.07;
    const nextCallDays = random() < 0.08 ? null : between(random, -30, 110);
    const sameAsDelivery = random() < 0.7;
    const billingTown = sameAsDelivery
      ? place
      : weightedTown(
          random,
          towns.filter((t) => t.country === country),
        );
    const slug = ascii(company.replace(/,? (s\.r\.o\.|a spol\.|a syn)/g, ''))
      .slice(0, 24)
      .replace(/-$/, '');
    const domain = random() < 0.5 ? `${slug}.cz` : pick(random, emailDomains);
    const email = `${ascii(owner.name)}.${ascii(owner.surname)}@${domain}`;
    const hasAgreement = random() < 0.4;
    return {
      country,
      place,
      latitude,
      longitude,
      customer: {
        countryCode: country,
        email,
        emailCopy: random() < 0.3 ? `fakturace@${domain}` : '',
        operatorId: random() < 0.06 ? null : pick(random, operatorsOf[country]),
        agreement: hasAgreement,
        agreementDate: hasAgreement
          ? new Date(now - between(random, 30, 2000) * DAY_MS).toISOString().slice(0, 10)
          : null,
        rival: random() < 0.2 ? pick(random, rivals) : '',
        billingInfoId: pick(
          random,
          billingRows.filter((row) => row.country_code === country),
        ).id,
        otherInformation: random() < 0.25 ? 'Odvoz pouze v pracovní dny 7–15 h.' : '',
        nextCall:
          nextCallDays === null ? null : new Date(now + nextCallDays * DAY_MS + between(random, 8, 16) * 3_600_000),
        deliveryCompany: company,
        deliveryStreet: street,
        deliveryCp: cp,
        deliveryPsc: place.psc,
        deliveryCity: place.city,
        deliveryDistrictId: districtId(place.district, country),
        deliveryIc: ic,
        deliveryDic: dic,
        deliveryVatPayer: vatPayer,
        billingCompany: company,
        billingStreet: sameAsDelivery ? street : pick(random, streets),
        billingCp: sameAsDelivery ? cp : `${between(random, 1, 999)}`,
        billingPsc: billingTown.psc,
        billingCity: billingTown.city,
        billingDistrictId: districtId(billingTown.district, country),
        billingIc: ic,
        billingDic: dic,
        billingVatPayer: vatPayer,
        billingSameAsDelivery: sameAsDelivery,
        oldData:
          random() < 0.3
            ? {
                personContactName: `${owner.name} ${owner.surname}`,
                personContact1: phoneOf(random, country),
                personContact2: random() < 0.5 ? phoneOf(random, country) : '',
                personContact3: '',
                notes: pick(random, oldDataNotes),
              }
            : null,
        createdAt: new Date(now - between(random, 60, 1500) * DAY_MS),
      },
      owner,
      domain,
    };
  });

  const inserted = await db
    .insert(customers)
    .values(plans.map((plan) => plan.customer))
    .returning({ id: customers.id });

  const contacts: (typeof customerContacts.$inferInsert)[] = [];
  const gps: (typeof customerGps.$inferInsert)[] = [];
  const notes: (typeof customerNotes.$inferInsert)[] = [];
  const callPlans: DemoCallPlan[] = [];
  for (const [index, plan] of plans.entries()) {
    const customerId = inserted[index]?.id;
    if (!customerId) continue;
    const contactCount = between(random, 1, 4);
    for (let slot = 0; slot < contactCount; slot += 1) {
      const person = slot === 0 ? plan.owner : personOf(random);
      const phone = phoneOf(random, plan.country);
      contacts.push({
        customerId,
        slot,
        name: `${person.name} ${person.surname}`,
        position: slot === 0 ? pick(random, person.positions.slice(0, 2)) : pick(random, person.positions),
        phone,
        normalizedPhone: normalizePhone(phone, plan.country),
        email: `${ascii(person.name)}.${ascii(person.surname)}@${plan.domain}`,
        note: slot === 0 && random() < 0.3 ? 'Nejlépe volat dopoledne.' : '',
      });
      if (slot === 0 && index % 9 === 0) {
        callPlans.push({ phone, operatorId: plan.customer.operatorId, country: plan.country });
      }
    }
    const gpsCount = random() < 0.85 ? 1 : random() < 0.5 ? 2 : 0;
    for (let point = 0; point < gpsCount; point += 1) {
      const latitude = Math.round((plan.latitude + point * 0.004) * 1e6) / 1e6;
      const longitude = Math.round((plan.longitude + point * 0.006) * 1e6) / 1e6;
      gps.push({
        customerId,
        operatorId: plan.customer.operatorId,
        title: point === 0 ? 'Provozovna' : 'Sklad',
        coordinates: `${latitude}, ${longitude}`,
        latitude,
        longitude,
      });
    }
    for (let count = between(random, 0, 5), note = 0; note < count; note += 1) {
      const createdAt = new Date(now - between(random, 1, 400) * DAY_MS - between(random, 0, 8) * 3_600_000);
      notes.push({
        customerId,
        userId: userId(pick(random, noteAuthors[plan.country])),
        note: pick(random, noteTexts),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  await db.insert(customerContacts).values(contacts);
  await db.insert(customerGps).values(gps);
  await db.insert(customerNotes).values(notes);
  await refreshSearchTextWhere(db, sql`true`);
  await seedDemoCalls(db, { random, now, callPlans });
};
