import { formatDate } from '@bo/contract/dates/format';
import type { InvoiceListItem } from '@bo/contract/invoices/schemas';
import type { TFunction } from 'i18next';
import { type CSSProperties, type MouseEvent, memo } from 'react';
import { Link } from 'react-router';
import type { RouteName, RouteParams } from '@/config/paths';
import { invoiceColorMark, invoiceColorOptions, invoiceColorTint } from '../common/invoice-colors';
import { invoiceStateText } from '../common/invoice-state';
import classes from './invoice-row.module.css';

type InvoiceRowProps = {
  invoice: InvoiceListItem;
  isSelected: boolean;
  showInspections: boolean;
  /** From the list: stable, so a row renders again only when its invoice or selection changes. */
  path: (name: RouteName, params?: RouteParams) => string;
  t: TFunction;
  formatMoney: (value: number) => string;
  onToggle: (id: number) => void;
  onSetPaid: (invoice: InvoiceListItem) => void;
  onColor: (invoice: InvoiceListItem, color: number) => void;
  onOpen: (id: number) => void;
};

/** Clicks on the row's own controls (links, buttons, inputs) do what they do; elsewhere the row opens. */
const isOnControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('a, button, input, select, label') !== null;

/**
 * One invoice of the list (overview §2.8), tinted by its colour. Memoised plain elements: the page
 * shows 50 of them, nothing floating is mounted per row.
 */
export const InvoiceRow = memo(
  ({
    invoice,
    isSelected,
    showInspections,
    path,
    t,
    formatMoney,
    onToggle,
    onSetPaid,
    onColor,
    onOpen,
  }: InvoiceRowProps) => {
    const isAfterMaturity = invoice.state === 'after_maturity';
    const clientPath =
      invoice.customerApplicationId === null
        ? path('customer-detail', { customerId: invoice.customerId })
        : path('customer-application-detail', {
            customerId: invoice.customerId,
            applicationId: invoice.customerApplicationId,
          });
    return (
      <tr
        className={classes.row}
        style={
          {
            backgroundColor: invoiceColorTint[invoice.color],
            '--invoice-mark': invoiceColorMark[invoice.color],
          } as CSSProperties
        }
        data-invoice-id={invoice.id}
        data-color={invoice.color}
        onClick={(event) => {
          if (!isOnControl(event)) onOpen(invoice.id);
        }}
      >
        <td className={classes.checkCell}>
          <input
            type="checkbox"
            className={classes.check}
            checked={isSelected}
            onChange={() => onToggle(invoice.id)}
            aria-label={t('invoice_list.select', { number: invoice.number })}
          />
        </td>
        <td>
          <Link to={path('invoice-detail', { invoiceId: invoice.id })} className={classes.number}>
            {invoice.number}
          </Link>
          {invoice.documentType === 'credit_note' && (
            <span className={classes.badge} data-document-type="credit_note">
              {t('invoice.document_type_credit_note')}
            </span>
          )}
          {invoice.eInvoiceStatus && (
            <span className={classes.badge} data-e-invoice={invoice.eInvoiceStatus}>
              {t('e_invoice.badge', { status: t(`e_invoice.status_${invoice.eInvoiceStatus}`) })}
            </span>
          )}
        </td>
        <td className={classes.money}>{formatMoney(invoice.priceWithVat)}</td>
        <td className={classes.money}>{formatMoney(invoice.priceWithoutVat)}</td>
        {/* the state and, under it, its action: one column, so the list fits 1366 px (issue 25) */}
        <td>
          <span className={`${classes.state} ${classes[invoice.state]}`} data-state={invoice.state}>
            {invoiceStateText(t, invoice.state, invoice.datePaid)}
          </span>
          {!invoice.paid && (
            <button
              type="button"
              className={`${classes.action} ${classes.stateAction}`}
              onClick={() => onSetPaid(invoice)}
              aria-label={t('invoice_list.set_paid_of', { number: invoice.number })}
            >
              {t('invoice_list.set_paid')}
            </button>
          )}
        </td>
        <td className={classes.nowrap}>{formatDate(invoice.dateIssue)}</td>
        <td>
          {isAfterMaturity ? (
            <span className={classes.overdue}>
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M6 1 11 11H1Z" fill="currentColor" />
              </svg>
              {formatDate(invoice.dateMaturity)}
              <span className={classes.srOnly}> ({t('invoice.state_after_maturity')})</span>
            </span>
          ) : (
            <span className={classes.nowrap}>{formatDate(invoice.dateMaturity)}</span>
          )}
        </td>
        <td>{invoice.deliveryNoteNumber ?? ''}</td>
        <td>
          <Link to={clientPath} className={classes.client}>
            {invoice.invoiceCompany || `#${invoice.customerId}`}
          </Link>
        </td>
        {showInspections && (
          <td>
            {invoice.inspectionCount > 0 && (
              <span className={classes.badge}>
                {t('invoice.inspections_count', { count: invoice.inspectionCount })}
              </span>
            )}
          </td>
        )}
        <td className={classes.nowrap}>
          <select
            className={classes.colorSelect}
            value={invoice.color}
            onChange={(event) => onColor(invoice, Number(event.currentTarget.value))}
            aria-label={t('invoice_list.color_of', { number: invoice.number })}
          >
            {invoiceColorOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {t(option.labelKey)}
              </option>
            ))}
          </select>
        </td>
      </tr>
    );
  },
);
