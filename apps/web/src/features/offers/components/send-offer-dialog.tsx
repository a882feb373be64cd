import { type OfferSendBody, offerSendBodySchema } from '@bo/contract/offers/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
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

/**
 * What a send did: whether it sent, and what is left once no save runs any more (the route to a new offer, the
 * messages of a save that came first).
 */
export type SendOutcome = { isSent: boolean; afterwards?: () => Promise<void> };

type SendOfferDialogProps = {
  title: string;
  /** email and emailCopy of the offer */
  initial: OfferSendBody;
  /**
   * Saves what is on the screen when anything is unsaved, then sends (decision 193); not sent when the save did not
   * happen (its errors are on the screen behind the dialog, which closes). A failed send throws.
   */
  send: (body: OfferSendBody) => Promise<SendOutcome>;
  onClose: () => void;
  successMessage: string;
  /** the offer on the screen has unsaved changes: the dialog says they are saved first */
  hasUnsaved: boolean;
};

/** Send offer / send html offer: where to, prefilled from the offer's e-mail fields. */
export const SendOfferDialog = ({
  title,
  initial,
  send,
  onClose,
  successMessage,
  hasUnsaved,
}: SendOfferDialogProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const isSaving = useIsSaving();
  const form = useForm<z.input<typeof offerSendBodySchema>, unknown, OfferSendBody>({
    resolver: zodResolver(offerSendBodySchema, validationMessages),
    defaultValues: initial,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await runSave(async () => {
      try {
        return await send(values);
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, ['email', 'emailCopy'])) showErrorFlash(error, 'offerSend');
        return undefined;
      }
    });
    if (!outcome) return;
    onClose();
    await outcome.afterwards?.();
    if (outcome.isSent) addFlash({ message: successMessage, severity: 'success' });
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
          {hasUnsaved && (
            <Text size="sm" c="gray.8">
              {t('offer.send_saves_first')}
            </Text>
          )}
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
