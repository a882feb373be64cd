import type { TaxRates } from '@bo/contract/cart/cart';
import type { UserListItem } from '@bo/contract/users/schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import type { ApplicationContext } from '@/features/applications/components/application-detail';
import { ApplicationsTab } from '@/features/applications/components/applications-tab';
import { useConfiguration } from '@/features/configuration/api/get-configuration';
import { useCustomer } from '@/features/customers/api/get-customer';
import { getUsers } from '@/features/customers/api/get-operators';
import { useCustomerIdParam } from '@/features/customers/components/area/use-customer-id';
import { HistoryPanel } from '@/features/history/components/history-panel';
import { useProducts } from '@/features/products/api/get-products';
import { useTaxes } from '@/features/taxes/api/get-taxes';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useCountry, useRouteInfo } from '@/hooks/use-route-info';
import { useRoutePath } from '@/hooks/use-route-path';

const MAX_ID = 2_147_483_647;

/** `new`, a positive id, undefined when absent, or 'invalid'. */
const parseApplicationId = (value: string | undefined): number | 'new' | undefined | 'invalid' => {
  if (value === undefined) return undefined;
  if (value === 'new') return 'new';
  const id = Number(value);
  return /^\d+$/.test(value) && id > 0 && id <= MAX_ID ? id : 'invalid';
};

type Option = { value: string; label: string };
const optionsOf = (users: readonly UserListItem[], isListed: (user: UserListItem) => boolean): Option[] =>
  users
    .filter((user) => user.isActive && isListed(user))
    .map((user) => ({ value: String(user.id), label: user.fullName }))
    .sort((a, b) => a.label.localeCompare(b.label, 'cs'));

/** rules §6 user selects: driver lists drivers; creator drivers and operators; operator operators; engineer and acceptor all users. */
const usersOf = ({ users }: { users: UserListItem[] }): ApplicationContext['users'] => ({
  operators: optionsOf(users, (user) => user.roles.includes('operator')),
  drivers: optionsOf(users, (user) => user.roles.includes('driver')),
  creators: optionsOf(users, (user) => user.roles.includes('driver') || user.roles.includes('operator')),
  all: optionsOf(users, () => true),
  names: new Map(users.map((user) => [user.id, user.fullName])),
});

/**
 * The applications tab's inputs from other areas (composed here, so features do not import each
 * other): the users of the selects, the inspection flag and default note, the visible catalogue.
 */
const useApplicationContext = (country: string): ApplicationContext | undefined => {
  const configuration = useConfiguration(country);
  // under the users key of the settings screens, so a change of a user there refreshes the selects
  const users = useQuery({ queryKey: ['users', 'country', country] as const, queryFn: getUsers, select: usersOf });
  const products = useProducts(country);
  const taxes = useTaxes(country);
  useErrorFlash(configuration.error);
  useErrorFlash(users.error);
  useErrorFlash(products.error);
  useErrorFlash(taxes.error);

  const catalogue = useMemo(() => {
    if (!products.data || !taxes.data) return undefined;
    const rates: TaxRates = new Map(taxes.data.taxes.map((tax) => [tax.id, tax.tax]));
    return { products: products.data.products.filter((product) => product.display), taxes: rates };
  }, [products.data, taxes.data]);

  return useMemo(() => {
    if (!configuration.data || !users.data) return undefined;
    return {
      users: users.data,
      isInspectionEnabled: configuration.data.configuration.enableInspection,
      defaultInspectionNote: configuration.data.configuration.defaultInspectionNote,
      catalogue,
    };
  }, [configuration.data, users.data, catalogue]);
};

/**
 * Routes customer-applications (/:country?/customers/:customerId/applications) and
 * customer-application-detail (…/applications/:applicationId, `new` for a new application). With no
 * applicationId the tab opens the first application, else a new one (overview §2.6).
 */
export const CustomerApplicationsRoute = () => {
  const country = useCountry();
  const path = useRoutePath();
  const { params } = useRouteInfo();
  const { customerId } = useCustomerIdParam();
  const customer = useCustomer(country, customerId);
  const context = useApplicationContext(country);
  if (customerId === undefined) return null;
  const applicationId = parseApplicationId(params.applicationId);
  if (applicationId === 'invalid') return <Navigate replace to={path('not-found')} />;
  return (
    <ApplicationsTab
      country={country}
      customerId={customerId}
      applicationId={applicationId}
      company={customer.data?.customer.deliveryAddress.company ?? ''}
      context={context}
      history={
        typeof applicationId === 'number' && <HistoryPanel country={country} entity="application" id={applicationId} />
      }
    />
  );
};
