import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type CallLinkProps = { savedPhone: string; normalizedPhone: string; typedPhone: string };

/**
 * rules §5: the call icon works only for the phone as saved; a changed (or new) number must be
 * saved first, which the tooltip says.
 */
export const CallLink = ({ savedPhone, normalizedPhone, typedPhone }: CallLinkProps) => {
  const { t } = useTranslation();
  const isSaved = savedPhone !== '' && typedPhone.trim() === savedPhone;
  if (typedPhone.trim() === '' && savedPhone === '') return null;
  if (!isSaved) {
    return (
      <Tooltip label={t('contact.save_before_call')} withArrow>
        <span>
          <ActionIcon variant="subtle" color="gray" disabled aria-label={t('contact.save_before_call')} size="sm">
            <IconPhone size={16} />
          </ActionIcon>
        </span>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={t('contact.call', { phone: savedPhone })} withArrow>
      <ActionIcon
        component="a"
        href={`tel:${normalizedPhone || savedPhone}`}
        variant="subtle"
        color="green"
        aria-label={t('contact.call', { phone: savedPhone })}
        size="sm"
      >
        <IconPhone size={16} />
      </ActionIcon>
    </Tooltip>
  );
};
