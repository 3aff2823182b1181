import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { ifMatch } from '../../api/errors';
import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];
export type Preferences = Schemas['Preferences'];
export type PreferencesInput = Schemas['PreferencesInput'];
export type AnalysisResult = Schemas['AnalysisResult'];
export type ConnectedCalendars = Schemas['ConnectedCalendars'];

export const preferencesKeys = {
  all: ['preferences'] as const,
  preferences: ['preferences', 'current'] as const,
  calendars: ['preferences', 'connected-calendars'] as const,
  disconnect: ['preferences', 'disconnect-calendar'] as const,
};

/** GET /api/user/preferences. A failure is only logged by the screen, which keeps its defaults. */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKeys.preferences,
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/preferences', { signal })),
  });

/** GET /api/user/connected-calendars: the primary calendar and the additional ("Personal") ones. */
export const connectedCalendarsQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKeys.calendars,
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/connected-calendars', { signal })),
  });

/**
 * PUT /api/user/preferences (autosave and the time-zone refresh): full replacement, naming the
 * version the edits started from (`If-Match`): a stale one is refused with 412 and the stored
 * preferences (versionConflictOf).
 */
export function savePreferences(input: PreferencesInput, version: number): Promise<Preferences> {
  return unwrap(
    api.PUT('/api/user/preferences', {
      body: input,
      params: { header: ifMatch(version) },
    }),
  );
}

/** Keeps the cached preferences in step with a save; the screen's edits are never reset from it. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return async (input: PreferencesInput, version: number) => {
    const saved = await savePreferences(input, version);
    queryClient.setQueryData(preferencesKeys.preferences, saved);
    return saved;
  };
}

/**
 * POST /api/user/preferences/analyze?apply=false: the analysis proposes, the host decides. It
 * records that it ran (the count, the time and so the version), which the cache takes; the
 * proposal itself is stored only when the host applies it (an ordinary save).
 */
export function useAnalyzeCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/user/preferences/analyze', { params: { query: { apply: false } } })),
    onSuccess: (result) => {
      queryClient.setQueryData<Preferences>(preferencesKeys.preferences, (cached) =>
        cached
          ? {
              ...cached,
              totalMeetingsAnalyzed: result.totalMeetingsAnalyzed,
              lastAnalyzedAt: result.lastAnalyzedAt,
              // The run moved the stored version: the next save is made against it, not refused.
              version: result.version,
            }
          : cached,
      );
    },
  });
}

/**
 * DELETE /api/user/connected-calendars/{calendar}, then the list is read again.
 * The calendar's address goes URL-encoded in the path. Several removals may run at once; the
 * screen finds the pending ones through `preferencesKeys.disconnect`.
 */
export function useDisconnectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: preferencesKeys.disconnect,
    mutationFn: (email: string) =>
      unwrap(
        api.DELETE('/api/user/connected-calendars/{calendar}', {
          params: { path: { calendar: email } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesKeys.calendars }),
  });
}
