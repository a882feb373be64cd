import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userLines, voipLines } from '../../db/schema/index';

/** Lines free to assign: not held by anybody, or held by `userId` itself. */
export const listAvailableLines = (db: Db, userId?: number) =>
  db
    .select({ id: voipLines.id, name: voipLines.name, callerId: voipLines.callerId })
    .from(voipLines)
    .leftJoin(userLines, eq(userLines.voipLineId, voipLines.id))
    .where(userId ? or(isNull(userLines.userId), eq(userLines.userId, userId)) : isNull(userLines.userId))
    .orderBy(asc(voipLines.name), asc(voipLines.id));
