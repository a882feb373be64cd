import { createBrowserRouter, type RouteObject, type RouterState } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { type RouteName, routes } from '@/config/paths';
import { isCountryCode, routeNameOf, routeParamsOf } from '@/hooks/use-route-info';
import { clearRemovableFlash } from '@/lib/flash-store';
import { requestContext } from '@/lib/request-context';
import { EmptyRoute } from './routes/empty-route';
import { NotFoundRoute } from './routes/not-found';
import {
  CountryIndexRedirect,
  CustomerIndexRedirect,
  ReportIndexRedirect,
  SettingIndexRedirect,
} from './routes/redirects';
import { RouteErrorBoundary } from './routes/route-error-boundary';

/** A named route of config/paths; a leaf of an area not built yet renders its heading only. */
const page = (name: RouteName, extra: Omit<RouteObject, 'path' | 'handle' | 'index'> = {}): RouteObject => ({
  path: routes[name].path,
  handle: { name },
  ...(extra.Component || extra.lazy || extra.children ? {} : { Component: EmptyRoute }),
  ...extra,
});

const routeTree: RouteObject[] = [
  {
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      // Every route module loads on demand: the login page does not download the shell, the shell not the screens.
      page('login', { lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) }),
      {
        lazy: async () => ({ Component: (await import('./routes/app-shell')).AppShellRoute }),
        children: [
          { path: '/:country?', Component: CountryIndexRedirect },
          page('home', { lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) }),
          page('customer-list', {
            lazy: async () => ({ Component: (await import('./routes/customer-list')).CustomerListRoute }),
          }),
          page('customer', {
            lazy: async () => ({ Component: (await import('./routes/customer-area')).CustomerAreaRoute }),
            children: [
              { index: true, Component: CustomerIndexRedirect },
              page('customer-notes', {
                lazy: async () => ({ Component: (await import('./routes/customer-notes')).CustomerNotesRoute }),
              }),
              page('customer-offers', {
                lazy: async () => ({ Component: (await import('./routes/customer-offers')).CustomerOffersRoute }),
              }),
              page('customer-offer-detail', {
                lazy: async () => ({ Component: (await import('./routes/customer-offers')).CustomerOffersRoute }),
              }),
              page('customer-applications', {
                lazy: async () => ({
                  Component: (await import('./routes/customer-applications')).CustomerApplicationsRoute,
                }),
              }),
              page('customer-application-detail', {
                lazy: async () => ({
                  Component: (await import('./routes/customer-applications')).CustomerApplicationsRoute,
                }),
              }),
              page('customer-detail', {
                lazy: async () => ({ Component: (await import('./routes/customer-detail')).CustomerDetailRoute }),
              }),
              page('customer-map', {
                lazy: async () => ({ Component: (await import('./routes/customer-map')).CustomerMapRoute }),
              }),
              page('customer-invoices', {
                lazy: async () => ({ Component: (await import('./routes/customer-invoices')).CustomerInvoicesRoute }),
              }),
              page('customer-calls', {
                lazy: async () => ({ Component: (await import('./routes/customer-calls')).CustomerCallsRoute }),
              }),
            ],
          }),
          page('invoice-list', {
            lazy: async () => ({ Component: (await import('./routes/invoice-list')).InvoiceListRoute }),
          }),
          page('bank-statements', {
            lazy: async () => ({ Component: (await import('./routes/bank-statements')).BankStatementsRoute }),
          }),
          page('invoice-detail', {
            lazy: async () => ({ Component: (await import('./routes/invoice-detail')).InvoiceDetailRoute }),
          }),
          page('map', { lazy: async () => ({ Component: (await import('./routes/map')).MapRoute }) }),
          page('report', {
            lazy: async () => ({ Component: (await import('./layout/reports-layout')).ReportsLayout }),
            children: [
              { index: true, Component: ReportIndexRedirect },
              page('invoicing-list-report', {
                lazy: async () => ({ Component: (await import('./routes/reports')).InvoicingReportRoute }),
              }),
              page('postpone-invoicing-list-report', {
                lazy: async () => ({ Component: (await import('./routes/reports')).PostponeInvoicingReportRoute }),
              }),
              page('exits-list-report', {
                lazy: async () => ({ Component: (await import('./routes/reports')).ExitsReportRoute }),
              }),
              page('wages-report', {
                lazy: async () => ({ Component: (await import('./routes/reports')).WagesReportRoute }),
              }),
              page('log-books-report', {
                lazy: async () => ({ Component: (await import('./routes/reports')).LogBooksReportRoute }),
              }),
              page('ekokom-list-report', {
                lazy: async () => ({ Component: (await import('./routes/reports')).EkokomReportRoute }),
              }),
              page('accountant-report', {
                lazy: async () => ({ Component: (await import('./routes/reports')).AccountantReportRoute }),
              }),
            ],
          }),
          page('setting', {
            lazy: async () => ({ Component: (await import('./layout/settings-layout')).SettingsLayout }),
            children: [
              { index: true, Component: SettingIndexRedirect },
              page('user-setting-list', {
                lazy: async () => ({ Component: (await import('./routes/settings-users')).SettingsUsersRoute }),
              }),
              page('user-setting-detail', {
                lazy: async () => ({ Component: (await import('./routes/settings-users')).SettingsUsersRoute }),
              }),
              page('user-setting-profit', {
                lazy: async () => ({ Component: (await import('./routes/settings-users')).SettingsUsersRoute }),
              }),
              page('product-setting-list', {
                lazy: async () => ({ Component: (await import('./routes/settings-products')).SettingsProductsRoute }),
              }),
              page('product-setting-detail', {
                lazy: async () => ({ Component: (await import('./routes/settings-products')).SettingsProductsRoute }),
              }),
              page('tax-setting-list', {
                lazy: async () => ({ Component: (await import('./routes/settings-taxes')).SettingsTaxesRoute }),
              }),
              page('ekokom-setting-list', {
                lazy: async () => ({ Component: (await import('./routes/settings-ekokoms')).SettingsEkokomsRoute }),
              }),
              page('offer-setting', {
                lazy: async () => ({ Component: (await import('./routes/settings-offer')).SettingsOfferRoute }),
              }),
              page('video-setting-list', {
                lazy: async () => ({ Component: (await import('./routes/settings-videos')).SettingsVideosRoute }),
              }),
              page('invoice-setting', {
                lazy: async () => ({ Component: (await import('./routes/invoice-setting')).InvoiceSettingRoute }),
              }),
              page('billing-info-setting-list', {
                lazy: async () => ({
                  Component: (await import('./routes/settings-billing-infos')).SettingsBillingInfosRoute,
                }),
              }),
              page('billing-info-setting-detail', {
                lazy: async () => ({
                  Component: (await import('./routes/settings-billing-infos')).SettingsBillingInfosRoute,
                }),
              }),
              page('customer-import-setting', {
                lazy: async () => ({
                  Component: (await import('./routes/settings-customer-import')).SettingsCustomerImportRoute,
                }),
              }),
              page('reminder-setting', {
                lazy: async () => ({ Component: (await import('./routes/reminder-setting')).ReminderSettingRoute }),
              }),
              page('depot-setting', {
                lazy: async () => ({ Component: (await import('./routes/depot-setting')).DepotSettingRoute }),
              }),
            ],
          }),
          page('not-found', { Component: NotFoundRoute }),
          { path: '*', handle: { name: 'not-found' }, Component: NotFoundRoute },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routeTree);

let lastPathname: string | undefined;

/** Keeps the request headers' country and route name current; a route change clears removable flash messages. */
const onRouterState = (state: RouterState) => {
  const country = routeParamsOf(state.matches).country;
  requestContext.setState({
    country: isCountryCode(country) ? country : undefined,
    routeName: routeNameOf(state.matches),
  });
  if (lastPathname !== undefined && state.location.pathname !== lastPathname) clearRemovableFlash();
  lastPathname = state.location.pathname;
};

onRouterState(router.state);
router.subscribe(onRouterState);
