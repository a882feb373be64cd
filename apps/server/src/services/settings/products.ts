import type { Product, ProductInput } from '@bo/contract/settings/schemas';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ekokoms, productEkokoms, products, taxes, units } from '../../db/schema/index';
import { unaccentedContains } from '../../db/text-search';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/update-versioned';
import { fieldError, notFound } from '../../lib/app-error';
import { referencingTables } from './references';

export type ListProductsOptions = { countryCode: string; onlyVisible?: boolean; search?: string };

/** Products of a country in list order (position, then name); search over code and name, accents ignored. */
export const listProducts = async (db: Db, options: ListProductsOptions): Promise<Product[]> => {
  const conditions: SQL[] = [eq(products.countryCode, options.countryCode), isNull(products.hiddenAt)];
  if (options.onlyVisible) conditions.push(eq(products.display, true));
  const search = options.search?.trim();
  if (search) {
    const inCode = unaccentedContains(sql`${products.code}`, search);
    conditions.push(sql`(${inCode} or ${unaccentedContains(sql`${products.name}`, search)})`);
  }
  const rows = await db
    .select()
    .from(products)
    .where(and(...conditions))
    .orderBy(asc(products.position), asc(products.name), asc(products.id));
  return withEkokoms(db, rows);
};

export const findProduct = async (db: Db, countryCode: string, id: number) => {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.countryCode, countryCode), isNull(products.hiddenAt)));
  if (!row) return undefined;
  const [product] = await withEkokoms(db, [row]);
  return product;
};

const withEkokoms = async (db: Db, rows: (typeof products.$inferSelect)[]): Promise<Product[]> => {
  const ids = rows.map((row) => row.id);
  const materials = ids.length
    ? await db.select().from(productEkokoms).where(inArray(productEkokoms.productId, ids))
    : [];
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    nameInvoice: row.nameInvoice,
    display: row.display,
    position: row.position,
    unit: row.unitId,
    reverseCharge: row.reverseCharge,
    reverseChargeCode: row.reverseChargeCode,
    priceWithVAT: row.priceWithVat,
    idTaxPrice: row.taxId,
    price: Number(row.price),
    ekokoms: materials
      .filter((material) => material.productId === row.id)
      .map((material) => ({ ekokomId: material.ekokomId, weight: Number(material.weight) })),
    lockVersion: row.lockVersion,
  }));
};

/** References must exist in the same country. */
const checkInput = async (db: Db, countryCode: string, input: ProductInput) => {
  const fields: Record<string, string> = {};
  const [unit] = await db.select({ id: units.id }).from(units).where(eq(units.id, input.unit));
  if (!unit) fields.unit = 'not_found';
  const [tax] = await db
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.id, input.idTaxPrice), eq(taxes.countryCode, countryCode)));
  if (!tax) fields.idTaxPrice = 'not_found';
  // A code already used is refused by the database (products_country_code_idx → 409 on `code`).
  const materialIds = input.ekokoms.map((material) => material.ekokomId);
  if (new Set(materialIds).size !== materialIds.length) fields.ekokoms = 'duplicate';
  if (materialIds.length) {
    const found = await db
      .select({ id: ekokoms.id })
      .from(ekokoms)
      .where(and(inArray(ekokoms.id, materialIds), eq(ekokoms.countryCode, countryCode)));
    input.ekokoms.forEach((material, index) => {
      if (!found.some((row) => row.id === material.ekokomId)) fields[`ekokoms.${index}.ekokomId`] = 'not_found';
    });
  }
  if (Object.keys(fields).length) throw fieldError(fields);
};

const columnsOf = (input: ProductInput) => ({
  code: input.code,
  name: input.name,
  nameInvoice: input.nameInvoice,
  display: input.display,
  position: input.position,
  unitId: input.unit,
  reverseCharge: input.reverseCharge,
  reverseChargeCode: input.reverseChargeCode,
  priceWithVat: input.priceWithVAT,
  taxId: input.idTaxPrice,
  price: input.price.toFixed(2),
});

export const createProduct = async (db: Db, countryCode: string, input: ProductInput) => {
  await checkInput(db, countryCode, input);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ countryCode, ...columnsOf(input) })
      .returning({ id: products.id });
    const id = row?.id as number;
    if (input.ekokoms.length) {
      await tx
        .insert(productEkokoms)
        .values(input.ekokoms.map((material) => ({ productId: id, ...material, weight: String(material.weight) })));
    }
    return id;
  });
};

export type RecordVersionOptions = { lockVersion: number; actorId: number | null };

export const updateProduct = async (
  db: Db,
  countryCode: string,
  id: number,
  input: ProductInput,
  version: RecordVersionOptions,
) => {
  if (!(await findProduct(db, countryCode, id))) throw notFound();
  await checkInput(db, countryCode, input);
  await inTransaction(db, async (tx) => {
    await updateVersioned(tx, {
      table: products,
      where: and(eq(products.id, id), eq(products.countryCode, countryCode), isNull(products.hiddenAt)),
      ...version,
      set: columnsOf(input),
      current: () => findProduct(tx, countryCode, id),
    });
    await tx.delete(productEkokoms).where(eq(productEkokoms.productId, id));
    if (input.ekokoms.length) {
      await tx
        .insert(productEkokoms)
        .values(input.ekokoms.map((material) => ({ productId: id, ...material, weight: String(material.weight) })));
    }
  });
};

/** Settings rows that belong to the product itself and go with it. */
const OWN_TABLES = ['product_ekokoms', 'user_profits'];

/** Deletes a product, or hides it when offers, applications or invoices refer to it. */
export const deleteProduct = async (db: Db, countryCode: string, id: number) => {
  if (!(await findProduct(db, countryCode, id))) throw notFound();
  const usedIn = await referencingTables(db, { table: 'products', id, ignore: OWN_TABLES });
  if (usedIn.length > 0) {
    await db.update(products).set({ hiddenAt: new Date(), display: false }).where(eq(products.id, id));
    return { id, isHidden: true };
  }
  await db.delete(products).where(eq(products.id, id));
  return { id, isHidden: false };
};
