import { companyDayOf } from '@bo/contract/dates/business-calendar';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/form/date-field';

type SetPaidDialogProps = {
  /** The invoice's number, named in the question. */
  number: string;
  isSaving: boolean;
  onConfirm: (datePaid: string) => void;
  onClose: () => void;
};

/** overview §4: an unpaid invoice is set paid on a date (today by default); there is no way back. */
export const SetPaidDialog = ({ number, isSaving, onConfirm, onClose }: SetPaidDialogProps) => {
  const { t } = useTranslation();
  const [datePaid, setDatePaid] = useState(() => companyDayOf(new Date()));
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('invoice_list.set_paid_title', { number })}
      centered
      size="sm"
      styles={{ title: { fontWeight: 600 } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (datePaid) onConfirm(datePaid);
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{t('invoice_list.set_paid_hint')}</Text>
          <DateField label={t('invoice.datePaid')} value={datePaid} onChange={setDatePaid} required data-autofocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" color="green" loading={isSaving} disabled={!datePaid}>
              {t('invoice_list.set_paid')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
