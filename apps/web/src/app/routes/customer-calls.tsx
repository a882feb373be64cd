import { useCustomerIdParam } from '@/features/customers/components/area/use-customer-id';
import { CustomerCalls } from '@/features/customers/components/calls/customer-calls';
import { useCountry } from '@/hooks/use-route-info';

/** Route customer-calls (/:country?/customers/:customerId/calls). */
export const CustomerCallsRoute = () => {
  const country = useCountry();
  const { customerId } = useCustomerIdParam();
  return customerId === undefined ? null : <CustomerCalls country={country} customerId={customerId} />;
};
