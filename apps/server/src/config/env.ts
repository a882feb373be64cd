import { isIP } from 'node:net';
import { z } from 'zod';

/** An IPv4/IPv6 address, optionally with a /prefix (CIDR). */
const isAddressOrCidr = (value: string) => {
  const [address = '', prefix, ...rest] = value.split('/');
  if (rest.length > 0) return false;
  const version = isIP(address);
  if (!version) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: `0` (no proxy), a hop count (`1` = one reverse proxy in front), or a comma list of
 * proxy addresses/CIDRs. The client address is the one the nearest trusted proxy saw; entries the
 * client wrote itself into X-Forwarded-For are never trusted.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('0')
  .transform((value, context): number | string[] => {
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = list.filter((entry) => !isAddressOrCidr(entry));
    if (list.length === 0 || invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `a hop count or a comma list of proxy addresses/CIDRs (invalid: ${invalid.join(', ') || value})`,
      });
      return z.NEVER;
    }
    return list;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: 127.0.0.1 with the demo data (its password is public), every interface otherwise. */
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().default('./data'),
    /** Daily backups of the embedded database; default DATA_DIR/backups. */
    BACKUP_DIR: z.string().min(1).optional(),
    DATABASE_URL: z.string().optional(),
    SMTP_URL: z.string().optional(),
    PUBLIC_URL: z.string().optional(),
    SEED: z.enum(['demo', 'none']).default('demo'),
    SECRET_KEY: z.string().min(32).optional(),
    ENCRYPTION_KEY: z.string().min(32).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxySchema,
    /** Bearer token of the telephone exchange (POST /v1/calls/exchange); unset: the endpoint answers 404. */
    CALLS_API_TOKEN: z.string().min(16).optional(),
    /** The public company register's REST API (GET /v1/ares/{ic}); a test points it at recorded answers. */
    ARES_URL: z.url().default('https://ares.gov.cz/ekonomicke-subjekty-v-be/rest'),
    /** How long a question to ARES may take before the lookup answers 503. */
    ARES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** The hourly payment-reminders job of this instance; `off` leaves it to other instances or to POST /v1/reminders/run. */
    REMINDER_SCHEDULE: z.enum(['on', 'off']).default('on'),
    /**
     * The Peppol service provider's HTTP JSON API (docs/e-invoicing.md) that delivers e-invoices; unset: e-invoices
     * are built and downloadable, delivery is not configured.
     */
    PEPPOL_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The bearer token of that API. */
    PEPPOL_PROVIDER_TOKEN: z.string().min(1).optional(),
    /** How long one call to the provider may take before it counts as failed (and is retried later). */
    PEPPOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** The e-invoice outbox job of this instance (every minute while delivery is configured); `off` leaves it to others. */
    E_INVOICE_SCHEDULE: z.enum(['on', 'off']).default('on'),
    /** An OSRM server (e.g. http://localhost:5000) for road distances in the route order; unset: great-circle. */
    OSRM_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .transform((env) => ({ ...env, HOST: env.HOST ?? (env.SEED === 'demo' ? '127.0.0.1' : '0.0.0.0') }));
export type Env = z.infer<typeof envSchema>;

/** Validated once at start; a wrong value stops the server with a clear message. */
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  return result.data;
};

/** Where the embedded database's backups go. */
export const backupDir = (env: Pick<Env, 'BACKUP_DIR' | 'DATA_DIR'>) => env.BACKUP_DIR ?? `${env.DATA_DIR}/backups`;
