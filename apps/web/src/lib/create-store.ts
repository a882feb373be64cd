import { useSyncExternalStore } from 'react';

export type Store<State> = {
  getState: () => State;
  setState: (update: Partial<State> | ((state: State) => Partial<State>)) => void;
  subscribe: (listener: () => void) => () => void;
};

/** A minimal external store: readable outside React (API client, router) and from components via `useStore`. */
export const createStore = <State extends object>(initial: State): Store<State> => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState: (update) => {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export const useStore = <State extends object, Selected>(store: Store<State>, select: (state: State) => Selected) =>
  useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
