import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMemoryWarning, readPostgresMemory } from '../src/db/postgres-memory';
import { startTestApp, type TestApp } from './helpers/test-app';

// Decision 216: the database's own figures for the start's warning (the rule itself: src/db/postgres-memory.test.ts).

const MB = 1024 * 1024;

describe('the database’s own figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reads the page memory and the size; a test database is small enough for it', async () => {
    const memory = await readPostgresMemory(t.db);
    expect(memory.sharedBuffers).toBeGreaterThanOrEqual(MB);
    expect(memory.databaseSize).toBeGreaterThan(MB);
    expect(pageMemoryWarning(memory)).toBeNull();
  });
});
