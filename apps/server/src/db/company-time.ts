import { COMPANY_TIME_ZONE } from '@bo/contract/dates/business-calendar';
import { type SQL, sql } from 'drizzle-orm';

/** The company's time zone (contract business calendar) in SQL: the one place a query names it. */
export const companyTimeZone = sql.raw(`'${COMPANY_TIME_ZONE}'`);

/**
 * The instant (timestamptz) of a company wall-clock time: `yyyy-MM-dd HH:mm:ss`, or a day alone (its midnight), or
 * an SQL expression of either.
 */
export const companyInstant = (local: string | SQL): SQL =>
  sql`((${local})::timestamp at time zone ${companyTimeZone})`;

/** The company's wall-clock time (timestamp without zone) of a timestamptz expression. */
export const companyLocalTime = (instant: SQL): SQL => sql`(${instant} at time zone ${companyTimeZone})`;
