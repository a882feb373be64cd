import { describe, expect, it } from 'vitest';
import { isPageMemoryShort, pageMemoryWarning } from './postgres-memory';

// Decision 216: the start warns when PostgreSQL keeps under a quarter of the database in its page memory.

const MB = 1024 * 1024;

describe('the page memory rule', () => {
  it('is short under a quarter of the database, and not at a quarter or more', () => {
    expect(isPageMemoryShort({ sharedBuffers: 128 * MB, databaseSize: 4818 * MB })).toBe(true);
    expect(isPageMemoryShort({ sharedBuffers: 128 * MB, databaseSize: 512 * MB })).toBe(false);
    expect(isPageMemoryShort({ sharedBuffers: 128 * MB, databaseSize: 512 * MB + 1 })).toBe(true);
    expect(isPageMemoryShort({ sharedBuffers: 4096 * MB, databaseSize: 4818 * MB })).toBe(false);
  });

  it('names both sizes and the setting in its warning; none when the memory is enough', () => {
    const warning = pageMemoryWarning({ sharedBuffers: 128 * MB, databaseSize: 4818 * MB });
    expect(warning).toContain('128 MB of pages in memory (shared_buffers)');
    expect(warning).toContain('a database of 4,818 MB');
    expect(warning).toContain('docs/operations.md');
    expect(pageMemoryWarning({ sharedBuffers: 4096 * MB, databaseSize: 4818 * MB })).toBeNull();
  });
});
