import { benchSmokeSuite } from './helpers/bench-smoke';

/** Part 1 of the bench scripts' smoke runs (helpers/bench-smoke.ts, decisions 162, 207). */
benchSmokeSuite(0);
