import type { CatalogKey } from '@bo/contract/i18n/catalog-cs';
import type { RouteName } from './paths';

/** An entry of a menu: its label and the named route it opens; who sees it follows that route's roles. */
export type MenuEntry = {
  labelKey: CatalogKey;
  route: RouteName;
  /** Shown only to whom may not open this route (who can reaches the entry's screen from there). */
  unlessRoute?: RouteName;
};

/** rules §6 Top navigation. */
export const topNavigation: readonly MenuEntry[] = [
  { labelKey: 'nav.calendar', route: 'home' },
  { labelKey: 'nav.customers', route: 'customer-list' },
  { labelKey: 'nav.map', route: 'map' },
  { labelKey: 'nav.invoices', route: 'invoice-list' },
  // accountants have no invoice list; administrators open bank statements from it (decision 121)
  { labelKey: 'nav.bank_statements', route: 'bank-statements', unlessRoute: 'invoice-list' },
  { labelKey: 'nav.reports', route: 'report' },
  { labelKey: 'nav.settings', route: 'setting' },
];

/** overview §2.2 Report side menu. */
export const reportMenu: readonly MenuEntry[] = [
  { labelKey: 'report_menu.invoicing', route: 'invoicing-list-report' },
  { labelKey: 'report_menu.postpone_invoicing', route: 'postpone-invoicing-list-report' },
  { labelKey: 'report_menu.exits', route: 'exits-list-report' },
  { labelKey: 'report_menu.wages', route: 'wages-report' },
  { labelKey: 'report_menu.log_books', route: 'log-books-report' },
  { labelKey: 'report_menu.ekokom', route: 'ekokom-list-report' },
  { labelKey: 'report_menu.accountant', route: 'accountant-report' },
];

/** overview §2.2 Settings side menu. */
export const settingsMenu: readonly MenuEntry[] = [
  { labelKey: 'settings_menu.users', route: 'user-setting-list' },
  { labelKey: 'settings_menu.products', route: 'product-setting-list' },
  { labelKey: 'settings_menu.taxes', route: 'tax-setting-list' },
  { labelKey: 'settings_menu.offers', route: 'offer-setting' },
  { labelKey: 'settings_menu.videos', route: 'video-setting-list' },
  { labelKey: 'settings_menu.ekokom', route: 'ekokom-setting-list' },
  { labelKey: 'settings_menu.invoices', route: 'invoice-setting' },
  { labelKey: 'settings_menu.billing_infos', route: 'billing-info-setting-list' },
  { labelKey: 'settings_menu.customer_import', route: 'customer-import-setting' },
  { labelKey: 'settings_menu.reminders', route: 'reminder-setting' },
  { labelKey: 'settings_menu.depot', route: 'depot-setting' },
];
