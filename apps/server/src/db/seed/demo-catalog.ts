import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  ekokoms,
  productEkokoms,
  products,
  taxes,
  units,
  userLines,
  userProfits,
  users,
  voipLines,
} from '../schema/index';

type DemoProduct = {
  code: string;
  name: string;
  nameInvoice?: string;
  unit: string;
  price: number;
  reduced?: boolean;
  display?: boolean;
  /** material name (as seeded) → kg per unit */
  materials?: Record<string, number>;
  /** sold under the domestic reverse charge with this kód předmětu plnění */
  reverseChargeCode?: string;
};

/** What a Czech waste-collection and recycling company sells, with list prices without VAT. */
const czechProducts: DemoProduct[] = [
  { code: 'KON-3', name: 'Kontejner 3 m³ – pronájem a odvoz', unit: 'ks', price: 2890, materials: { Ocel: 0.4 } },
  { code: 'KON-5', name: 'Kontejner 5 m³ – pronájem a odvoz', unit: 'ks', price: 3490, materials: { Ocel: 0.6 } },
  { code: 'KON-7', name: 'Kontejner 7 m³ – pronájem a odvoz', unit: 'ks', price: 4290 },
  { code: 'KON-10', name: 'Kontejner 10 m³ – pronájem a odvoz', unit: 'ks', price: 5690 },
  { code: 'KON-20', name: 'Velkoobjemový kontejner 20 m³ (vanový)', unit: 'ks', price: 8900 },
  {
    code: 'POPN-120',
    name: 'Popelnice 120 l plastová',
    nameInvoice: 'Nádoba 120 l',
    unit: 'ks',
    price: 890,
    materials: { Plasty: 9.5 },
  },
  {
    code: 'POPN-240',
    name: 'Popelnice 240 l plastová',
    nameInvoice: 'Nádoba 240 l',
    unit: 'ks',
    price: 1290,
    materials: { Plasty: 13.2 },
  },
  {
    code: 'POPN-1100',
    name: 'Kontejner 1 100 l plastový na kolečkách',
    unit: 'ks',
    price: 6490,
    materials: { Plasty: 52 },
  },
  { code: 'PYT-SUT', name: 'Big bag na suť 1 m³', unit: 'ks', price: 390, materials: { Plasty: 1.2 } },
  { code: 'PYT-120', name: 'Pytle na odpad 120 l (role 25 ks)', unit: 'ks', price: 189, materials: { Plasty: 0.9 } },
  { code: 'SVOZ-KO', name: 'Svoz směsného komunálního odpadu', unit: 'svoz', price: 145 },
  { code: 'SVOZ-TRID', name: 'Svoz tříděného odpadu (papír, plast, sklo)', unit: 'svoz', price: 120 },
  { code: 'SVOZ-BIO', name: 'Svoz bioodpadu', unit: 'svoz', price: 110, reduced: true },
  { code: 'DOPR-KM', name: 'Doprava nad 20 km', unit: 'km', price: 42 },
  { code: 'NAKL-HOD', name: 'Nakládka hydraulickou rukou', unit: 'hod', price: 1350 },
  { code: 'ULOZ-SUT', name: 'Uložení stavební suti na skládku', unit: 't', price: 490 },
  { code: 'ULOZ-OBJ', name: 'Uložení objemného odpadu', unit: 't', price: 2890 },
  { code: 'LAPOL-CIST', name: 'Čištění lapolu (lapače tuků)', unit: 'ks', price: 3900 },
  { code: 'LAPOL-ODV', name: 'Odvoz a likvidace tuků z lapolu', unit: 'l', price: 6.5 },
  {
    code: 'LAPOL-BIO',
    name: 'Bioenzymatický přípravek do lapolu 5 l',
    unit: 'ks',
    price: 1490,
    materials: { Plasty: 0.35, 'Papír a lepenka': 0.12 },
  },
  { code: 'SKART', name: 'Skartace dokumentů s protokolem', unit: 'kg', price: 9.9 },
  { code: 'ZAK-STARY', name: 'Kontejner 4 m³ (starý ceník)', unit: 'ks', price: 2490, display: false },
  // sold to a recycler: waste and scrap under VAT act §92c (kód předmětu plnění 5)
  { code: 'SROT-FE', name: 'Tříděný železný šrot – prodej', unit: 't', price: 4200, reverseChargeCode: '5' },
];

