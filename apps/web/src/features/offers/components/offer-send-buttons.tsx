import type { OfferDetail } from '@bo/contract/offers/schemas';
import { Button } from '@mantine/core';
import { IconDownload, IconSend, IconWorldWww } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';
import { downloadOffer } from '../api/download-offer';
import { type OfferSendKind, useSendOffer } from '../api/send-offer';
import { SendOfferDialog } from './send-offer-dialog';

type Target = { country: string; customerId: number; offerId: number };

/** Send offer / send html offer: a button opening the dialog with the offer's email and emailCopy. */
export const SendOfferButton = ({
  target,
  kind,
  email,
  emailCopy,
  isDisabled = false,
}: {
  target: Target;
  kind: OfferSendKind;
  email: string;
  emailCopy: string;
  isDisabled?: boolean;
}) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const send = useSendOffer(target.country, target.customerId);
  const label = kind === 'html' ? t('offer.send_html') : t('offer.send_offer');
  return (
    <>
      <Button
        variant="light"
        disabled={isDisabled}
        leftSection={kind === 'html' ? <IconWorldWww size={16} aria-hidden /> : <IconSend size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        {label}
      </Button>
      {isOpen && (
        <SendOfferDialog
          title={label}
          initial={{ email, emailCopy }}
          send={(body) => send.mutateAsync({ customerId: target.customerId, offerId: target.offerId, kind, ...body })}
          onClose={() => setIsOpen(false)}
          successMessage={kind === 'html' ? 'message.html_offer_sent' : 'message.offer_sent'}
        />
      )}
    </>
  );
};

/** Download PDF: the server's PDF saved as a file (one part of a version 1 offer, or the version 2 offer). */
export const DownloadOfferButton = ({ target, detail }: { target: Target; detail: OfferDetail | null }) => {
  const { t } = useTranslation();
  return (
    <DownloadButton
      download={() => downloadOffer({ customerId: target.customerId, offerId: target.offerId, detail })}
      fileName={`offer-${target.offerId}${detail ? `-${detail}` : ''}.pdf`}
      icon={<IconDownload size={16} aria-hidden />}
    >
      {t('offer.download_pdf')}
    </DownloadButton>
  );
};
