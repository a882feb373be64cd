import { useCustomerIdParam } from '@/features/customers/components/area/use-customer-id';
import { CustomerNotes } from '@/features/customers/components/notes/customer-notes';
import { useCountry } from '@/hooks/use-route-info';

/** Route customer-notes (/:country?/customers/:customerId/notes). */
export const CustomerNotesRoute = () => {
  const country = useCountry();
  const { customerId } = useCustomerIdParam();
  return customerId === undefined ? null : <CustomerNotes country={country} customerId={customerId} />;
};
