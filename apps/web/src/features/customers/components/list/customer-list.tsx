import type { CustomerListItem } from '@bo/contract/customers/list-schemas';
import { Box, Paper } from '@mantine/core';
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRefreshBar } from '@/components/ui/list-refresh-bar';
import { Paginator } from '@/components/ui/paginator';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLinkNavigation } from '@/hooks/use-link-navigation';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useRoutePath } from '@/hooks/use-route-path';
import { useStoredQuery } from '@/hooks/use-stored-query';
import { afterFirstScreen, markScreenReady } from '@/lib/when-idle';
import { useCustomers } from '../../api/get-customers';
import { useDistricts } from '../../api/get-districts';
import { type Operator, useOperators } from '../../api/get-operators';
import { CustomerFilter } from './customer-filter';
import {
  type CustomerFilter as AppliedFilter,
  filterValuesOf,
  listRequestOf,
  pageOf,
  searchOfFilter,
} from './customer-filter-values';
import { quickLinkLabels } from './customer-quick-links';
import { CustomerRow } from './customer-row';
import classes from './customer-row.module.css';

const NO_CUSTOMERS: CustomerListItem[] = [];
const NO_OPERATORS: Operator[] = [];
/** A page of rows is taller than any screen: this much keeps everything below the table out of view. */
const FIRST_PAGE_HEIGHT = '100vh';

/** overview §2.5 Customer list: the filter in the query string (stored per user), the table and pages. */
export const CustomerList = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const linkLabels = useMemo(() => quickLinkLabels(t), [t]);
  const tableRef = useRef<HTMLTableElement>(null);
  useLinkNavigation(tableRef);
  const { query, setQuery, isRestoring } = useStoredQuery('customer-list');
  const search = query.toString();
  const request = useMemo(() => listRequestOf(new URLSearchParams(search)), [search]);
  const values = useMemo(() => filterValuesOf(new URLSearchParams(search)), [search]);
  const list = useCustomers(country, request, !isRestoring);
  // The filter's option lists wait until the first rows are in: the server answers the list first.
  const [needsOptions, setNeedsOptions] = useState(false);
  useEffect(() => afterFirstScreen(() => startTransition(() => setNeedsOptions(true))), []);
  const operators = useOperators(country, needsOptions);
  const districts = useDistricts(country, needsOptions);
  const districtOptions = useMemo(
    () => (districts.data?.districts ?? []).map((district) => ({ value: String(district.id), label: district.name })),
    [districts.data],
  );
  useLoadingFlash(list.isFetching, 'message.loading_customers');
  useErrorFlash(list.error);
  useErrorFlash(operators.error);
  // The options reach the filter in a background render: they fill its pickers, nothing the user waits on.
  const deferredOperators = useDeferredValue(operators.data ?? NO_OPERATORS);
  const deferredDistrictOptions = useDeferredValue(districtOptions);
  useErrorFlash(districts.error);
  // Rows render in the background (time-sliced), so no single task holds the page while 50 rows mount.
  const customers = useDeferredValue(list.data?.customers ?? NO_CUSTOMERS);
  const hasRows = customers.length > 0 || list.isSuccess;
  /** the first page is on its way (or its rows still rendering): its place stays reserved */
  const isWaitingForRows = customers.length === 0 && (list.isPending || (list.data?.customers.length ?? 0) > 0);
  useEffect(() => {
    if (hasRows) markScreenReady();
  }, [hasRows]);
  const isFiltered = [...new URLSearchParams(search).keys()].some((key) => key !== 'page');
  useInfoFlash(
    list.isSuccess && !list.isPlaceholderData && list.data.pagination.totalCount === 0,
    isFiltered ? 'message.no_filter_match' : 'message.no_customer_exists',
  );

  // Stable, so the filter (memoised) does not render again with every change of the list's query state.
  const onApply = useCallback((filter: AppliedFilter) => setQuery(searchOfFilter(filter)), [setQuery]);
  const onReset = useCallback(() => setQuery({}), [setQuery]);
  const onPage = useCallback(
    (page: number, options?: { replace?: boolean }) => {
      const next = new URLSearchParams(search);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      setQuery(next, options);
    },
    [search, setQuery],
  );

  return (
    <>
      <CustomerFilter
        values={values}
        operators={deferredOperators}
        districts={deferredDistrictOptions}
        onApply={onApply}
        onReset={onReset}
      />
      <Paper withBorder aria-busy={list.isPending || list.isPlaceholderData}>
        <ListRefreshBar isActive={list.isPlaceholderData} />
        {/* A scroll region must be reachable by keyboard (axe scrollable-region-focusable): its row links are, and
            while it has none (loading, nothing found) the region itself takes the focus. */}
        <div
          className={classes.scroll}
          {...(customers.length === 0 && { tabIndex: 0, role: 'region', 'aria-label': t('route.customer-list') })}
        >
          <table ref={tableRef} className={classes.table} aria-label={t('route.customer-list')}>
            <thead>
              <tr>
                <th style={{ width: 64, paddingLeft: 'var(--mantine-spacing-md)' }}>{t('customer.id')}</th>
                <th>{t('customer_list.company_and_address')}</th>
                <th style={{ width: 130 }}>{t('customer.district')}</th>
                <th>{t('customer_list.latest_note')}</th>
                <th style={{ width: 140 }}>{t('customer.operator')}</th>
                <th style={{ width: 250 }}>{t('customer_list.contacts')}</th>
                <th style={{ width: 150 }}>{t('customer_list.links')}</th>
              </tr>
            </thead>
            <tbody>
              {customers.map((customer) => (
                <CustomerRow key={customer.id} customer={customer} path={path} t={t} linkLabels={linkLabels} />
              ))}
            </tbody>
          </table>
        </div>
        {/* Until the first page arrives, its place is kept: the rows do not push the page around (CLS). */}
        {isWaitingForRows && <Box h={FIRST_PAGE_HEIGHT} />}
      </Paper>
      {list.data && !isWaitingForRows && (
        <Paginator
          page={pageOf(new URLSearchParams(search))}
          pageCount={list.data.pagination.pageCount}
          totalCount={list.data.pagination.totalCount}
          isTotalCapped={list.data.pagination.totalCountCapped}
          isLoading={list.isFetching}
          onChange={onPage}
        />
      )}
    </>
  );
};
