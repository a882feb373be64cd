import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { roles } from '@bo/contract/auth/roles';
import { countryCodes } from '@bo/contract/reference/schemas';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { backupDir, loadEnv } from './config/env';
import { BackupError, backupDataDir, restoreBackup } from './db/backup';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { users } from './db/schema/index';
import { seedReference } from './db/seed/reference';
import { createUser } from './services/users/create-user';

const usage = `Usage:
  npm run create-admin -- [--login L] [--name N] [--surname S] [--password P] [--countries cz,sk]
      Creates an administrator; asks for what is not given.
  npm run backup
      Writes a compressed copy of the embedded database to BACKUP_DIR (default DATA_DIR/backups; stop the server first).
  npm run restore -- <file>
      Replaces the embedded database in DATA_DIR with a backup (stop the server first; the replaced
      database is kept beside it as pgdata.before-restore-<time>).`;

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

const pgDumpHint =
  'DATABASE_URL is set: PostgreSQL is backed up and restored with its own tools (pg_dump / pg_restore, see docs/operations.md).';

const backup = async () => {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error(pgDumpHint);
    process.exitCode = 1;
    return;
  }
  const file = await backupDataDir({ dataDir: env.DATA_DIR, backupDir: backupDir(env) });
  console.log(`Backup written to ${file}`);
};

const restore = async (args: string[]) => {
  const env = loadEnv();
  const [file] = args;
  if (env.DATABASE_URL) {
    console.error(pgDumpHint);
    process.exitCode = 1;
    return;
  }
  if (!file) {
    console.error('Name the backup file: npm run restore -- <file>');
    process.exitCode = 1;
    return;
  }
  const restored = await restoreBackup({ dataDir: env.DATA_DIR, file });
  console.log(`Restored ${file} into ${env.DATA_DIR} (${restored.users} users, ${restored.migrations} migrations).`);
  if (restored.kept) console.log(`The replaced database is kept in ${restored.kept}; remove it when no longer needed.`);
};

/** Expected refusals are one clear line, not a stack trace. */
const run = async (action: () => Promise<void>) => {
  try {
    await action();
  } catch (error) {
    if (!(error instanceof DataDirInUseError || error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
};

const [command, ...rest] = process.argv.slice(2);
if (command === 'create-admin') await run(() => createAdmin(rest));
else if (command === 'backup') await run(backup);
else if (command === 'restore') await run(() => restore(rest));
else {
  console.log(usage);
  process.exitCode = command ? 1 : 0;
}
