import { useCustomerIdParam } from '@/features/customers/components/area/use-customer-id';
import { CustomerMap } from '@/features/customers/components/map/customer-map';
import { useCountry } from '@/hooks/use-route-info';

/** Route customer-map (/:country?/customers/:customerId/map, query radius and user). */
export const CustomerMapRoute = () => {
  const country = useCountry();
  const { customerId } = useCustomerIdParam();
  return customerId === undefined ? null : <CustomerMap country={country} customerId={customerId} />;
};
