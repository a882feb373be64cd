import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AresCachedCompany, aresCache } from '../../db/schema/ares';
import { AppError } from '../../lib/app-error';
import { type AresClientOptions, fetchAresSubject } from './ares-client';
import { companyOfSubject } from './ares-company';

/** A found company is kept a day, "not in the register" an hour (a new company appears soon) — decision 136. */
export const FOUND_TTL_MS = 24 * 60 * 60 * 1000;
export const NOT_FOUND_TTL_MS = 60 * 60 * 1000;

const notInRegister = () => new AppError(404, 'error.ares_not_found');

export type LookupCompanyOptions = { ic: string; ares: AresClientOptions; now?: Date };

/**
 * GET /v1/ares/{ic}: the company from the cache while it is fresh, else from ARES (and cached).
 * A failure to reach ARES is never cached: the next click asks again.
 */
export const lookupCompany = async (db: Db, options: LookupCompanyOptions): Promise<AresCachedCompany> => {
  const now = options.now ?? new Date();
  const [cached] = await db
    .select({ company: aresCache.company })
    .from(aresCache)
    .where(and(eq(aresCache.ic, options.ic), gt(aresCache.expiresAt, now)));
  if (cached) {
    if (!cached.company) throw notInRegister();
    return cached.company;
  }
  const answer = await fetchAresSubject(options.ic, options.ares);
  const company = answer.kind === 'found' ? companyOfSubject(answer.subject) : null;
  const expiresAt = new Date(now.getTime() + (company ? FOUND_TTL_MS : NOT_FOUND_TTL_MS));
  await db
    .insert(aresCache)
    .values({ ic: options.ic, company, fetchedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: aresCache.ic,
      set: { company: sql`excluded.company`, fetchedAt: now, expiresAt },
    });
  if (!company) throw notInRegister();
  return company;
};
