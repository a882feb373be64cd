import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { ReminderSettingForm } from '@/features/configuration/components/reminder-setting-form';
import { useCountry } from '@/hooks/use-route-info';

/** Route reminder-setting (/:country?/settings/reminders): payment reminders (dunning). */
export const ReminderSettingRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <>
      <PageHeader title={t(routeTitleKey('reminder-setting'))} />
      <ReminderSettingForm country={country} />
    </>
  );
};
