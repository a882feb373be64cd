import { useEffect, useLayoutEffect, useRef } from 'react';
import { createStore, useStore } from '@/lib/create-store';
import { deferredModule } from '@/lib/deferred-module';
import { afterFirstScreen } from '@/lib/when-idle';

/**
 * The top bar's menus, popover and tooltips (top-bar-actions.tsx): fetched when the page is idle after its
 * first screen has rendered (their floating parts would otherwise mount in the middle of it),
 * or at once when a placeholder button is clicked.
 */
export const topBarActions = deferredModule(() => import('./top-bar-actions'));
afterFirstScreen(() => topBarActions.preload().catch(() => undefined));

/**
 * A press on a placeholder holds the swap back until the press has become its click: a button replaced between the
 * press and the release gets no click at all (the press was on one element, the release on another), and the
 * user's click would be lost. Released (pointerup or pointercancel), the swap waits one more task, for the click.
 */
const press = createStore({ isPressed: false });
export const holdSwapWhilePressed = () => {
  if (press.getState().isPressed) return;
  press.setState({ isPressed: true });
  const release = () => {
    window.removeEventListener('pointerup', release, true);
    window.removeEventListener('pointercancel', release, true);
    window.setTimeout(() => press.setState({ isPressed: false }), 0);
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
};

/** The top bar's menus once loaded, `undefined` before and while a placeholder is pressed. */
export const useTopBarActions = () => {
  const actions = topBarActions.useLoadedModule();
  const isPressed = useStore(press, (state) => state.isPressed);
  return isPressed ? undefined : actions;
};

type PopupName = 'notifications' | 'language';
let pendingOpen: PopupName | undefined;

/** A placeholder button clicked before its menu had loaded: the menu opens as soon as it is there. */
export const openWhenLoaded = (name: PopupName) => {
  pendingOpen = name;
  topBarActions.preload().catch(() => undefined);
};

/** Whether the menu `name` was asked for before it loaded (answered once). */
export const takePendingOpen = (name: PopupName) => {
  if (pendingOpen !== name) return false;
  pendingOpen = undefined;
  return true;
};

type ActionName = PopupName | 'logout';
let focusedAtSwap: ActionName | undefined;

/**
 * For a placeholder button: remembers that it had the focus when the real button replaced it. Its layout
 * effect's cleanup runs before React removes its element, while the browser still has the focus on it.
 */
export const usePlaceholderFocus = (name: ActionName) => {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(
    () => () => {
      if (ref.current && ref.current === document.activeElement) focusedAtSwap = name;
    },
    [name],
  );
  return ref;
};

/**
 * Once the real buttons are on the page (`actions` loaded), the one whose placeholder had the focus takes it:
 * the menus load when the user starts to use the page, often while tabbing through the top bar, and the
 * keyboard user's place must not fall to the page's body.
 */
export const useFocusAfterSwap = (actions: unknown) => {
  useEffect(() => {
    if (!actions || !focusedAtSwap) return;
    const name = focusedAtSwap;
    focusedAtSwap = undefined;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.querySelector<HTMLElement>(`[data-top-bar-action="${name}"]`)?.focus();
  }, [actions]);
};
