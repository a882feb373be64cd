import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` when the page allows it and probes that once
 * per schema. Our CSP allows no eval (decision 020), so the probe is refused and Chrome reports a
 * CSP issue (Lighthouse best practices). Without the just-in-time parsers zod never probes; forms
 * validate a few fields, where the compiled parsers gain nothing. Runs before any schema is built:
 * main.tsx imports it first (decision 040).
 */
config({ jitless: true });
