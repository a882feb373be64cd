import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { normalizedContains } from '../../db/text-search';

/** A customer's searched columns, in their order in the search text (key, column). */
const searchedColumns = [
  ['deliveryCompany', 'delivery_company'],
  ['deliveryStreet', 'delivery_street'],
  ['deliveryCp', 'delivery_cp'],
  ['deliveryPsc', 'delivery_psc'],
  ['deliveryCity', 'delivery_city'],
  ['deliveryIc', 'delivery_ic'],
  ['deliveryDic', 'delivery_dic'],
  ['billingCompany', 'billing_company'],
  ['billingStreet', 'billing_street'],
  ['billingCp', 'billing_cp'],
  ['billingPsc', 'billing_psc'],
  ['billingCity', 'billing_city'],
  ['billingIc', 'billing_ic'],
  ['billingDic', 'billing_dic'],
  ['email', 'email'],
  ['emailCopy', 'email_copy'],
] as const;
/** A contact's searched columns, in their order. */
const searchedContactColumns = [
  ['name', 'name'],
  ['phone', 'phone'],
  ['normalizedPhone', 'normalized_phone'],
  ['email', 'email'],
] as const;

/** The search text of a source text: unaccented (f_unaccent), in lower case. */
export const searchTextFrom = (source: SQL) => sql`f_unaccent(lower(${source}))`;

/**
 * The list search looks in one indexed column (pg_trgm GIN): the unaccented, lower-case text of
 * both addresses, IČ, DIČ, e-mails and the contacts' names, phones and e-mails. Refreshed after
 * every change of a customer or its contacts; f_unaccent comes from migration 0003.
 */
export const searchTextExpression = searchTextFrom(sql`concat_ws(' ',
  ${sql.raw(searchedColumns.map(([, column]) => `c.${column}`).join(', '))},
  (select string_agg(concat_ws(' ', ${sql.raw(searchedContactColumns.map(([, column]) => `k.${column}`).join(', '))}), ' ')
     from customer_contacts k where k.customer_id = c.id))`);

/**
 * The contacts' names alone, unaccented and in lower case, separated by a space (customers.contact_names, its own
 * trigram index): the list's contact-name filter reads them instead of the whole search text (decision 208).
 */
export const contactNamesExpression = searchTextFrom(sql`coalesce((select string_agg(k.name, ' ' order by k.slot, k.id)
  from customer_contacts k where k.customer_id = c.id), '')`);

type SearchedCustomer = { [key in (typeof searchedColumns)[number][0]]?: string | null };
type SearchedContact = { [key in (typeof searchedContactColumns)[number][0]]?: string | null };

/**
 * The source of the search text of a customer about to be inserted with its contacts (an import's new rows),
 * joined here as concat_ws joins it (a null is left out); searchTextFrom makes it the search text in SQL, so the row
 * is written once.
 */
export const searchTextSourceOf = (customer: SearchedCustomer, contacts: readonly SearchedContact[]) => {
  const present = (values: (string | null | undefined)[]) =>
    values.filter((value): value is string => value !== null && value !== undefined);
  const parts = present(searchedColumns.map(([key]) => customer[key]));
  if (contacts.length > 0) {
    parts.push(
      contacts.map((contact) => present(searchedContactColumns.map(([key]) => contact[key])).join(' ')).join(' '),
    );
  }
  return parts.join(' ');
};

/** The source of the contact names of a customer about to be inserted with its contacts (see searchTextSourceOf). */
export const contactNamesSourceOf = (contacts: readonly SearchedContact[]) =>
  contacts.map((contact) => contact.name ?? '').join(' ');

/**
 * Refreshes the search text and the contact names of the customers the condition picks; a row whose texts stay the
 * same is not rewritten.
 */
export const refreshSearchTextWhere = (db: Db, condition: SQL) =>
  db.execute(sql`update customers c set (search_text, contact_names) = (${searchTextExpression}, ${contactNamesExpression})
    where ${condition}
      and (c.search_text, c.contact_names) is distinct from (${searchTextExpression}, ${contactNamesExpression})`);

export const refreshSearchText = (db: Db, customerId: number) => refreshSearchTextWhere(db, sql`c.id = ${customerId}`);

/** The indexed pre-filter: the search text holds `word`. */
export const searchTextContains = (word: string) => normalizedContains(sql`c.search_text`, word);

/** A contact's name holds `word`, from the indexed contact names (a word holds no space, so never spans two names). */
export const contactNamesContain = (word: string) => normalizedContains(sql`c.contact_names`, word);
