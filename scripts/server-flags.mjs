// How the production server process is started (decision 204), shared by `npm start` (scripts/start.mjs) and the
// benches that run it in a process of its own (bench/server-process.ts).
// V8 lets the old generation grow by a quarter of what survived the last full collection rather than by its default,
// which let an import of 100,000 rows grow the heap by 350 MB of garbage between collections; glibc keeps two malloc
// arenas rather than one per thread (the parse worker's buffers stayed resident in its own), and gives every block of
// 128 KB or more its own mapping, returned when freed (decision 205): without a fixed threshold glibc raises its own
// after each large free and keeps later large buffers in arenas that it never gives back.

/** Node's options before the server's file. */
export const SERVER_NODE_FLAGS = ['--heap-growing-percent=25', '--enable-source-maps'];

/** The environment's defaults; the caller's own values win. */
export const SERVER_ENV_DEFAULTS = { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
