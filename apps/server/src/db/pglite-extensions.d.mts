import type { Extension } from '@electric-sql/pglite';

export declare const pgliteExtensions: {
  pg_trgm: Extension;
  unaccent: Extension;
  btree_gist: Extension;
  cube: Extension;
};
