import { deferredModule } from '@/lib/deferred-module';

/** The top bar's menus, popover and tooltips (top-bar-actions.tsx): fetched as soon as the shell's code runs. */
export const topBarActions = deferredModule(() => import('./top-bar-actions'));
topBarActions.preload().catch(() => undefined);
