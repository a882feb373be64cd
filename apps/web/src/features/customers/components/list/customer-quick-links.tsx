import type { TFunction } from 'i18next';
import type { RouteName, RouteParams } from '@/config/paths';
import classes from './customer-row.module.css';

const links: { route: RouteName; labelKey: string; iconClass: string | undefined }[] = [
  { route: 'customer-notes', labelKey: 'customer_tab.notes', iconClass: classes.iconNotes },
  { route: 'customer-offers', labelKey: 'customer_tab.offers', iconClass: classes.iconOffers },
  { route: 'customer-applications', labelKey: 'customer_tab.applications', iconClass: classes.iconApplications },
  { route: 'customer-detail', labelKey: 'customer_tab.detail', iconClass: classes.iconDetail },
  { route: 'customer-map', labelKey: 'customer_tab.map', iconClass: classes.iconMap },
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
 * mount a floating tooltip or a portal up front. The list navigates within the app on their click
 * (useLinkNavigation), and their icons are drawn by the style sheet (a mask of the Tabler icon in the
 * text colour): 250 inline SVGs were a fifth of the page's elements, styled, laid out and painted as it
 * loaded.
 */
export const CustomerQuickLinks = ({ customerId, company, path, labels }: CustomerQuickLinksProps) => (
  <div className={classes.quickLinks}>
    {links.map(({ route, iconClass }, index) => (
      // biome-ignore lint/a11y/useAnchorContent: named by aria-label; the icon is the style sheet's, not content
      <a
        key={route}
        href={path(route, { customerId })}
        className={`${classes.quickLink} ${iconClass}`}
        title={labels[index]}
        aria-label={`${labels[index]}: ${company}`}
      />
    ))}
  </div>
);
