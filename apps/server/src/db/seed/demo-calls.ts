import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizePhone } from '@bo/contract/customers/phone';
import { storeFile } from '../../services/files/files';
import type { Db } from '../client';
import { customerCalls } from '../schema/index';
import { between, type Random } from './demo-random';

const DAY_MS = 86_400_000;
const here = dirname(fileURLToPath(import.meta.url));

/** Source tree: ./recordings beside this file; bundled build: dist/recordings (build.mjs copies it). */
const recordingsFolder = () => {
  const candidates = [join(here, 'recordings'), join(here, 'db', 'seed', 'recordings')];
  return candidates.find((folder) => existsSync(join(folder, 'call-1.mp3')));
};

export type DemoCallPlan = { phone: string; operatorId: number | null; country: 'cz' | 'sk' };

/** Calls of about a tenth of the customers; the first eight with one of the four MP3 recordings. */
export const seedDemoCalls = async (db: Db, options: { random: Random; now: number; callPlans: DemoCallPlan[] }) => {
  const folder = recordingsFolder();
  // one after another: the seed runs in one transaction, whose connection takes one query at a time
  const recordings: number[] = [];
  for (const number of folder ? [1, 2, 3, 4] : []) {
    const bytes = readFileSync(join(folder as string, `call-${number}.mp3`));
    recordings.push((await storeFile(db, { name: `hovor-${number}.mp3`, bytes })).id);
  }
  const { random, now } = options;
  const calls = options.callPlans.flatMap((plan, planIndex) =>
    Array.from({ length: between(random, 1, 4) }, (_, callIndex) => {
      const index = planIndex * 4 + callIndex;
      return {
        externalId: `demo-${index}`,
        startDate: new Date(now - between(random, 0, 60) * DAY_MS - between(random, 0, 36_000) * 1000),
        direction: random() < 0.5 ? 'out' : 'in',
        phone: normalizePhone(plan.phone, plan.country),
        normalizedPhone: normalizePhone(plan.phone, plan.country),
        operatorId: plan.operatorId,
        recordingFileId: callIndex === 0 && planIndex < 8 ? (recordings[planIndex % 4] ?? null) : null,
      };
    }),
  );
  if (calls.length > 0) await db.insert(customerCalls).values(calls);
};
