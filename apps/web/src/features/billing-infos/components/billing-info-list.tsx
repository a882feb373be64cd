import { Anchor, Badge, Paper, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useBillingInfo } from '@/features/customers/api/get-billing-info';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useRoutePath } from '@/hooks/use-route-path';

/** Settings → Fakturační subjekty: the country's billing infos (GET /v1/billing-info), each opening its detail. */
export const BillingInfoList = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const { data, isPending, error } = useBillingInfo(country);
  useLoadingFlash(isPending, 'message.loading_billing_infos');
  useErrorFlash(error);
  useInfoFlash(data?.billingInfoList.length === 0, 'message.no_billing_info');

  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={760} type="native">
        <Table aria-label={t('route.billing-info-setting-list')} highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('billing_info.name')}</Table.Th>
              <Table.Th>{t('billing_info.company')}</Table.Th>
              <Table.Th w={110}>{t('billing_info.ic')}</Table.Th>
              <Table.Th w={140}>{t('billing_info.dic')}</Table.Th>
              <Table.Th w={120}>{t('billing_info.vatPayer')}</Table.Th>
              <Table.Th w={170}>{t('billing_info.invoicePrefix')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.billingInfoList.map((billingInfo) => {
              const detailPath = path('billing-info-setting-detail', { billingInfoId: billingInfo.id });
              return (
                <Table.Tr key={billingInfo.id} onClick={() => navigate(detailPath)} style={{ cursor: 'pointer' }}>
                  <Table.Td>
                    <Anchor component={Link} to={detailPath} fw={500} onClick={(event) => event.stopPropagation()}>
                      {billingInfo.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{billingInfo.company}</Table.Td>
                  <Table.Td>{billingInfo.ic}</Table.Td>
                  <Table.Td>{billingInfo.dic ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={billingInfo.vatPayer ? 'green' : 'gray'}>
                      {t(billingInfo.vatPayer ? 'settings.yes' : 'settings.no')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{billingInfo.invoicePrefix || '—'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
};
