import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { roles } from '@bo/contract/auth/roles';
import { countryCodes } from '@bo/contract/reference/schemas';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { users } from './db/schema/index';
import { seedReference } from './db/seed/reference';
import { createUser } from './services/users/create-user';

const usage = `Usage:
  npm run create-admin -- [--login L] [--name N] [--surname S] [--password P] [--countries cz,sk]
      Creates an administrator; asks for what is not given.
  npm run backup
      Writes a compressed copy of the embedded database to DATA_DIR/backups (stop the server first).`;

const adminSchema = z.object({
  login: z.string().trim().min(3).max(100),
  name: z.string().trim().min(1).max(100),
  surname: z.string().trim().min(1).max(100),
  password: z.string().min(8).max(128),
  countries: z.array(z.enum(countryCodes)).min(1),
});

const ask = async (question: string) => {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim();
  } finally {
    prompt.close();
  }
};

const createAdmin = async (args: string[]) => {
  const { values } = parseArgs({
    args,
    options: {
      login: { type: 'string' },
      name: { type: 'string' },
      surname: { type: 'string' },
      password: { type: 'string' },
      countries: { type: 'string' },
    },
  });
  const input = adminSchema.safeParse({
    login: values.login ?? (await ask('Login: ')),
    name: values.name ?? (await ask('Jméno (name): ')),
    surname: values.surname ?? (await ask('Příjmení (surname): ')),
    password: values.password ?? (await ask('Heslo (password, 8–128 characters): ')),
    countries: (values.countries ?? 'cz').split(',').map((code) => code.trim()),
  });
  if (!input.success) {
    for (const issue of input.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
    process.exitCode = 1;
    return;
  }
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await seedReference(database.db);
    const [taken] = await database.db.select().from(users).where(eq(users.login, input.data.login));
    if (taken) {
      console.error(`A user with the login "${input.data.login}" already exists.`);
      process.exitCode = 1;
      return;
    }
    const id = await createUser(database.db, {
      ...input.data,
      roles: [roles[0]],
      countryCodes: input.data.countries,
    });
    console.log(`Administrator "${input.data.login}" created (id ${id}).`);
  } finally {
    await database.close();
  }
};

const backup = async () => {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (e.g. pg_dump -Fc "$DATABASE_URL" > backup.dump).',
    );
    process.exitCode = 1;
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = resolve(env.DATA_DIR);
  const database = await openDatabase({ dataDir });
  await database.close();
  const client = new PGlite(join(dataDir, 'pgdata'));
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const folder = join(dataDir, 'backups');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  console.log(`Backup written to ${file}`);
};

const [command, ...rest] = process.argv.slice(2);
if (command === 'create-admin') await createAdmin(rest);
else if (command === 'backup') await backup();
else {
  console.log(usage);
  process.exitCode = command ? 1 : 0;
}
