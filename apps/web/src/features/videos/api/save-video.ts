import type { Video, videoBodySchema } from '@bo/contract/offers/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { videosQueryKey } from './get-videos';

export type VideoInput = z.input<typeof videoBodySchema>['video'];

/** POST /v1/videos with { video } → { video }. */
export const createVideo = (video: VideoInput) => api.post<{ video: Video }>('/v1/videos', { video });

/** PUT /v1/videos/{id} with { video: { …, lockVersion } } → { video }. */
export const updateVideo = ({ id, video }: { id: number; video: VideoInput & { lockVersion: number } }) =>
  api.put<{ video: Video }>(`/v1/videos/${id}`, { video });

/** DELETE /v1/videos/{id}: hidden from new offers; offers that showed it keep their history. */
export const deleteVideo = (id: number) => api.delete<unknown>(`/v1/videos/${id}`);

const useInvalidate = (country: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: videosQueryKey(country) });
};

export const useCreateVideo = (country: string) =>
  useMutation({ mutationFn: createVideo, onSuccess: useInvalidate(country) });
export const useUpdateVideo = (country: string) =>
  useMutation({ mutationFn: updateVideo, onSuccess: useInvalidate(country) });
export const useDeleteVideo = (country: string) =>
  useMutation({ mutationFn: deleteVideo, onSuccess: useInvalidate(country) });
