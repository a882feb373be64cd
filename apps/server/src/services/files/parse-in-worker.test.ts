import { describe, expect, it } from 'vitest';
import { cellsOf, rowCountOf } from '../customers/import/read-sheet';
import { parseInWorker } from './parse-in-worker';
import { uploadLimits } from './upload-limits';

const csv = (rows: number) => Buffer.from(`Firma;PSČ\r\n${'Žluťoučký kůň;11000\r\n'.repeat(rows)}`);
const limitsOf = (maxRows: number) => ({ ...uploadLimits.customerImport, maxRows });
const budget = { memoryMb: 256, timeoutMs: 60_000 };
const spent = {
  statusCode: 413,
  messageKey: 'error.file_too_complex',
  detail: { fields: { content: 'too_complex' } },
};

describe('parseInWorker (decision 184)', () => {
  it('parses in a worker while this thread keeps turning', async () => {
    let turns = 0;
    const timer = setInterval(() => {
      turns += 1;
    }, 5);
    const sheet = await parseInWorker(
      'customerSheet',
      { kind: 'csv', bytes: csv(200_000), limits: limitsOf(300_000) },
      { budget, field: 'content' },
    );
    clearInterval(timer);
    expect(sheet.columns).toEqual(['Firma', 'PSČ']);
    expect(rowCountOf(sheet)).toBe(200_000);
    expect(cellsOf(sheet, 199_999)).toEqual(['Žluťoučký kůň', '11000']);
    expect(turns).toBeGreaterThan(5);
  });

  it('brings an AppError of the parse back as it was thrown', async () => {
    const parse = parseInWorker(
      'customerSheet',
      { kind: 'csv', bytes: csv(11), limits: limitsOf(10) },
      { budget, field: 'content' },
    );
    await expect(parse).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'error.too_many_rows',
      flashData: { limit: 10 },
    });
  });

  it('terminates a parse past its time: 413 naming the budget', async () => {
    const parse = parseInWorker(
      'customerSheet',
      { kind: 'csv', bytes: csv(10), limits: limitsOf(100) },
      { budget: { memoryMb: 256, timeoutMs: 1 }, field: 'content' },
    );
    await expect(parse).rejects.toMatchObject({ ...spent, flashData: { seconds: 0, limit: 256 } });
  });

  it('stops a parse past its memory: 413, and this process lives on', async () => {
    const parse = parseInWorker(
      'customerSheet',
      { kind: 'csv', bytes: csv(1_000_000), limits: limitsOf(2_000_000) },
      { budget: { memoryMb: 48, timeoutMs: 60_000 }, field: 'content' },
    );
    await expect(parse).rejects.toMatchObject({ ...spent, flashData: { seconds: 60, limit: 48 } });
  });
});
