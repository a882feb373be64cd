import type { OfferSendBody } from '@bo/contract/offers/schemas';
import { Button } from '@mantine/core';
import { IconDownload, IconSend, IconWorldWww } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSaving } from '@/lib/saving-store';
import type { OfferSendKind } from '../api/send-offer';
import { SendOfferDialog, type SendOutcome } from './send-offer-dialog';

type SendOfferButtonProps = {
  kind: OfferSendKind;
  /** the e-mail fields on the screen: the dialog starts with them */
  email: string;
  emailCopy: string;
  hasUnsaved: boolean;
  /** saves what is unsaved, then sends (decision 193) */
  send: (body: OfferSendBody) => Promise<SendOutcome>;
};

/** Send offer / send html offer: a button opening the dialog with the offer's email and emailCopy. */
export const SendOfferButton = ({ kind, email, emailCopy, hasUnsaved, send }: SendOfferButtonProps) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const label = kind === 'html' ? t('offer.send_html') : t('offer.send_offer');
  return (
    <>
      <Button
        variant="light"
        leftSection={kind === 'html' ? <IconWorldWww size={16} aria-hidden /> : <IconSend size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        {label}
      </Button>
      {isOpen && (
        <SendOfferDialog
          title={label}
          initial={{ email, emailCopy }}
          send={send}
          hasUnsaved={hasUnsaved}
          onClose={() => setIsOpen(false)}
          successMessage={kind === 'html' ? 'message.html_offer_sent' : 'message.offer_sent'}
        />
      )}
    </>
  );
};

/** Download PDF of the offer as it is on the screen (unsaved changes are saved first, decision 193). */
export const DownloadOfferButton = ({ onDownload }: { onDownload: () => Promise<unknown> }) => {
  const { t } = useTranslation();
  const isSaving = useIsSaving();
  return (
    <Button
      variant="light"
      loading={isSaving}
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => void onDownload()}
    >
      {t('offer.download_pdf')}
    </Button>
  );
};
