import type { BillingInfoDetail } from '@bo/contract/settings/billing-infos';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useRoutePath } from '@/hooks/use-route-path';
import { useBillingInfoDetail } from '../api/get-billing-info-detail';
import { BillingInfoForm } from './billing-info-form';

type BillingInfoDetailModalProps = {
  country: string;
  /** The route's billingInfoId: an id or `new`. */
  billingInfoId: string;
  /** The change history of a saved billing info, for its id (composed by the route). */
  history: (id: number) => ReactNode;
};

/**
 * Route billing-info-setting-detail: the billing info's modal over the list, loaded with its lockVersion; an id
 * the country does not have goes back to the list.
 */
export const BillingInfoDetailModal = ({ country, billingInfoId, history }: BillingInfoDetailModalProps) => {
  const path = useRoutePath();
  const [isLeaving, setIsLeaving] = useState(false);
  const isNew = billingInfoId === 'new';
  const id = isNew || !/^\d+$/.test(billingInfoId) ? undefined : Number(billingInfoId);
  const detail = useBillingInfoDetail(country, id, !isLeaving);
  const last = useRef<BillingInfoDetail | undefined>(undefined);
  if (detail.data) last.current = detail.data.billingInfo;
  useErrorFlash(detail.error);

  if (!isNew && (id === undefined || detail.isError))
    return <Navigate replace to={path('billing-info-setting-list')} />;
  // while a delete runs the record stays in view until the modal closes
  const billingInfo = detail.data?.billingInfo ?? (isLeaving ? last.current : undefined);
  if (!isNew && !billingInfo) return null;
  return (
    <BillingInfoForm
      key={`${country}:${billingInfoId}`}
      country={country}
      billingInfo={billingInfo}
      onLeave={() => setIsLeaving(true)}
      history={billingInfo && history(billingInfo.id)}
    />
  );
};
