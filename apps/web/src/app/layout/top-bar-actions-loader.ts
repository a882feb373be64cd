import { deferredModule } from '@/lib/deferred-module';
import { afterFirstScreen } from '@/lib/when-idle';

/**
 * The top bar's menus, popover and tooltips (top-bar-actions.tsx): fetched when the page is idle after its
 * first screen has rendered (their floating parts would otherwise mount in the middle of it),
 * or at once when a placeholder button is clicked.
 */
export const topBarActions = deferredModule(() => import('./top-bar-actions'));
afterFirstScreen(() => topBarActions.preload().catch(() => undefined));

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
