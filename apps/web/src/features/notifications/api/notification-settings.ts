import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@kindred/core/calendar';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/users/me/notifications */
export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiFetch<NotificationSettings>('/users/me/notifications', { signal });
}

/** PUT /api/users/me/notifications with the whole settings object; answers what was saved. */
export function putNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  return apiFetch<NotificationSettings>('/users/me/notifications', { method: 'PUT', body: JSON.stringify(settings) });
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings(), queryFn: ({ signal }) => getNotificationSettings(signal) });

/** The user's reminder and digest settings. */
export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** Saves the settings; the answer becomes the cached settings. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(), saved),
  });
}
