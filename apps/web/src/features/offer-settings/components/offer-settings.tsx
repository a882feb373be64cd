import { offerPriceTypes, type Tax } from '@bo/contract/settings/schemas';
import { Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useOfferSettings } from '../api/get-offer-settings';
import { OfferPriceRow } from './offer-price-row';
import { OfferRatingRow } from './offer-rating-row';

/** overview §2.10 Offer settings: a price per offer type and the rating steps (0–3 stars from a price). */
export const OfferSettings = ({ country, taxes }: { country: string; taxes: readonly Tax[] }) => {
  const { t } = useTranslation();
  const { data, isPending, error } = useOfferSettings(country);
  useLoadingFlash(isPending, 'message.loading_offer_settings');
  useErrorFlash(error);
  useInfoFlash(data?.offerPrices.length === 0 && data.offerRatings.length === 0, 'message.no_offer_price_or_rating');
  if (!data) return null;

  return (
    <Stack gap="lg" key={country}>
      <FormSection isCard title={t('offer_setting.prices')} hint={t('offer_setting.prices_hint')}>
        <Table aria-label={t('offer_setting.prices')} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">{t('offer_setting.type')}</Table.Th>
              <Table.Th>{t('offer_setting.priceWithoutVat')}</Table.Th>
              <Table.Th>{t('offer_setting.taxId')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offerPriceTypes.map((type) => (
              <OfferPriceRow
                key={type}
                country={country}
                type={type}
                price={data.offerPrices.find((price) => price.type === type)}
                taxes={taxes}
              />
            ))}
          </Table.Tbody>
        </Table>
      </FormSection>
      <FormSection isCard title={t('offer_setting.ratings')} hint={t('offer_setting.ratings_hint')}>
        <Table aria-label={t('offer_setting.ratings')} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">{t('offer_setting.stars')}</Table.Th>
              <Table.Th>{t('offer_setting.priceFrom')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.offerRatings.map((rating) => (
              <OfferRatingRow key={rating.id} country={country} rating={rating} />
            ))}
          </Table.Tbody>
        </Table>
      </FormSection>
    </Stack>
  );
};
