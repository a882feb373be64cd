import { NativeSelect } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildPath } from '@/config/paths';
import { useCountry, useRouteInfo } from '@/hooks/use-route-info';
import { useUser } from '@/lib/auth-store';

/**
 * The user's countries. Switching opens the same route in the other country;
 * from the home page the page is reloaded (overview §2.1). A native select: the shell loads
 * without Mantine's Combobox and its floating layer (decision 039).
 */
export const CountrySwitcher = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const country = useCountry();
  const { name, params } = useRouteInfo();

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value;
    if (!next || next === country) return;
    const path = buildPath(name ?? 'home', { ...params, country: next });
    if (name === 'home' || !name) window.location.assign(path);
    else navigate(path);
  };

  return (
    <NativeSelect
      aria-label={t('app.country')}
      data={user.countryCodes.map((code) => ({ value: code, label: t(`country.${code}`) }))}
      value={country ?? ''}
      onChange={onChange}
      disabled={user.countryCodes.length < 2}
      leftSection={<IconWorld size={16} stroke={1.7} />}
      // narrower on phones, where the top bar holds the menu, the bell, language and logout beside it
      w={{ base: 140, sm: 150 }}
    />
  );
};
