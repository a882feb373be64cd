import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  dropPostgresTemplate,
  postgresAdminUrl,
} from './helpers/seeded-template';

/**
 * Once per run of an API project: migrate and seed the demo database once, and tell the test files
 * where it is (helpers/database.ts copies it for each file). Built fresh every run, so a changed
 * migration or seed is always in it. docs/decisions/090.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    const adminUrl = postgresAdminUrl();
    const name = `bo_tpl_${randomBytes(6).toString('hex')}`;
    try {
      await buildPostgresTemplate(adminUrl, name);
    } catch (error) {
      await dropPostgresTemplate(adminUrl, name).catch(() => {});
      throw error;
    }
    project.provide('seededTemplate', { kind: 'postgres', database: name });
    return () => dropPostgresTemplate(adminUrl, name);
  }
  const folder = mkdtempSync(join(tmpdir(), 'bo-tpl-'));
  const tarball = join(folder, 'pgdata.tar');
  await buildPgliteTemplate(tarball);
  project.provide('seededTemplate', { kind: 'pglite', tarball });
  return () => rmSync(folder, { recursive: true, force: true });
}
