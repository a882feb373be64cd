import type { AresCompany } from '@bo/contract/customers/ares-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/ares/{ic} → the company's name, address and DIČ from the public register (cached a day by the server). */
export const getAresCompany = (ic: string) => api.get<AresCompany>(`/v1/ares/${encodeURIComponent(ic)}`);

/** Asked on a click, not kept: the form takes the answer and the server already caches it. */
export const useAresCompany = () => useMutation({ mutationFn: getAresCompany });
