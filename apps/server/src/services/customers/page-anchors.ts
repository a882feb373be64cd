import { CUSTOMER_PAGE_SIZE } from '@bo/contract/customers/list-schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/**
 * Late pages of the unfiltered customer list without skipping hundreds of thousands of index entries (decision 198).
 * The first id of every page, newest first, is taken once per country in one index-only scan and kept in memory with
 * the count and the newest id it was taken at. Customers are only ever added with higher ids, so while the count
 * minus the customers added since equals that count, no customer of the snapshot has gone and its page starts
 * still hold: page p starts `added` rows later than it did. A deleted customer, or one moved to another country,
 * makes the next late page take the starts again.
 */
type Anchors = { total: number; maxId: number; starts: number[] };

/** From this offset on a page is found from the anchors; before it, skipping index entries costs less. */
export const ANCHOR_FROM_OFFSET = 2_500;

const anchorsByDb = new WeakMap<Db, Map<string, Anchors>>();

const takeAnchors = async (db: Db, countryCode: string): Promise<Anchors> => {
  const rows = await queryRows<{ id: number; total: number; max_id: number }>(
    db,
    sql`select id, total::int, max_id from (
        select id, row_number() over (order by id desc) - 1 as position, count(*) over () as total,
          max(id) over () as max_id
        from customers where country_code = ${countryCode}
      ) numbered where position % ${CUSTOMER_PAGE_SIZE} = 0 order by position`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    maxId: Number(rows[0]?.max_id ?? 0),
    starts: rows.map((row) => Number(row.id)),
  };
};

const addedSince = async (db: Db, countryCode: string, maxId: number) => {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from customers where country_code = ${countryCode} and id > ${maxId}`,
  );
  return Number(row?.count ?? 0);
};

/**
 * Where the unfiltered list's rows at `offset` start: the id to start from (inclusive) and how many rows to skip
 * from it. `total` is the country's exact count now.
 */
export const anchoredStart = async (db: Db, countryCode: string, offset: number, total: number) => {
  let byCountry = anchorsByDb.get(db);
  if (!byCountry) {
    byCountry = new Map();
    anchorsByDb.set(db, byCountry);
  }
  let anchors = byCountry.get(countryCode);
  let added = anchors ? await addedSince(db, countryCode, anchors.maxId) : 0;
  // taken again when a customer of the snapshot has gone, or when so many were added that skipping them costs
  if (!anchors || total - added !== anchors.total || added > ANCHOR_FROM_OFFSET) {
    anchors = await takeAnchors(db, countryCode);
    byCountry.set(countryCode, anchors);
    added = await addedSince(db, countryCode, anchors.maxId);
  }
  const inSnapshot = offset - added;
  // the page begins among the customers added since: an ordinary offset from the top
  if (inSnapshot < 0) return { fromId: null, skip: offset };
  const start = anchors.starts[Math.floor(inSnapshot / CUSTOMER_PAGE_SIZE)];
  // past the end: nothing to show
  if (start === undefined) return { fromId: 0, skip: 0 };
  return { fromId: start, skip: inSnapshot % CUSTOMER_PAGE_SIZE };
};
