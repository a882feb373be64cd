import { useRouteInfo } from '@/hooks/use-route-info';

export type CustomerIdParam =
  | { kind: 'existing'; customerId: number }
  | { kind: 'new'; customerId: undefined }
  | { kind: 'invalid'; customerId: undefined };

const MAX_ID = 2_147_483_647;

/** overview §2.1: customerId is a number or the word new; anything else is not found. */
export const parseCustomerId = (value: string | undefined): CustomerIdParam => {
  if (value === 'new') return { kind: 'new', customerId: undefined };
  const id = Number(value);
  if (value && /^\d+$/.test(value) && id > 0 && id <= MAX_ID) return { kind: 'existing', customerId: id };
  return { kind: 'invalid', customerId: undefined };
};

export const useCustomerIdParam = () => parseCustomerId(useRouteInfo().params.customerId);
