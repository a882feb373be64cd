import { formatDate, formatDateTime } from '@bo/contract/dates/format';
import type { CustomerOffer } from '@bo/contract/offers/schemas';
import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconEye, IconEyeOff, IconMail, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RecordMenu } from '@/components/ui/record-menu';
import { useRoutePath } from '@/hooks/use-route-path';

/** A v2 indicator: an icon with its state in words (tooltip and screen-reader text), never colour only. */
const Indicator = ({
  isOn,
  onIcon,
  offIcon,
  label,
}: {
  isOn: boolean;
  onIcon: React.ReactNode;
  offIcon: React.ReactNode;
  label: string;
}) => (
  <Tooltip label={label} withArrow>
    <Group gap={4} wrap="nowrap" c={isOn ? 'teal.9' : 'gray.7'} aria-label={label} role="img">
      {isOn ? onIcon : offIcon}
    </Group>
  </Tooltip>
);

/** Set in the history state by the first save of a new offer: its menu entry takes the focus. */
export type OfferCreatedState = { isOfferCreated: true };

const createdFlag: keyof OfferCreatedState = 'isOfferCreated';

/**
 * An offer's entry under its date: its parts or version 2, and for version 2 how far its HTML offer got — not sent,
 * sent, viewed, accepted by the customer (decision 192) — each with its date.
 */
const OfferDescription = ({ offer }: { offer: CustomerOffer }) => {
  const { t } = useTranslation();
  const parts = [offer.application && t('offer.part_application'), offer.lapol && t('offer.part_lapol')].filter(
    Boolean,
  );
  const sent = offer.htmlOfferDateCreated
    ? t('offer.html_sent_at', { date: formatDateTime(offer.htmlOfferDateCreated) })
    : t('offer.html_not_sent');
  const viewed = offer.htmlOfferLastView
    ? t('offer.html_viewed_at', { date: formatDateTime(offer.htmlOfferLastView) })
    : t('offer.html_not_viewed');
  const accepted = offer.htmlOfferAcceptedAt
    ? t('offer.html_accepted_at', {
        date: formatDateTime(offer.htmlOfferAcceptedAt),
        name: offer.htmlOfferAcceptedBy ?? '',
      })
    : t('offer.html_not_accepted');
  return (
    <Stack gap={2} component="span">
      <Text span size="xs" c="gray.8">
        {offer.version === 2 ? t('offer.version_2') : parts.join(', ') || t('offer.no_parts')}
      </Text>
      {offer.version === 2 && (
        <Group gap="xs" component="span">
          <Indicator
            isOn={offer.htmlOfferDateCreated !== null}
            onIcon={<IconMail size={16} aria-hidden />}
            offIcon={<IconMailOff size={16} aria-hidden />}
            label={sent}
          />
          <Indicator
            isOn={offer.htmlOfferLastView !== null}
            onIcon={<IconEye size={16} aria-hidden />}
            offIcon={<IconEyeOff size={16} aria-hidden />}
            label={viewed}
          />
          <Indicator
            isOn={offer.htmlOfferAcceptedAt !== null}
            onIcon={<IconCircleCheck size={16} aria-hidden />}
            offIcon={<IconCircleDashed size={16} aria-hidden />}
            label={accepted}
          />
        </Group>
      )}
    </Stack>
  );
};

/** overview §2.6 Offers tab: the left menu (date created, parts, v2 sent/viewed/accepted) and the add button. */
export const OfferMenu = ({
  offers,
  activeId,
  customerId,
}: {
  offers: readonly CustomerOffer[];
  activeId: number | 'new';
  customerId: number;
}) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <RecordMenu
      label={t('offer.menu')}
      addLabel={t('offer.add')}
      records={offers}
      activeId={activeId}
      pathOf={(offerId) => path('customer-offer-detail', { customerId, offerId })}
      createdFlag={createdFlag}
      labelOf={(offer) => formatDate(offer.created)}
      descriptionOf={(offer) => <OfferDescription offer={offer} />}
    />
  );
};
