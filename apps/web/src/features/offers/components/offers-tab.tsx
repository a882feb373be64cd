import { Grid } from '@mantine/core';
import { Navigate } from 'react-router';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useRoutePath } from '@/hooks/use-route-path';
import { isApiError } from '@/lib/api-error';
import { useOffer } from '../api/get-offer';
import { useOffers } from '../api/get-offers';
import { type OfferContext, OfferDetail } from './offer-detail';
import { OfferMenu } from './offer-menu';

type OffersTabProps = {
  country: string;
  customerId: number;
  offerId: number | 'new';
  context: OfferContext | undefined;
};

/** overview §2.6 Offers tab: the menu of the customer's offers beside the open offer. */
export const OffersTab = ({ country, customerId, offerId, context }: OffersTabProps) => {
  const path = useRoutePath();
  const offers = useOffers(country, customerId);
  const offer = useOffer(country, customerId, offerId);
  // a saved v1 offer's missing part starts from the same defaults as a new offer's
  const template = useOffer(country, customerId, 'new');
  const isNotFound = isApiError(offer.error) && offer.error.status === 404;
  useLoadingFlash(offers.isPending, 'message.loading_offers');
  useErrorFlash(offers.error);
  useErrorFlash(isNotFound ? null : offer.error);
  useErrorFlash(template.error);
  useInfoFlash(offers.data?.customerOffers.length === 0, 'message.no_offer_exists');

  if (isNotFound) return <Navigate replace to={path('not-found')} />;
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <OfferMenu offers={offers.data?.customerOffers ?? []} activeId={offerId} customerId={customerId} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        {context && offer.data && template.data && (
          <OfferDetail
            key={offerId}
            country={country}
            customerId={customerId}
            offer={offerId === 'new' ? undefined : offer.data.customerOffer}
            template={template.data.customerOffer}
            context={context}
          />
        )}
      </Grid.Col>
    </Grid>
  );
};