const slovakProducts: DemoProduct[] = [
  { code: 'KON-5', name: 'Kontajner 5 m³ – prenájom a odvoz', unit: 'ks', price: 149, materials: { Oceľ: 0.6 } },
  { code: 'KON-10', name: 'Kontajner 10 m³ – prenájom a odvoz', unit: 'ks', price: 239 },
  { code: 'NADOBA-240', name: 'Nádoba 240 l plastová', unit: 'ks', price: 52, materials: { Plasty: 13.2 } },
  { code: 'VYVOZ-KO', name: 'Vývoz zmesového komunálneho odpadu', unit: 'svoz', price: 6.2 },
  { code: 'LAPOL-CIST', name: 'Čistenie lapača tukov', unit: 'ks', price: 165 },
];

const insertProducts = async (db: Db, countryCode: string, list: DemoProduct[]) => {
  const unitRows = await db.select().from(units);
  const taxRows = await db.select().from(taxes).where(eq(taxes.countryCode, countryCode));
  const materialRows = await db.select().from(ekokoms).where(eq(ekokoms.countryCode, countryCode));
  const standard = taxRows.find((tax) => !tax.isReduced);
  const reduced = taxRows.find((tax) => tax.isReduced) ?? standard;
  const ids: number[] = [];
  for (const [index, product] of list.entries()) {
    const [row] = await db
      .insert(products)
      .values({
        countryCode,
        code: product.code,
        name: product.name,
        nameInvoice: product.nameInvoice ?? product.name,
        display: product.display ?? true,
        position: (index + 1) * 10,
        unitId: unitRows.find((unit) => unit.value === product.unit)?.id ?? (unitRows[0]?.id as number),
        taxId: ((product.reduced ? reduced : standard) ?? taxRows[0])?.id as number,
        price: product.price.toFixed(2),
        reverseCharge: product.reverseChargeCode !== undefined,
        reverseChargeCode: product.reverseChargeCode ?? '',
      })
      .returning({ id: products.id });
    const id = row?.id as number;
    ids.push(id);
    const materials = Object.entries(product.materials ?? {}).flatMap(([name, weight]) => {
      const material = materialRows.find((candidate) => candidate.name === name);
      return material ? [{ productId: id, ekokomId: material.id, weight: weight.toFixed(3) }] : [];
    });
    if (materials.length) await db.insert(productEkokoms).values(materials);
  }
  return ids;
};

const userId = async (db: Db, login: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0]?.id as number;

/** Demo products, telephone lines of the operators and their commissions. */
export const seedDemoCatalog = async (db: Db) => {
  const czIds = await insertProducts(db, 'cz', czechProducts);
  await insertProducts(db, 'sk', slovakProducts);
  const lines = await db
    .insert(voipLines)
    .values([
      { name: 'Linka 201 – dispečink', callerId: '+420 222 333 201' },
      { name: 'Linka 202 – obchod', callerId: '+420 222 333 202' },
      { name: 'Linka 203 – obchod', callerId: '+420 222 333 203' },
      { name: 'Linka 204 – fakturace', callerId: '+420 222 333 204' },
      { name: 'Linka 205 – Slovensko', callerId: '+421 2 5555 0205' },
      { name: 'Linka 206 – rezerva', callerId: '+420 222 333 206' },
    ])
    .returning({ id: voipLines.id });
  const operator = await userId(db, 'operator');
  const operator2 = await userId(db, 'operator2');
  await db.insert(userLines).values([
    { userId: operator, voipLineId: lines[0]?.id as number, isDefault: true },
    { userId: operator2, voipLineId: lines[1]?.id as number, isDefault: true },
  ]);
  const profits = czIds.slice(0, 12).map((productId, index) => ({
    userId: operator,
    productId,
    repeaterPercent: index % 3 === 0 ? null : '5.00',
    repeaterPrice: index % 3 === 0 ? '150.00' : null,
    newPercent: index % 3 === 0 ? null : '10.00',
    newPrice: index % 3 === 0 ? '300.00' : null,
  }));
  await db.insert(userProfits).values(profits);
};
