import type { Ekokom, Product, Tax } from '@bo/contract/settings/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/ui/form-modal';
import { useListDetailModal } from '@/components/ui/use-list-detail-modal';
import { useRoutePath } from '@/hooks/use-route-path';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors, validationMessages } from '@/lib/form-validation';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { useCreateProduct } from '../api/create-product';
import { useDeleteProduct } from '../api/delete-product';
import type { Unit } from '../api/get-units';
import { useUpdateProduct } from '../api/update-product';
import { ProductEkokomsField } from './product-ekokoms-field';
import { ProductFields } from './product-fields';
import {
  type ProductFormOutput,
  type ProductFormValues,
  productFieldNames,
  productFormDefaults,
  productFormSchema,
} from './product-form-values';

const SCOPE = 'productSetting';

export type ProductFormProps = {
  country: string;
  product: Product | undefined;
  products: readonly Product[];
  units: readonly Unit[];
  taxes: readonly Tax[];
  ekokoms: readonly Ekokom[];
  /** The product is about to leave the list (deleted): the modal must not send the user back on its own. */
  onLeave: () => void;
};

/** overview §2.10 Product detail: create, update or delete one product, messages in scope productSetting. */
export const ProductForm = ({ country, product, products, units, taxes, ekokoms, onLeave }: ProductFormProps) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const isSaving = useIsSaving();
  const create = useCreateProduct(country);
  const update = useUpdateProduct(country);
  const remove = useDeleteProduct(country);
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema, validationMessages),
    defaultValues: productFormDefaults(product, { units, taxes, products }),
  });
  const { onClose, openCreated, deleteRecord, dialog } = useListDetailModal({
    scope: SCOPE,
    listPath: path('product-setting-list'),
    isDirty: form.formState.isDirty,
    onLeave,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const createdId = await runSave(async () => {
      try {
        if (!product) return (await create.mutateAsync(values)).id;
        const saved = await saveVersioned({
          values,
          save: (sent) => update.mutateAsync({ id: product.id, product: sent }),
          toValues: (current: Product) => productFormDefaults(current, { units, taxes, products }) as ProductFormOutput,
          labelOf: (path) => t(`product.${path.split('.')[0]}`),
          onReload: (current) => form.reset(current),
        });
        if (!saved) return undefined;
        // a save bumps the record's version by one (apps/server/src/db/update-versioned.ts)
        form.reset({ ...form.getValues(), lockVersion: (saved.values.lockVersion ?? 0) + 1 });
        addFlash({ message: 'message.product_updated', severity: 'success', scope: SCOPE });
      } catch (error) {
        const fieldNames = productFieldNames(values.ekokoms.length);
        if (!applyServerFieldErrors(error, form.setError, fieldNames)) showErrorFlash(error, SCOPE);
      }
      return undefined;
    });
    if (createdId === undefined) return;
    await openCreated(path('product-setting-detail', { productId: createdId }), 'message.product_created');
  });

  const onDelete = (saved: Product) =>
    deleteRecord({
      question: t('confirm.really_delete_product', { name: saved.name }),
      remove: () => remove.mutateAsync(saved.id),
      messageOf: (result) => (result.isHidden ? 'message.product_hidden' : 'message.product_removed'),
    });

  return (
    <FormModal
      title={product ? t('product_setting.edit_title', { name: product.name }) : t('product_setting.new_title')}
      onClose={onClose}
      onSubmit={onSubmit}
      scope={SCOPE}
      size={860}
      onDelete={product ? () => void onDelete(product) : undefined}
      isSaving={isSaving}
    >
      <ProductFields form={form} units={units} taxes={taxes} />
      <Divider />
      <ProductEkokomsField
        control={form.control}
        clearErrors={form.clearErrors}
        ekokoms={ekokoms}
        listError={form.formState.errors.ekokoms?.root ?? form.formState.errors.ekokoms}
      />
      {dialog}
    </FormModal>
  );
};
