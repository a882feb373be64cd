import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type ReversePaymentDialogProps = {
  /** The invoice's number, named in the title. */
  number: string;
  isSaving: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * Decision 175: an administrator takes back a payment matched by mistake — confirmed, with the reason that goes
 * into the invoice's history.
 */
export const ReversePaymentDialog = ({ number, isSaving, onConfirm, onClose }: ReversePaymentDialogProps) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const missing = reason.trim() === '';
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('invoice.reverse_payment_title', { number })}
      centered
      size="md"
      styles={{ title: { fontWeight: 600 } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setIsTouched(true);
          if (!missing) onConfirm(reason.trim());
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{t('invoice.reverse_payment_hint')}</Text>
          <Textarea
            label={t('invoice.reverse_payment_reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={isTouched && missing ? t('form_validation.required') : undefined}
            maxLength={300}
            autosize
            minRows={2}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" color="red" loading={isSaving}>
              {t('invoice.reverse_payment')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
