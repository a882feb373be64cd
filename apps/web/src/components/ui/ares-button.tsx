import type { AresCompany } from '@bo/contract/customers/ares-schemas';
import { isValidIc, normalizeIc } from '@bo/contract/customers/company-ids';
import { Button, Loader } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';

export type AresFill = {
  /** The success message key ({company} in its text). */
  message: 'message.ares_loaded' | 'message.ares_loaded_without_address';
};

/** The register's lookup (features/ares' useAresCompany): asked on a click, its pending state shown. */
export type AresLookup = { isPending: boolean; mutateAsync: (ic: string) => Promise<AresCompany> };

type AresButtonProps = {
  lookup: AresLookup;
  /** The IČ as the field holds it now. */
  ic: string;
  isDisabled?: boolean;
  /** Puts the company into the form (marking the fields dirty); called only on success. */
  onLoad: (company: AresCompany, ic: string) => AresFill;
  /** The IČ is empty or wrong: the form shows this form_validation key on the IČ field. */
  onIcError: (messageKey: string) => void;
};

/**
 * "Načíst z ARES" beside an IČ field: fills the company's name, address and DIČ from the public
 * register. On any failure the form stays as it was and the message says why. The button stays
 * enabled (and focused) while it asks, so keyboard focus is not lost; a second press meanwhile does nothing.
 */
export const AresButton = ({ lookup, ic, isDisabled, onLoad, onIcError }: AresButtonProps) => {
  const { t } = useTranslation();

  const onClick = async () => {
    if (lookup.isPending) return;
    const normalized = normalizeIc(ic);
    if (!isValidIc(normalized)) {
      onIcError(normalized === '' ? 'required' : 'invalid_ic');
      return;
    }
    try {
      const company = await lookup.mutateAsync(normalized);
      const { message } = onLoad(company, normalized);
      addFlash({ message, severity: 'success', data: { company: company.company } });
    } catch (error) {
      // the server's message (not found, unavailable) is shown already; a field error goes to the IČ
      const icError = isApiError(error) ? error.fields.ic : undefined;
      if (icError) onIcError(icError);
      else showErrorFlash(error);
    }
  };

  return (
    <Button
      type="button"
      variant="default"
      onClick={onClick}
      disabled={isDisabled}
      aria-busy={lookup.isPending}
      title={t('ares.load_hint')}
      leftSection={lookup.isPending ? <Loader size={14} /> : <IconBuildingBank size={16} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      {t('ares.load')}
    </Button>
  );
};
