import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { ifMatch } from '../../api/errors';
import type { components } from '../../api/schema.gen';
import { weekOf } from '../../domain/week';
import type { CivilDate } from '../../domain/civil-date';

type Schemas = components['schemas'];
export type Meeting = Schemas['Meeting'];
export type WeeklyGoals = Schemas['WeeklyGoals'];
export type ConnectedCalendars = Schemas['ConnectedCalendars'];
export type FocusWeek = Schemas['FocusWeek'];
export type FocusBlock = Schemas['FocusBlock'];
export type FocusProposals = Schemas['FocusProposals'];

/** The planner's meetings refetch every 30 seconds. */
export const MEETINGS_REFETCH_INTERVAL = 30_000;

export const plannerKeys = {
  all: ['planner'] as const,
  meetings: ['planner', 'meetings'] as const,
  week: (monday: CivilDate, zone: string) => ['planner', 'meetings', zone, monday] as const,
  goals: ['planner', 'goals'] as const,
  weekGoals: (weekStartDate: CivilDate) => ['planner', 'goals', weekStartDate] as const,
  focusWeeks: ['planner', 'goals', 'focus'] as const,
  focus: (weekStartDate: CivilDate) => ['planner', 'goals', 'focus', weekStartDate] as const,
  calendars: ['planner', 'connected-calendars'] as const,
};

/**
 * GET /api/dashboard/meetings for one week only: its Monday 00:00 to its Sunday 23:59:59.999 on
 * the browser's wall clock, as UTC. Every view asks week by week, so a week is fetched once and
 * shared by the week, day, month and agenda views.
 */
export const weekMeetingsQueryOptions = (monday: CivilDate, zone: string) =>
  queryOptions({
    queryKey: plannerKeys.week(monday, zone),
    queryFn: ({ signal }) => {
      const week = weekOf(monday, zone);
      return unwrap(
        api.GET('/api/dashboard/meetings', {
          params: {
            query: {
              startDate: new Date(week.start).toISOString(),
              endDate: new Date(week.end).toISOString(),
            },
          },
          signal,
        }),
      );
    },
    refetchInterval: MEETINGS_REFETCH_INTERVAL,
  });

/**
 * The week's goals: `weekStartDate` is the date of the week's Monday, `YYYY-MM-DD`, never an
 * instant (`goalsWeekStart` in `src/domain/goals-week.ts`).
 */
export const weeklyGoalsQueryOptions = (weekStartDate: CivilDate) =>
  queryOptions({
    queryKey: plannerKeys.weekGoals(weekStartDate),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/goals', { params: { query: { weekStartDate } }, signal })),
  });

/** GET /api/user/connected-calendars, for the Calendars side card. */
export const connectedCalendarsQueryOptions = () =>
  queryOptions({
    queryKey: plannerKeys.calendars,
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/connected-calendars', { signal })),
  });

/** POST /api/goals (upsert of the week's three goals); then the week's goals are read again. */
export function useSaveWeeklyGoals(weekStartDate: CivilDate) {
  const queryClient = useQueryClient();
  return useMutation({
    /** Names the week's version the edits started from (`If-Match`): a stale one is a 412. */
    mutationFn: ({
      goals,
      version,
      minutesNeeded,
    }: {
      goals: string[];
      version: number;
      /** Left out, the stored needs stay. */
      minutesNeeded?: number[];
    }) =>
      unwrap(
        api.POST('/api/goals', {
          body: { goals, weekStartDate, ...(minutesNeeded ? { minutesNeeded } : {}) },
          params: { header: ifMatch(version) },
        }),
      ),
    onSuccess: async (saved) => {
      const key = plannerKeys.weekGoals(weekStartDate);
      queryClient.setQueryData(key, saved);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/**
 * GET /api/focus: the week's focus blocks (dropped ones included, with what the host was told)
 * and each goal's time need. Read again with the meetings (the assistant moves blocks).
 */
export const focusWeekQueryOptions = (weekStartDate: CivilDate) =>
  queryOptions({
    queryKey: plannerKeys.focus(weekStartDate),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/focus', { params: { query: { weekStartDate } }, signal })),
    refetchInterval: MEETINGS_REFETCH_INTERVAL,
  });

/** POST /api/focus/proposals: the assistant's proposal; nothing is stored. */
export function useProposeFocus(weekStartDate: CivilDate) {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/focus/proposals', { body: { weekStartDate } })),
  });
}

/** After a focus write: the weeks' blocks and every shown week's meetings are read again. */
async function focusChanged(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: plannerKeys.focusWeeks }),
    queryClient.invalidateQueries({ queryKey: plannerKeys.meetings }),
  ]);
}

/** POST /api/focus/blocks with the proposal's version (`If-Match`). */
export function useApplyFocus(weekStartDate: CivilDate) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: FocusProposals) =>
      unwrap(
        api.POST('/api/focus/blocks', {
          body: {
            weekStartDate,
            blocks: proposal.proposals.map(({ goalIndex, startTime, endTime }) => ({
              goalIndex,
              startTime,
              endTime,
            })),
          },
          params: { header: ifMatch(proposal.version) },
        }),
      ),
    onSettled: () => focusChanged(queryClient),
  });
}

/** PATCH /api/focus/blocks/{id}: a block's new time, naming its version. */
export function useMoveFocusBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: { id: string; version: number; startTime: string; endTime: string }) =>
      unwrap(
        api.PATCH('/api/focus/blocks/{id}', {
          params: { path: { id: move.id }, header: ifMatch(move.version) },
          body: { startTime: move.startTime, endTime: move.endTime },
        }),
      ),
    onSettled: () => focusChanged(queryClient),
  });
}

/** DELETE /api/focus/blocks/{id}, naming its version. */
export function useDeleteFocusBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: { id: string; version: number }) =>
      unwrap(
        api.DELETE('/api/focus/blocks/{id}', {
          params: { path: { id: block.id }, header: ifMatch(block.version) },
        }),
      ),
    onSettled: () => focusChanged(queryClient),
  });
}
