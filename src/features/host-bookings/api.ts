/**
 * The host's Bookings screen (docs/decisions.md#the-hosts-bookings): its calls. The list pages
 * by cursor; cancel and reschedule answer the booking as it now is. The reschedule dialog offers
 * the free times of the booking's link exactly as its booking page does: the public link and
 * busy times, through the slot engine (`src/domain/slots/`), shown in the host's zone, of the
 * booking's own length.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';
import type { HostBookingStatus } from '../../domain/host-bookings';
import { slotsOfLink, type Slot, type SlotsByDate } from '../../domain/slots';
import { splitSlug } from '../../domain/links';
import { appNow } from '../../components/app-clock';
import { rescheduleHold } from './reschedule-hold';

type Schemas = components['schemas'];
export type HostBooking = Schemas['HostBooking'];
export type HostBookingPage = Schemas['HostBookingPage'];

export const HOST_BOOKINGS_PAGE_SIZE = 25;

export const hostBookingKeys = {
  all: ['host-bookings'] as const,
  lists: ['host-bookings', 'list'] as const,
  list: (status: HostBookingStatus, q: string, cursor: string | null) =>
    [...hostBookingKeys.lists, { status, q, cursor }] as const,
  one: (id: string) => ['host-bookings', 'one', id] as const,
  slots: (id: string) => ['host-bookings', 'slots', id] as const,
};

/** GET /api/host/bookings: one page of a tab, with every tab's count. */
export const hostBookingsQueryOptions = (
  status: HostBookingStatus,
  q: string,
  cursor: string | null,
) =>
  queryOptions({
    queryKey: hostBookingKeys.list(status, q, cursor),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/host/bookings', {
          params: {
            query: {
              status,
              limit: HOST_BOOKINGS_PAGE_SIZE,
              ...(q ? { q } : {}),
              ...(cursor ? { cursor } : {}),
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** GET /api/host/bookings/{id}: one booking (the planner's link opens it). */
export const hostBookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: hostBookingKeys.one(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/host/bookings/{id}', { params: { path: { id } }, signal })),
    retry: false,
  });

/** The free times of the booking's link, by host-local date, as the link's booking page offers them. */
export const rescheduleSlotsQueryOptions = (booking: HostBooking, timeZone: string) =>
  queryOptions({
    queryKey: [
      ...hostBookingKeys.slots(booking.id),
      booking.slug,
      booking.duration,
      timeZone,
    ] as const,
    queryFn: async ({ signal }): Promise<SlotsByDate> => {
      const { prefix, suffix } = splitSlug(booking.slug);
      const path = { user: prefix, type: suffix };
      const link = await unwrap(
        api.GET('/api/scheduling-links/{user}/{type}', { params: { path }, signal }),
      );
      if (rescheduleHold.asking) await rescheduleHold.asking;
      const busy = await unwrap(
        api.POST('/api/scheduling-links/{user}/{type}/busy-slots', {
          params: { path },
          // The dialog's own held time stays offered to the host (reschedule-hold.ts).
          body: {
            startDate: link.startDate,
            endDate: link.endDate,
            ...(rescheduleHold.id ? { holdId: rescheduleHold.id } : {}),
          },
          signal,
        }),
      );
      // The booking keeps its own length (one of a 30-or-60 link's, say), not the link's default.
      return slotsOfLink({ ...link, defaultDuration: booking.duration }, busy, timeZone, appNow());
    },
    staleTime: 0,
  });

/** A changed booking: stored as it now is; the lists, its free times and the planner read again. */
export function useSettled() {
  const client = useQueryClient();
  return (booking: HostBooking) => {
    client.setQueryData(hostBookingKeys.one(booking.id), booking);
    void client.invalidateQueries({ queryKey: hostBookingKeys.lists });
    void client.invalidateQueries({ queryKey: hostBookingKeys.slots(booking.id) });
    void client.invalidateQueries({ queryKey: ['planner', 'meetings'] });
  };
}

/** POST /api/host/bookings/{id}/cancel with an optional reason. */
export function useHostCancelBooking() {
  const settled = useSettled();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(
        api.POST('/api/host/bookings/{id}/cancel', {
          params: { path: { id } },
          body: reason.trim() ? { reason: reason.trim() } : {},
        }),
      ),
    onSuccess: settled,
  });
}

/** POST /api/host/bookings/{id}/accept: a pending request becomes confirmed. */
export function useHostAcceptBooking() {
  const settled = useSettled();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      unwrap(api.POST('/api/host/bookings/{id}/accept', { params: { path: { id } }, body: {} })),
    onSuccess: settled,
  });
}

/** POST /api/host/bookings/{id}/decline with an optional reason: the time is free again. */
export function useHostDeclineBooking() {
  const settled = useSettled();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(
        api.POST('/api/host/bookings/{id}/decline', {
          params: { path: { id } },
          body: reason.trim() ? { reason: reason.trim() } : {},
        }),
      ),
    onSuccess: settled,
  });
}

/** POST /api/host/bookings/{id}/reschedule: moves it, or 409 and nothing changes. */
export function useHostRescheduleBooking() {
  const settled = useSettled();
  return useMutation({
    mutationFn: ({ id, slot }: { id: string; slot: Pick<Slot, 'start' | 'end'> }) =>
      unwrap(
        api.POST('/api/host/bookings/{id}/reschedule', {
          params: { path: { id } },
          body: { startTime: slot.start, endTime: slot.end },
        }),
      ),
    onSuccess: settled,
  });
}
