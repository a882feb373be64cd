import type { CustomerOffer } from '@bo/contract/offers/schemas';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconFilePlus } from '@tabler/icons-react';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRoutePath } from '@/hooks/use-route-path';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { useCreateApplicationFromOffer } from '../api/create-application-from-offer';
import { OfferAttachmentsPanel } from './offer-attachments-panel';
import { OfferCartPanel, type OfferCatalogue } from './offer-cart-panel';
import { OfferEmailFields } from './offer-email-fields';
import type { OfferFormOutput, OfferFormValues } from './offer-form-values';
import { DownloadOfferButton, SendOfferButton } from './offer-send-buttons';
import { OfferVideosPanel } from './offer-videos-panel';

type OfferV2Props = {
  country: string;
  customerId: number;
  offer: CustomerOffer | undefined;
  form: UseFormReturn<OfferFormValues, unknown, OfferFormOutput>;
  onSave: () => void;
  catalogue: OfferCatalogue | undefined;
  forgetChanges: () => void;
};

/** overview §2.6 version 2: e-mail content, attachments, videos and (saved) the cart, with its buttons. */
export const OfferV2 = ({ country, customerId, offer, form, onSave, catalogue, forgetChanges }: OfferV2Props) => {
  const { t } = useTranslation();
  const headingId = useId();
  const isSaving = useIsSaving();
  const path = useRoutePath();
  const navigate = useNavigate();
  const createApplication = useCreateApplicationFromOffer(country, customerId);
  const [email, emailCopy] = useWatch({ control: form.control, name: ['application.email', 'application.emailCopy'] });
  const target = offer ? { country, customerId, offerId: offer.id } : undefined;

  const onCreateApplication = async () => {
    if (!offer) return;
    const created = await runSave(async () => {
      try {
        return await createApplication.mutateAsync({ customerId, offerId: offer.id });
      } catch (error) {
        showErrorFlash(error);
        return undefined;
      }
    });
    if (!created) return;
    forgetChanges();
    await navigate(path('customer-application-detail', { customerId, applicationId: created.id }));
    addFlash({ message: 'message.application_created_from_offer', severity: 'success' });
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            {t('offer.email_content')}
          </Title>
          <OfferEmailFields form={form} detail="application" />
        </Stack>
      </Paper>
      {target ? (
        <>
          <OfferAttachmentsPanel {...target} />
          <OfferVideosPanel {...target} />
          {catalogue && <OfferCartPanel {...target} catalogue={catalogue} />}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('offer.save_first')}
        </Text>
      )}
      <Paper withBorder p="sm" pos={{ base: 'static', sm: 'sticky' }} bottom={0} style={{ zIndex: 2 }} shadow="xs">
        <Group justify="flex-end" gap="sm">
          {target && (
            <>
              <Button
                variant="light"
                loading={isSaving}
                leftSection={<IconFilePlus size={16} aria-hidden />}
                onClick={() => void onCreateApplication()}
              >
                {t('offer.create_application')}
              </Button>
              <DownloadOfferButton target={target} detail={null} />
              <SendOfferButton target={target} kind="v2" email={email ?? ''} emailCopy={emailCopy ?? ''} />
              <SendOfferButton target={target} kind="html" email={email ?? ''} emailCopy={emailCopy ?? ''} />
            </>
          )}
          <Button loading={isSaving} leftSection={<IconDeviceFloppy size={18} aria-hidden />} onClick={onSave}>
            {t('app.save')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
};
