import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  SECRET_KEY: z.string().min(32).optional(),
  ENCRYPTION_KEY: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  /** Bearer token of the telephone exchange (POST /v1/calls/exchange); unset: the endpoint answers 404. */
  CALLS_API_TOKEN: z.string().min(16).optional(),
});
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
