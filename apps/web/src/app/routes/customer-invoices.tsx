import { useCustomerIdParam } from '@/features/customers/components/area/use-customer-id';
import { CustomerInvoices } from '@/features/invoices/components/customer-invoices';
import { useCountry } from '@/hooks/use-route-info';

/** Route customer-invoices (/:country?/customers/:customerId/invoices). */
export const CustomerInvoicesRoute = () => {
  const country = useCountry();
  const { customerId } = useCustomerIdParam();
  return customerId === undefined ? null : <CustomerInvoices country={country} customerId={customerId} />;
};
