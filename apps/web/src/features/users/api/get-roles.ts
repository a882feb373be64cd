import type { rolesResponseSchema } from '@bo/contract/reference/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET /v1/users/role → { roles }. */
export const getRoles = () => api.get<z.infer<typeof rolesResponseSchema>>('/v1/users/role');

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: ['roles'], queryFn: getRoles, staleTime: Number.POSITIVE_INFINITY });

export const useRoles = () => useQuery(rolesQueryOptions());
