import { formatDateTime } from '@bo/contract/dates/format';
import type { CustomerOffer } from '@bo/contract/offers/schemas';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDeviceFloppy, IconFilePlus } from '@tabler/icons-react';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRoutePath } from '@/hooks/use-route-path';
import { saveBlob } from '@/lib/save-blob';
import { useIsSaving } from '@/lib/saving-store';
import { useCreateApplicationFromOffer } from '../api/create-application-from-offer';
import { downloadOffer } from '../api/download-offer';
import { OfferAttachmentsPanel } from './offer-attachments-panel';
import { OfferCartPanel, type OfferCatalogue } from './offer-cart-panel';
import { OfferEmailFields } from './offer-email-fields';
import type { OfferDefaults, OfferFormOutput, OfferFormValues } from './offer-form-values';
import { OfferNextCall } from './offer-next-call';
import { DownloadOfferButton, SendOfferButton } from './offer-send-buttons';
import { OfferVideosPanel } from './offer-videos-panel';
import { useOfferV2 } from './use-offer-v2';

type OfferV2Props = {
  country: string;
  customerId: number;
  /** undefined: a new offer */
  offer: CustomerOffer | undefined;
  template: OfferDefaults;
  form: UseFormReturn<OfferFormValues, unknown, OfferFormOutput>;
  catalogue: OfferCatalogue | undefined;
  forgetChanges: () => void;
};

/**
 * overview §2.6 version 2: e-mail content, attachments, videos, the cart and the next call, shown at once for a new
 * offer too, with one save button; every action saves what it needs first (decision 193). An offer the customer
 * accepted says so at the top and offers its application there (decision 192).
 */
export const OfferV2 = ({ country, customerId, offer, template, form, catalogue, forgetChanges }: OfferV2Props) => {
  const { t } = useTranslation();
  const headingId = useId();
  const isSaving = useIsSaving();
  const path = useRoutePath();
  const navigate = useNavigate();
  const screen = useOfferV2({ country, customerId, offer, defaults: template, form, forgetChanges });
  const createApplication = useCreateApplicationFromOffer(country, customerId);
  const [email, emailCopy] = useWatch({ control: form.control, name: ['application.email', 'application.emailCopy'] });
  const isAccepted = offer?.htmlOfferAcceptedAt != null;

  const onCreateApplication = () =>
    screen.act(
      'content',
      (offerId) => createApplication.mutateAsync({ customerId, offerId }),
      'message.application_created_from_offer',
      async (created) => {
        forgetChanges();
        await navigate(path('customer-application-detail', { customerId, applicationId: created.id }));
      },
    );
  const onDownload = () =>
    screen.act(
      'content',
      async (offerId) => saveBlob(await downloadOffer({ customerId, offerId, detail: null }), `offer-${offerId}.pdf`),
      null,
    );
  const createButton = (
    <Button
      variant={isAccepted ? 'filled' : 'light'}
      loading={isSaving}
      leftSection={<IconFilePlus size={16} aria-hidden />}
      onClick={() => void onCreateApplication()}
    >
      {t('offer.create_application')}
    </Button>
  );

  return (
    <Stack gap="md">
      {offer?.htmlOfferAcceptedAt && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={t('offer.accepted_title')}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm" c="gray.9">
              {t('offer.accepted_text', {
                name: offer.htmlOfferAcceptedBy ?? '',
                date: formatDateTime(offer.htmlOfferAcceptedAt),
              })}
            </Text>
            {createButton}
          </Stack>
        </Alert>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            {t('offer.email_content')}
          </Title>
          <OfferEmailFields form={form} detail="application" />
        </Stack>
      </Paper>
      <OfferAttachmentsPanel
        attachments={screen.attachments}
        onUpload={screen.upload}
        onRemove={(attachment) => screen.remove(attachment.fileHash)}
      />
      <OfferVideosPanel country={country} customerId={customerId} offerId={offer?.id} onToggle={screen.toggleVideo} />
      {catalogue && <OfferCartPanel cart={screen.cart} catalogue={catalogue} />}
      <OfferNextCall form={form} />
      <Paper withBorder p="sm" pos={{ base: 'static', sm: 'sticky' }} bottom={0} style={{ zIndex: 2 }} shadow="xs">
        <Group justify="flex-end" gap="sm">
          {!isAccepted && createButton}
          <DownloadOfferButton onDownload={onDownload} />
          {(['v2', 'html'] as const).map((kind) => (
            <SendOfferButton
              key={kind}
              kind={kind}
              email={email ?? ''}
              emailCopy={emailCopy ?? ''}
              hasUnsaved={screen.hasUnsaved}
              send={screen.sendWith(kind)}
            />
          ))}
          <Button
            loading={isSaving}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            onClick={() => void screen.save()}
          >
            {t('app.save')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
};
