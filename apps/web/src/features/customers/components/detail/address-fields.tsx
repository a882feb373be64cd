import { Box, Grid, Group, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { AddressAresButton } from './address-ares-button';
import type { CustomerFormApi } from './customer-form-values';
import { FormCheckbox, FormIdSelect, FormTextField } from './form-fields';

type AddressFieldsProps = {
  form: CustomerFormApi;
  kind: 'deliveryAddress' | 'billingAddress';
  title: string;
  districts: { value: string; label: string }[];
  isDisabled: boolean;
};

/** One address block of the detail (overview §3 Customer addresses). */
export const AddressFields = ({ form, kind, title, districts, isDisabled }: AddressFieldsProps) => {
  const { t } = useTranslation();
  const { control } = form;
  const isBilling = kind === 'billingAddress';
  const isSameAsDelivery = form.watch('billingAddress.sameAsDelivery') === true;
  const isSameAsInvoice = form.watch('deliveryAddress.sameAsInvoice') === true;
  // rules §5: with the same address as delivery, the billing street, cp, psc and city (and district)
  // follow it; overview §3 deliveryAddress.sameAsInvoice: the delivery ones follow the billing address.
  const isFollowing = isBilling ? isSameAsDelivery : isSameAsInvoice;

  return (
    <Paper withBorder p="md" h="100%">
      <FormSection title={title}>
        {/* one address follows the other, never both: the other box is off while one is on */}
        <FormCheckbox
          control={control}
          name={isBilling ? 'billingAddress.sameAsDelivery' : 'deliveryAddress.sameAsInvoice'}
          label={t(isBilling ? 'customer.sameAsDelivery' : 'customer.sameAsInvoice')}
          isDisabled={isDisabled || (isBilling ? isSameAsInvoice : isSameAsDelivery)}
        />
        <Grid gutter="sm">
          <Grid.Col span={12}>
            <FormTextField
              control={control}
              name={`${kind}.company`}
              label={t('customer.company')}
              isDisabled={isDisabled}
              withAsterisk={!isBilling}
            />
          </Grid.Col>
          <Grid.Col span={8}>
            <FormTextField
              control={control}
              name={`${kind}.street`}
              label={t('customer.street')}
              isDisabled={isDisabled || isFollowing}
            />
          </Grid.Col>
          <Grid.Col span={4}>
            <FormTextField
              control={control}
              name={`${kind}.cp`}
              label={t('customer.cp')}
              isDisabled={isDisabled || isFollowing}
            />
          </Grid.Col>
          <Grid.Col span={4}>
            <FormTextField
              control={control}
              name={`${kind}.psc`}
              label={t('customer.psc')}
              isDisabled={isDisabled || isFollowing}
            />
          </Grid.Col>
          <Grid.Col span={8}>
            <FormTextField
              control={control}
              name={`${kind}.city`}
              label={t('customer.city')}
              isDisabled={isDisabled || isFollowing}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <FormIdSelect
              control={control}
              name={`${kind}.districtId`}
              label={t('customer.district')}
              data={districts}
              searchable
              clearable
              isDisabled={isDisabled || isFollowing}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <FormTextField
                control={control}
                name={`${kind}.ic`}
                label={t('customer.ic')}
                isDisabled={isDisabled}
                style={{ flex: 1 }}
              />
              <Box pt={25}>
                <AddressAresButton form={form} kind={kind} isDisabled={isDisabled} isFollowing={isFollowing} />
              </Box>
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 7, sm: 3 }}>
            <FormTextField control={control} name={`${kind}.dic`} label={t('customer.dic')} isDisabled={isDisabled} />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 3 }} style={{ display: 'flex', alignItems: 'flex-end' }}>
            <FormCheckbox
              control={control}
              name={`${kind}.vatPayer`}
              label={t('customer.vatPayer')}
              isDisabled={isDisabled}
            />
          </Grid.Col>
        </Grid>
      </FormSection>
    </Paper>
  );
};
