import type { CustomerOffer, OfferDetail, OfferSendBody } from '@bo/contract/offers/schemas';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/ui/form/number-field';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { useIsSaving } from '@/lib/saving-store';
import { OfferEmailFields } from './offer-email-fields';
import type { OfferFormOutput, OfferFormValues } from './offer-form-values';
import { DownloadOfferButton, SendOfferButton } from './offer-send-buttons';
import { OfferV1Attachments } from './offer-v1-attachments';
import type { SendOutcome } from './send-offer-dialog';

type Form = UseFormReturn<OfferFormValues, unknown, OfferFormOutput>;

type OfferV1PartProps = {
  form: Form;
  detail: OfferDetail;
  offer: CustomerOffer | undefined;
  country: string;
  customerId: number;
  userFiles: readonly string[];
  hasUnsaved: boolean;
  onSave: () => void;
  /** saves unsaved changes first, then sends the part (decision 193) */
  onSend: (body: OfferSendBody) => Promise<SendOutcome>;
  onDownload: () => Promise<unknown>;
};

/** overview §2.6 version 1: one panel (application or lapol) with its fields, e-mail, attachments and buttons. */
export const OfferV1Part = ({
  form,
  detail,
  offer,
  country,
  customerId,
  userFiles,
  hasUnsaved,
  onSave,
  onSend,
  onDownload,
}: OfferV1PartProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const headingId = useId();
  const isSaving = useIsSaving();
  const [email, emailCopy] = useWatch({ control: form.control, name: [`${detail}.email`, `${detail}.emailCopy`] });
  const isSaved = offer?.[detail] != null;
  const target = offer ? { country, customerId, offerId: offer.id } : undefined;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t(`offer.part_${detail}`)}
        </Title>
        {detail === 'application' ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberField
              control={form.control}
              name="application.applicationQuantity"
              label={t('offer.field.applicationQuantity')}
            />
            <TextInput
              {...form.register('application.warranty')}
              label={t('offer.field.warranty')}
              error={fieldError(form.formState.errors.application?.warranty)}
            />
            <NumberField control={form.control} name="application.sale" label={t('offer.field.sale')} />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberField control={form.control} name="lapol.applicationP2" label={t('offer.field.applicationP2')} />
            <NumberField control={form.control} name="lapol.applicationT" label={t('offer.field.applicationT')} />
          </SimpleGrid>
        )}
        <OfferEmailFields form={form} detail={detail} />
        <OfferV1Attachments form={form} detail={detail} userFiles={userFiles} target={target} />
        <Group justify="flex-end" gap="sm">
          {target && isSaved && (
            <>
              <DownloadOfferButton onDownload={onDownload} />
              <SendOfferButton
                kind={detail}
                email={email ?? ''}
                emailCopy={emailCopy ?? ''}
                hasUnsaved={hasUnsaved}
                send={onSend}
              />
            </>
          )}
          <Button loading={isSaving} leftSection={<IconDeviceFloppy size={18} aria-hidden />} onClick={onSave}>
            {t('offer.save_part', { part: t(`offer.part_${detail}`) })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
