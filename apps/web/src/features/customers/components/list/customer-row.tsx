import { formatPsc } from '@bo/contract/customers/company-ids';
import type { CustomerListItem } from '@bo/contract/customers/list-schemas';
import { nextCallColor } from '@bo/contract/customers/next-call';
import { formatDate, formatDateTime } from '@bo/contract/dates/format';
import type { TFunction } from 'i18next';
import { type CSSProperties, memo } from 'react';
import type { RouteName, RouteParams } from '@/config/paths';
import { nextCallMark, nextCallTint } from '../next-call-swatch';
import { CustomerQuickLinks } from './customer-quick-links';
import classes from './customer-row.module.css';

const joinParts = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** "Palackého 30, 360 01 Karlovy Vary" */
export const addressLine = (address: { street: string; cp: string; psc: string; city: string }) =>
  [joinParts(address.street, address.cp), joinParts(formatPsc(address.psc), address.city)].filter(Boolean).join(', ');

type CustomerRowProps = {
  customer: CustomerListItem;
  /** From the list: stable per country, so a row renders again only when its customer changes. */
  path: (name: RouteName, params?: RouteParams) => string;
  t: TFunction;
  /** quickLinkLabels(t), shared by all rows. */
  linkLabels: readonly string[];
};

/**
 * One customer of the list, tinted by its next call (overview §4: red, green, white).
 * Memoised and built from plain elements (not Mantine's Table.Tr/Td, Text, Anchor, nor router Links: the
 * list navigates on its links' clicks, useLinkNavigation): the list renders 50 of them on each page, and
 * each Mantine component resolves its styles on every render.
 */
export const CustomerRow = memo(({ customer, path, t, linkLabels }: CustomerRowProps) => {
  const color = nextCallColor(customer.nextCall);
  const company = customer.deliveryAddress.company;
  const { latestNote } = customer;
  const nextCallText = customer.nextCall
    ? t('customer_list.next_call_on', { date: formatDateTime(customer.nextCall) })
    : t('customer_list.no_next_call');

  return (
    <tr
      className={classes.row}
      style={{ backgroundColor: nextCallTint[color], '--next-call-mark': nextCallMark[color] } as CSSProperties}
      data-next-call-color={color}
    >
      <td title={nextCallText} className={classes.idCell}>
        {customer.id}
      </td>
      <td>
        <a href={path('customer-detail', { customerId: customer.id })} className={classes.company}>
          {company}
        </a>
        <span className={classes.small}>{addressLine(customer.deliveryAddress)}</span>
      </td>
      <td>{customer.district}</td>
      <td className={classes.noteCell}>
        {latestNote && (
          <>
            <div className={classes.note} title={latestNote.note}>
              {latestNote.note}
            </div>
            <span className={classes.small}>
              {formatDate(latestNote.dateCreated)} ·{' '}
              {joinParts(latestNote.userName ?? '', latestNote.userSurname ?? '')}
            </span>
          </>
        )}
      </td>
      <td className={classes.nowrap}>{customer.operatorName}</td>
      <td>
        <div className={classes.contacts}>
          {customer.contacts.map((contact) => (
            <div key={contact.id}>
              <div className={classes.contactName}>
                {contact.name}
                {contact.phone && <span className={classes.phone}>{contact.phone}</span>}
              </div>
              {contact.email && <div className={classes.contactEmail}>{contact.email}</div>}
            </div>
          ))}
        </div>
      </td>
      <td>
        <CustomerQuickLinks customerId={customer.id} company={company} path={path} labels={linkLabels} />
      </td>
    </tr>
  );
});
