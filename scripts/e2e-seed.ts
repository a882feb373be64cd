// The browser tests' demo data folder, built once per run (scripts/e2e.mjs copies it for each shard's
// server): migrated, then seeded as the server seeds a fresh folder at start with SEED=demo
// (apps/server/src/server.ts). Usage: node --import tsx scripts/e2e-seed.ts <data folder>
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { isEmptyDatabase, seedReference } from '../apps/server/src/db/seed/reference';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: e2e-seed.ts <data folder>');
const database = await openDatabase({ dataDir });
try {
  await seedReference(database.db);
  if (await isEmptyDatabase(database.db)) await seedDemo(database.db);
} finally {
  await database.close();
}
