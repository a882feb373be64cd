import { Navigate } from 'react-router';
import { useCustomerIdParam } from '@/features/customers/components/area/use-customer-id';
import { OffersTab } from '@/features/offers/components/offers-tab';
import { useCountry, useRouteInfo } from '@/hooks/use-route-info';
import { useRoutePath } from '@/hooks/use-route-path';
import { useOfferContext } from './use-offer-context';

const MAX_ID = 2_147_483_647;

/** `new`, a positive id, or undefined for anything else. */
const parseOfferId = (value: string | undefined): number | 'new' | undefined => {
  if (value === 'new') return 'new';
  const id = Number(value);
  return value && /^\d+$/.test(value) && id > 0 && id <= MAX_ID ? id : undefined;
};

/**
 * Routes customer-offers (/:country?/customers/:customerId/offers) and customer-offer-detail
 * (…/offers/:offerId, `new` for a new offer). With no offerId the tab goes to `new` (overview §2.6).
 */
export const CustomerOffersRoute = () => {
  const country = useCountry();
  const path = useRoutePath();
  const { params } = useRouteInfo();
  const { customerId } = useCustomerIdParam();
  const context = useOfferContext(country);
  if (customerId === undefined) return null;
  const offerId = parseOfferId(params.offerId);
  if (params.offerId === undefined) {
    return <Navigate replace to={path('customer-offer-detail', { customerId, offerId: 'new' })} />;
  }
  if (offerId === undefined) return <Navigate replace to={path('not-found')} />;
  return <OffersTab country={country} customerId={customerId} offerId={offerId} context={context} />;
};
