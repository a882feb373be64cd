import { useSearchParams } from 'react-router';
import { parseCustomerId } from '@/features/customers/components/area/use-customer-id';
import { HistoryPanel } from '@/features/history/components/history-panel';
import { InvoiceDetail } from '@/features/invoices/components/detail/invoice-detail';
import { useCountry, useRouteInfo } from '@/hooks/use-route-info';
import { NotFoundRoute } from './not-found';

const idOf = (value: string | null) => {
  const parsed = parseCustomerId(value ?? undefined);
  return parsed.kind === 'existing' ? parsed.customerId : null;
};

/**
 * Route invoice-detail (/:country?/invoices/:invoiceId, optional query applicationId): invoiceId is an
 * id or `new`; a new invoice of an application also takes its customerId (decision 110).
 */
export const InvoiceDetailRoute = () => {
  const country = useCountry();
  const { params } = useRouteInfo();
  const [query] = useSearchParams();
  const parsed = parseCustomerId(params.invoiceId);
  if (parsed.kind === 'invalid') return <NotFoundRoute />;
  return (
    <InvoiceDetail
      key={`${country}-${params.invoiceId}`}
      country={country}
      invoiceId={parsed.customerId}
      prefill={{ customerId: idOf(query.get('customerId')), applicationId: idOf(query.get('applicationId')) }}
      history={
        parsed.customerId !== undefined && <HistoryPanel country={country} entity="invoice" id={parsed.customerId} />
      }
    />
  );
};
