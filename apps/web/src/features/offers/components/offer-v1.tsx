import type { CustomerOffer, OfferDetail, OfferSendBody } from '@bo/contract/offers/schemas';
import { SimpleGrid } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { saveBlob } from '@/lib/save-blob';
import { runSave } from '@/lib/saving-store';
import { downloadOffer } from '../api/download-offer';
import { useSendOffer } from '../api/send-offer';
import type { OfferDefaults, OfferFormOutput, OfferFormValues } from './offer-form-values';
import { OfferNextCall } from './offer-next-call';
import { OfferV1Part } from './offer-v1-part';
import type { SendOutcome } from './send-offer-dialog';
import { useOfferSave } from './use-offer-save';

type OfferV1Props = {
  country: string;
  customerId: number;
  offer: CustomerOffer | undefined;
  template: OfferDefaults;
  form: UseFormReturn<OfferFormValues, unknown, OfferFormOutput>;
  forgetChanges: () => void;
  userFiles: Record<OfferDetail, readonly string[]>;
};

/**
 * overview §2.6 version 1: the application and lapol panels, each saved with its own button, and the next call. A
 * part's send and download save unsaved changes of the offer first (decision 193), so they use what is on the screen.
 */
export const OfferV1 = ({ country, customerId, offer, template, form, forgetChanges, userFiles }: OfferV1Props) => {
  const offerSave = useOfferSave({ country, customerId, offer, version: 1, defaults: template, form, forgetChanges });
  const send = useSendOffer(country, customerId);
  const hasUnsaved = form.formState.isDirty;

  /** Saves the offer with the part when anything is unsaved; false when that save did not happen. */
  const saveFirst = async (detail: OfferDetail) => !hasUnsaved || (await offerSave.persist(detail)) !== undefined;

  const sendPart =
    (detail: OfferDetail) =>
    async (body: OfferSendBody): Promise<SendOutcome> => {
      if (!offer || !(await saveFirst(detail))) return { isSent: false };
      await send.mutateAsync({ customerId, offerId: offer.id, kind: detail, ...body });
      return {
        isSent: true,
        afterwards: async () => {
          if (hasUnsaved) addFlash({ message: 'message.offer_saved', severity: 'success' });
        },
      };
    };

  const downloadPart = (detail: OfferDetail) =>
    runSave(async () => {
      if (!offer || !(await saveFirst(detail))) return;
      try {
        saveBlob(await downloadOffer({ customerId, offerId: offer.id, detail }), `offer-${offer.id}-${detail}.pdf`);
      } catch (error) {
        showErrorFlash(error);
      }
    });

  return (
    <>
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
        {(['application', 'lapol'] as const).map((detail) => (
          <OfferV1Part
            key={detail}
            form={form}
            detail={detail}
            offer={offer}
            country={country}
            customerId={customerId}
            userFiles={userFiles[detail]}
            hasUnsaved={hasUnsaved}
            onSave={() => void offerSave.save(detail)}
            onSend={sendPart(detail)}
            onDownload={() => downloadPart(detail)}
          />
        ))}
      </SimpleGrid>
      <OfferNextCall form={form} onSave={() => void offerSave.save('offer')} />
    </>
  );
};
