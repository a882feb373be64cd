import type { AresCompany } from '@bo/contract/customers/ares-schemas';
import { useWatch } from 'react-hook-form';
import { AresButton } from '@/components/ui/ares-button';
import { useAresCompany } from '@/features/ares/api/get-ares-company';
import type { InvoiceFormApi } from './invoice-form-types';

/** "Načíst z ARES" beside the invoice's IČ: fills the customer's party of this invoice only (decision 138). */
export const InvoiceAresButton = ({ form, isDisabled }: { form: InvoiceFormApi; isDisabled: boolean }) => {
  const lookup = useAresCompany();
  const ic = useWatch({ control: form.control, name: 'invoiceIc' }) ?? '';

  const onLoad = (company: AresCompany, normalizedIc: string) => {
    const values = {
      invoiceIc: normalizedIc,
      invoiceCompany: company.company,
      invoiceStreet: company.street,
      invoiceCp: company.cp,
      invoicePsc: company.psc,
      invoiceCity: company.city,
      invoiceDic: company.dic,
    };
    for (const [name, value] of Object.entries(values) as [keyof typeof values, string][]) {
      // dirty, so the unsaved-changes guard knows and save sends them
      form.setValue(name, value, { shouldDirty: true, shouldTouch: true });
      form.clearErrors(name);
    }
    return { message: 'message.ares_loaded' } as const;
  };

  return (
    <AresButton
      lookup={lookup}
      ic={ic}
      isDisabled={isDisabled}
      onLoad={onLoad}
      onIcError={(message) => form.setError('invoiceIc', { type: 'server', message }, { shouldFocus: true })}
    />
  );
};
