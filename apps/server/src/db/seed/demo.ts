import type { Role } from '@bo/contract/auth/roles';
import { companyToday } from '@bo/contract/dates/business-calendar';
import type { CountryCode } from '@bo/contract/reference/schemas';
import { eq } from 'drizzle-orm';
import { createUser } from '../../services/users/create-user';
import type { Db } from '../client';
import { billingInfos, configurations, users } from '../schema/index';
import { seedDemoApplications } from './demo-applications';
import { seedDemoBankStatements } from './demo-bank-statements';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoCreditNote } from './demo-credit-notes';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoHistory } from './demo-history';
import { seedDemoInvoices } from './demo-invoices';
import { seedDemoOffers } from './demo-offers';
import { seedDemoReminders } from './demo-reminders';
import { seedDemoRoute } from './demo-route';

export const DEMO_PASSWORD = 'demo';

type DemoUser = { login: string; name: string; surname: string; roles: Role[]; countryCodes: CountryCode[] };

/** Deterministic demo staff; every one has the password `demo`. */
export const demoUsers: DemoUser[] = [
  { login: 'admin', name: 'Petr', surname: 'Dvořák', roles: ['administrator'], countryCodes: ['cz', 'sk'] },
  { login: 'admin2', name: 'Lenka', surname: 'Šťastná', roles: ['administrator', 'operator'], countryCodes: ['cz'] },
  { login: 'operator', name: 'Jana', surname: 'Nováková', roles: ['operator'], countryCodes: ['cz'] },
  { login: 'operator2', name: 'Tomáš', surname: 'Černý', roles: ['operator'], countryCodes: ['cz', 'sk'] },
  { login: 'operator3', name: 'Zuzana', surname: 'Horváthová', roles: ['operator'], countryCodes: ['sk'] },
  { login: 'driver', name: 'Jiří', surname: 'Procházka', roles: ['driver'], countryCodes: ['cz'] },
  { login: 'driver2', name: 'Martin', surname: 'Kučera', roles: ['driver'], countryCodes: ['cz'] },
  { login: 'driver3', name: 'Miroslav', surname: 'Veselý', roles: ['driver'], countryCodes: ['cz', 'sk'] },
  { login: 'accountant', name: 'Eva', surname: 'Svobodová', roles: ['accountant'], countryCodes: ['cz', 'sk'] },
  { login: 'accountant2', name: 'Hana', surname: 'Marešová', roles: ['accountant'], countryCodes: ['cz'] },
];

export const seedDemo = async (db: Db) => {
  const ids: Record<string, number> = {};
  for (const [index, user] of demoUsers.entries()) {
    const email = `${user.login.replace(/\d+$/, '')}${index + 1}@ekosvoz.cz`;
    ids[user.login] = await createUser(db, { ...user, email, password: DEMO_PASSWORD });
    await db
      .update(users)
      .set({ phone: `+420 602 ${String(100 + index * 37).padStart(3, '0')} ${String(200 + index * 53).slice(0, 3)}` })
      .where(eq(users.id, ids[user.login] as number));
  }
  await db.insert(billingInfos).values([
    {
      countryCode: 'cz',
      name: 'EkoSvoz s.r.o.',
      company: 'EkoSvoz s.r.o.',
      street: 'Průmyslová 1472/11',
      city: 'Praha 10 – Hostivař',
      psc: '10200',
      ic: '27082440',
      dic: 'CZ27082440',
      vatPayer: true,
      bankAccount: '2801234578/2010',
      iban: 'CZ0520100000002801234578',
      swift: 'FIOBCZPPXXX',
      invoicePrefix: 'ES',
      registerEntry: 'Zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 98765.',
    },
    {
      countryCode: 'cz',
      name: 'Jan Malý – Kontejnery',
      company: 'Jan Malý',
      street: 'Nádražní 318',
      city: 'Beroun',
      psc: '26601',
      ic: '69663963',
      dic: null,
      vatPayer: false,
      bankAccount: '1234567899/0800',
      iban: 'CZ5508000000001234567899',
      swift: 'GIBACZPXXXX',
      invoicePrefix: 'JM',
      registerEntry: 'Fyzická osoba zapsaná v živnostenském rejstříku.',
    },
    {
      countryCode: 'sk',
      name: 'EkoSvoz Slovensko s.r.o.',
      company: 'EkoSvoz Slovensko s.r.o.',
      street: 'Vajnorská 100/A',
      city: 'Bratislava',
      psc: '83104',
      ic: '50123459',
      dic: 'SK2120123456',
      vatPayer: true,
      bankAccount: '2920123459/1100',
      iban: 'SK2511000000002920123459',
      swift: 'TATRSKBXXXX',
      invoicePrefix: 'SK',
      registerEntry: 'Zapísaná v Obchodnom registri Mestského súdu Bratislava III, oddiel Sro, vložka 123456/B.',
    },
  ]);
  await db.update(configurations).set({ systemUserId: ids.admin }).where(eq(configurations.countryCode, 'cz'));
  await db.update(configurations).set({ systemUserId: ids.admin }).where(eq(configurations.countryCode, 'sk'));
  await seedDemoCatalog(db);
  await seedDemoCustomers(db);
  await seedDemoOffers(db);
  await seedDemoApplications(db);
  await seedDemoRoute(db);
  await seedDemoInvoices(db);
  await seedDemoCreditNote(db);
  await seedDemoHistory(db);
  await seedDemoReminders(db);
  await seedDemoBankStatements(db, companyToday());
};
