import type { AresCompany } from '@bo/contract/customers/ares-schemas';
import { useWatch } from 'react-hook-form';
import { AresButton } from '@/components/ui/ares-button';
import { useAresCompany } from '@/features/ares/api/get-ares-company';
import { type CustomerFormApi, followedBillingKeys } from './customer-form-values';

type AddressAresButtonProps = {
  form: CustomerFormApi;
  kind: 'deliveryAddress' | 'billingAddress';
  isDisabled: boolean;
  /** The street, cp, psc and city follow the other address (rules §5): only the name and DIČ are filled. */
  isFollowing: boolean;
};

/** "Načíst z ARES" beside one address's IČ: fills that address block (decision 138). */
export const AddressAresButton = ({ form, kind, isDisabled, isFollowing }: AddressAresButtonProps) => {
  const lookup = useAresCompany();
  const ic = useWatch({ control: form.control, name: `${kind}.ic` }) ?? '';

  const onLoad = (company: AresCompany, normalizedIc: string) => {
    const values = {
      ic: normalizedIc,
      company: company.company,
      dic: company.dic,
      ...(isFollowing ? {} : Object.fromEntries(followedBillingKeys.map((key) => [key, company[key]]))),
    };
    for (const [key, value] of Object.entries(values)) {
      const name = `${kind}.${key}` as `${typeof kind}.company`;
      // dirty, so the unsaved-changes guard knows and save sends them
      form.setValue(name, value, { shouldDirty: true, shouldTouch: true });
      form.clearErrors(name);
    }
    return { message: isFollowing ? 'message.ares_loaded_without_address' : 'message.ares_loaded' } as const;
  };

  return (
    <AresButton
      lookup={lookup}
      ic={ic}
      isDisabled={isDisabled}
      onLoad={onLoad}
      onIcError={(message) => form.setError(`${kind}.ic`, { type: 'server', message }, { shouldFocus: true })}
    />
  );
};
