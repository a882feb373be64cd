import { accessFor, decideAccess } from '@bo/contract/auth/permissions';
import { Stack } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { useCustomer } from '@/features/customers/api/get-customer';
import { CustomerHeader } from '@/features/customers/components/area/customer-header';
import { CustomerTabs } from '@/features/customers/components/area/customer-tabs';
import { useCustomerIdParam } from '@/features/customers/components/area/use-customer-id';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useCountry, useRouteInfo } from '@/hooks/use-route-info';
import { useRoutePath } from '@/hooks/use-route-path';
import { isApiError } from '@/lib/api-error';
import { useUser } from '@/lib/auth-store';

/**
 * Route customer (/:country?/customers/:customerId) as the frame of its tabs (overview §2.6): the
 * customer's header, the tabs the user's roles may open, the tab. A customer that does not exist
 * (404, or an id that is neither a number nor `new`) goes to the not-found route, and so does `new`
 * for a user who may not create one.
 */
export const CustomerAreaRoute = () => {
  const country = useCountry();
  const path = useRoutePath();
  const param = useCustomerIdParam();
  const { name } = useRouteInfo();
  const customer = useCustomer(country, param.customerId);
  // A user who may not create customers (a driver) has no new-customer form to open either.
  const canCreate = decideAccess(accessFor('POST', '/v1/customers'), useUser()) === 'allow';
  const isNotFound =
    param.kind === 'invalid' ||
    (param.kind === 'new' && !canCreate) ||
    (isApiError(customer.error) && customer.error.status === 404);
  useLoadingFlash(customer.isLoading, 'message.loading_customer_detail');
  useErrorFlash(isNotFound ? null : customer.error);

  if (isNotFound) return <Navigate replace to={path('not-found')} />;
  // A customer not saved yet has its detail only.
  if (param.kind === 'new' && name !== 'customer-detail') {
    return <Navigate replace to={path('customer-detail', { customerId: 'new' })} />;
  }
  if (param.kind === 'existing' && !customer.data) return null;

  return (
    <Stack gap="md">
      <CustomerHeader customer={customer.data?.customer} />
      <CustomerTabs customerId={param.customerId} />
      <Outlet />
    </Stack>
  );
};
