import { AppLayout } from '../layout/app-layout';
import { RequireAuth } from '../require-auth';

/** Every route but login: the logged-in shell around the route's page. */
export const AppShellRoute = () => (
  <RequireAuth>
    <AppLayout />
  </RequireAuth>
);
