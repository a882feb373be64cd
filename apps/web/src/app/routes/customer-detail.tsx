import { useConfiguration } from '@/features/configuration/api/get-configuration';
import { useCustomerIdParam } from '@/features/customers/components/area/use-customer-id';
import { CustomerDetail } from '@/features/customers/components/detail/customer-detail';
import { HistoryPanel } from '@/features/history/components/history-panel';
import { useCountry } from '@/hooks/use-route-info';

/** Route customer-detail (/:country?/customers/:customerId/detail); customerId may be `new`. */
export const CustomerDetailRoute = () => {
  const country = useCountry();
  const { customerId } = useCustomerIdParam();
  const configuration = useConfiguration(country);
  return (
    <CustomerDetail
      country={country}
      customerId={customerId}
      isVoipEnabled={configuration.data?.configuration.enableVoip === true}
      history={customerId !== undefined && <HistoryPanel country={country} entity="customer" id={customerId} />}
    />
  );
};
