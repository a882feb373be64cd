/**
 * zod compiles object parsers with `new Function` when the page allows it and probes that once
 * per schema. Our CSP allows no eval (decision 020), so the probe is refused and Chrome reports a
 * CSP issue (Lighthouse best practices). Without the just-in-time parsers zod never probes; forms
 * validate a few fields, where the compiled parsers gain nothing. Runs before any schema is built:
 * main.tsx imports it first (decision 040).
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` and takes an object found there (zod/v4/core's
 * core.js). Setting it here, without importing zod, keeps zod out of the entry chunk: it loads with the
 * first page that validates. zod-jitless.test.ts checks that zod reads the setting.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
