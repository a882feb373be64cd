import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;

/** The few parts of a browser window when-idle uses (the unit tests run without a DOM). */
const fakeWindow = () => {
  const listeners = new Map<string, Set<Listener>>();
  return {
    setTimeout: (task: Listener, ms: number) => setTimeout(task, ms),
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
    addEventListener: (type: string, listener: Listener) => {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
    },
    removeEventListener: (type: string, listener: Listener) => listeners.get(type)?.delete(listener),
    dispatch: (type: string) => {
      for (const listener of [...(listeners.get(type) ?? [])]) listener();
    },
    count: (type: string) => listeners.get(type)?.size ?? 0,
  };
};

let win: ReturnType<typeof fakeWindow>;
const load = () => import('./when-idle');

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  win = fakeWindow();
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', { readyState: 'loading' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstScreen', () => {
  it('waits for the first screen and then for the first interaction', async () => {
    const { afterFirstScreen, markScreenReady } = await load();
    const task = vi.fn();
    afterFirstScreen(task);
    win.dispatch('keydown'); // before the first screen: nothing listens yet
    markScreenReady();
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).not.toHaveBeenCalled();

    win.dispatch('pointerdown');
    await vi.advanceTimersByTimeAsync(250);
    expect(task).toHaveBeenCalledTimes(1);
    expect(win.count('pointerdown')).toBe(0);
    expect(win.count('keydown')).toBe(0);
  });

  it('runs what waited after the quiet time when nobody touches the page', async () => {
    const { afterFirstScreen, markScreenReady, QUIET_MS } = await load();
    const task = vi.fn();
    afterFirstScreen(task);
    markScreenReady();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('takes the page as ready some time after its load event, and a task asked for later runs when idle', async () => {
    const { afterFirstScreen, QUIET_MS } = await load();
    const first = vi.fn();
    afterFirstScreen(first);
    win.dispatch('load');
    await vi.advanceTimersByTimeAsync(1500);
    win.dispatch('focusin');
    await vi.advanceTimersByTimeAsync(250);
    expect(first).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    afterFirstScreen(later);
    await vi.advanceTimersByTimeAsync(250);
    expect(later).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(first).toHaveBeenCalledTimes(1);
  });
});
