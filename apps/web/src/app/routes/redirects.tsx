import { isAdministrator } from '@bo/contract/auth/roles';
import { Navigate } from 'react-router';
import { useRouteInfo } from '@/hooks/use-route-info';
import { useRoutePath } from '@/hooks/use-route-path';
import { useUser } from '@/lib/auth-store';

/** `/` and `/{country}` go to the calendar. */
export const CountryIndexRedirect = () => {
  const path = useRoutePath();
  return <Navigate replace to={path('home')} />;
};

/** customers/{customerId} goes to the detail tab. */
export const CustomerIndexRedirect = () => {
  const { params } = useRouteInfo();
  const path = useRoutePath();
  return <Navigate replace to={path('customer-detail', { customerId: params.customerId })} />;
};

/** reports go to the invoicing report; an accountant's only report is the accountant one. */
export const ReportIndexRedirect = () => {
  const user = useUser();
  const path = useRoutePath();
  return <Navigate replace to={path(isAdministrator(user.roles) ? 'invoicing-list-report' : 'accountant-report')} />;
};

/** settings go to users. */
export const SettingIndexRedirect = () => {
  const path = useRoutePath();
  return <Navigate replace to={path('user-setting-list')} />;
};
