import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/text-search';

/**
 * The list search looks in one indexed column (pg_trgm GIN): the unaccented, lower-case text of
 * both addresses, IČ, DIČ, e-mails and the contacts' names, phones and e-mails. Refreshed after
 * every change of a customer or its contacts; f_unaccent comes from migration 0003.
 */
export const searchTextExpression = sql`f_unaccent(lower(concat_ws(' ',
  c.delivery_company, c.delivery_street, c.delivery_cp, c.delivery_psc, c.delivery_city, c.delivery_ic, c.delivery_dic,
  c.billing_company, c.billing_street, c.billing_cp, c.billing_psc, c.billing_city, c.billing_ic, c.billing_dic,
  c.email, c.email_copy,
  (select string_agg(concat_ws(' ', k.name, k.phone, k.normalized_phone, k.email), ' ')
     from customer_contacts k where k.customer_id = c.id))))`;

export const refreshSearchTextWhere = (db: Db, condition: SQL) =>
  db.execute(sql`update customers c set search_text = ${searchTextExpression} where ${condition}`);

export const refreshSearchText = (db: Db, customerId: number) => refreshSearchTextWhere(db, sql`c.id = ${customerId}`);

/** The indexed pre-filter: the search text holds `word`. */
export const searchTextContains = (word: string) => sql`c.search_text like f_unaccent(lower(${containsPattern(word)}))`;
