import { Stack } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useBillingInfo } from '../../api/get-billing-info';
import { useContacts } from '../../api/get-contacts';
import { useCustomer } from '../../api/get-customer';
import { useDistricts } from '../../api/get-districts';
import { useGps } from '../../api/get-gps';
import { useOperators } from '../../api/get-operators';
import { ContactsBlock } from './contacts-block';
import { CustomerForm } from './customer-form';
import { GpsBlock } from './gps-block';

type CustomerDetailProps = {
  country: string;
  /** undefined: a new customer (no contacts or GPS until it is saved). */
  customerId: number | undefined;
  isVoipEnabled: boolean;
  /** Below the form: the saved customer's history panel, composed by the route. */
  history?: ReactNode;
};

const SavedCustomerBlocks = ({ country, customerId, isVoipEnabled }: CustomerDetailProps & { customerId: number }) => {
  const contacts = useContacts(country, customerId);
  const gps = useGps(country, customerId);
  useLoadingFlash(contacts.isPending, 'message.loading_contacts');
  useLoadingFlash(gps.isPending, 'message.loading_gps');
  useErrorFlash(contacts.error);
  useErrorFlash(gps.error);
  return (
    <>
      {contacts.data && (
        <ContactsBlock
          key={customerId}
          country={country}
          customerId={customerId}
          contacts={contacts.data.contacts}
          isVoipEnabled={isVoipEnabled}
        />
      )}
      {gps.data && <GpsBlock key={customerId} country={country} customerId={customerId} gps={gps.data.gps} />}
    </>
  );
};

/** overview §2.6 Detail tab: contacts and GPS (saved customers), then the customer's form. */
export const CustomerDetail = ({ country, customerId, isVoipEnabled, history }: CustomerDetailProps) => {
  const customer = useCustomer(country, customerId);
  const operators = useOperators(country);
  const districts = useDistricts(country);
  const billingInfo = useBillingInfo(country);
  useErrorFlash(operators.error);
  useErrorFlash(districts.error);
  useErrorFlash(billingInfo.error);
  const operatorOptions = useMemo(
    () => (operators.data ?? []).map((operator) => ({ value: String(operator.id), label: operator.fullName })),
    [operators.data],
  );
  const districtOptions = useMemo(
    () => (districts.data?.districts ?? []).map((district) => ({ value: String(district.id), label: district.name })),
    [districts.data],
  );
  const billingInfoOptions = useMemo(
    () => (billingInfo.data?.billingInfoList ?? []).map((item) => ({ value: String(item.id), label: item.name })),
    [billingInfo.data],
  );
  if (customerId !== undefined && !customer.data) return null;

  return (
    <Stack gap="md">
      {customerId !== undefined && (
        <SavedCustomerBlocks country={country} customerId={customerId} isVoipEnabled={isVoipEnabled} />
      )}
      <CustomerForm
        key={customerId ?? 'new'}
        country={country}
        customer={customer.data?.customer}
        operators={operatorOptions}
        districts={districtOptions}
        billingInfo={billingInfoOptions}
      />
      {history}
    </Stack>
  );
};
