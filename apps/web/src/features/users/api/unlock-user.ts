import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/users/{id}/unlock → { ok }: lifts the user's failed-login lock from every address. */
export const unlockUser = (id: number) => api.post<{ ok: true }>(`/v1/users/${id}/unlock`);

export const useUnlockUser = () => useMutation({ mutationFn: unlockUser });
