// from react-router/dom: the DOM's RouterProvider, whose navigations can ask for flushSync (useOpenCreated)
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { router } from './router';

/**
 * The router's first route is settled (its modules loaded, its redirects done). RouterProvider takes the
 * router's state as it renders and subscribes only as it commits: mounted in a time-sliced render before
 * that, an update landing between the two would be lost and the page would stay on the loader.
 */
const whenRouterReady = () =>
  new Promise<void>((resolve) => {
    const isSettled = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (isSettled()) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe(() => {
      if (!isSettled()) return;
      unsubscribe();
      resolve();
    });
  });

export const App = () => (
  <AppProvider whenReady={whenRouterReady}>
    <RouterProvider router={router} />
  </AppProvider>
);
