// The extensions of the embedded database, in one place: the worker thread (pglite-worker.mjs) and the
// backup checks (backup.ts, through client.ts) load the same. pg_trgm and unaccent: customer search
// (migration 0003); btree_gist and cube: near search (0005 and 0008). Plain JavaScript, like the worker,
// so it runs from the source tree, under the test runner and from dist/.
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const pgliteExtensions = { pg_trgm, unaccent, btree_gist, cube };
