import { IconClipboardList, IconFileDescription, IconId, IconMapPin, IconNotes } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { RouteName, RouteParams } from '@/config/paths';
import classes from './customer-row.module.css';

const links: { route: RouteName; labelKey: string; Icon: typeof IconNotes }[] = [
  { route: 'customer-notes', labelKey: 'customer_tab.notes', Icon: IconNotes },
  { route: 'customer-offers', labelKey: 'customer_tab.offers', Icon: IconFileDescription },
  { route: 'customer-applications', labelKey: 'customer_tab.applications', Icon: IconClipboardList },
  { route: 'customer-detail', labelKey: 'customer_tab.detail', Icon: IconId },
  { route: 'customer-map', labelKey: 'customer_tab.map', Icon: IconMapPin },
];

/** The links' labels, translated once for the whole list. */
export const quickLinkLabels = (t: TFunction) => links.map(({ labelKey }) => t(labelKey));

type CustomerQuickLinksProps = {
  customerId: number;
  company: string;
  path: (name: RouteName, params?: RouteParams) => string;
  labels: readonly string[];
};

/**
 * overview §2.5: quick links of a list row to the customer's notes, offers, applications, detail and map.
 * Plain links with the browser's own tooltip (title): 250 of them are on the screen, so nothing here may
 * mount a floating tooltip or a portal up front.
 */
export const CustomerQuickLinks = ({ customerId, company, path, labels }: CustomerQuickLinksProps) => (
  <div className={classes.quickLinks}>
    {links.map(({ route, Icon }, index) => (
      <Link
        key={route}
        to={path(route, { customerId })}
        className={classes.quickLink}
        title={labels[index]}
        aria-label={`${labels[index]}: ${company}`}
      >
        <Icon size={18} stroke={1.6} aria-hidden />
      </Link>
    ))}
  </div>
);
