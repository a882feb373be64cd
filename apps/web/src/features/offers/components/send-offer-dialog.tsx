import { type OfferSendBody, offerSendBodySchema } from '@bo/contract/offers/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FlashMessages } from '@/components/ui/flash/flash-messages';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors, validationMessages } from '@/lib/form-validation';
import { runSave, useIsSaving } from '@/lib/saving-store';

type SendOfferDialogProps = {
  title: string;
  /** email and emailCopy of the offer */
  initial: OfferSendBody;
  send: (body: OfferSendBody) => Promise<unknown>;
  onClose: () => void;
  successMessage: string;
};

/** Send offer / send html offer: where to, prefilled from the offer's e-mail fields. */
export const SendOfferDialog = ({ title, initial, send, onClose, successMessage }: SendOfferDialogProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const isSaving = useIsSaving();
  const form = useForm<z.input<typeof offerSendBodySchema>, unknown, OfferSendBody>({
    resolver: zodResolver(offerSendBodySchema, validationMessages),
    defaultValues: initial,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const isSent = await runSave(async () => {
      try {
        await send(values);
        return true;
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, ['email', 'emailCopy'])) showErrorFlash(error, 'offerSend');
        return false;
      }
    });
    if (!isSent) return;
    onClose();
    addFlash({ message: successMessage, severity: 'success' });
  });

  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            {...form.register('email')}
            type="email"
            label={t('offer.email')}
            withAsterisk
            error={fieldError(form.formState.errors.email)}
            data-autofocus
          />
          <TextInput
            {...form.register('emailCopy')}
            type="email"
            label={t('offer.email_copy')}
            error={fieldError(form.formState.errors.emailCopy)}
          />
          <FlashMessages scope="offerSend" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={isSaving} leftSection={<IconSend size={16} aria-hidden />}>
              {t('offer.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
