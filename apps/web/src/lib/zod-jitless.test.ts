import { describe, expect, test } from 'vitest';

describe('zod-jitless', () => {
  test('zod, loaded after it, reads the setting: no just-in-time parsers, no eval probe', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    const evaluated: string[] = [];
    const RealFunction = globalThis.Function;
    globalThis.Function = new Proxy(RealFunction, {
      construct: (target, args) => {
        evaluated.push(String(args.at(-1)));
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ name: z.string(), count: z.number() }).parse({ name: 'Kontejner', count: 2 })).toEqual({
        name: 'Kontejner',
        count: 2,
      });
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(evaluated).toEqual([]);
  });
});
