import { useDeferredValue } from 'react';
import { createStore, useStore } from './create-store';

/**
 * A module the page can render without at first: loading starts with `preload` (or the first
 * component that asks), and `useDeferredModule` gives it once it is there, `undefined` before.
 * Unlike React.lazy, a module loaded before the first render is used at once, with no fallback
 * in between (decision 039). A failed load is retried on the next `preload`.
 * A module that arrives later is rendered in the background (a deferred value: React time-slices that
 * render), so mounting what it brings — menus, pickers — never holds the page in one long task.
 */
export const deferredModule = <Module>(load: () => Promise<Module>) => {
  const store = createStore<{ module: Module | undefined }>({ module: undefined });
  let loading: Promise<Module> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        store.setState({ module });
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const useDeferredModule = () => {
    const module = useStore(store, (state) => state.module);
    if (!module) preload().catch(() => undefined);
    return useDeferredValue(module);
  };
  /** The module if it has loaded, `undefined` before; unlike useDeferredModule it does not start the load. */
  const useLoadedModule = () => useDeferredValue(useStore(store, (state) => state.module));
  return { preload, useDeferredModule, useLoadedModule };
};
