import { benchSmokeSuite } from './helpers/bench-smoke';

/** Part 1 of the bench scripts' smoke runs (helpers/bench-smoke.ts, decision 162). */
benchSmokeSuite(0);
