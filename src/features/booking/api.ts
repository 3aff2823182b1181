import {
  keepPreviousData,
  queryOptions,
  useMutation,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { appNow } from '../../components/app-clock';
import { currentLang } from '../../i18n/lang';

type Schemas = components['schemas'];
export type PublicLink = Schemas['PublicSchedulingLink'];
export type BusySlots = Schemas['BusySlotsResponse'];
export type BookingRequest = Schemas['BookingRequest'];

export const bookingKeys = {
  link: (user: string, type: string) => ['booking', 'link', user, type] as const,
  busy: (user: string, type: string, startDate: string, endDate: string) =>
    ['booking', 'busy', user, type, startDate, endDate] as const,
};

/**
 * Copies the booking page's cached reads from one address of a link to another (a previous slug
 * to the current one, docs/decisions.md#renamed-links-keep-working), so that the page shows on at once under its new address.
 */
export function copyBookingReads(
  queryClient: QueryClient,
  from: { user: string; type: string },
  to: { user: string; type: string },
): void {
  const link = queryClient.getQueryData<PublicLink>(bookingKeys.link(from.user, from.type));
  if (link === undefined) return;
  queryClient.setQueryData(bookingKeys.link(to.user, to.type), link);
  const busy = queryClient.getQueriesData<Availability>({
    queryKey: ['booking', 'busy', from.user, from.type],
  });
  for (const [key, data] of busy) {
    const [, , , , startDate, endDate] = key;
    if (data !== undefined && typeof startDate === 'string' && typeof endDate === 'string') {
      queryClient.setQueryData(bookingKeys.busy(to.user, to.type, startDate, endDate), data);
    }
  }
}

/** GET /api/scheduling-links/{user}/{type}: public, always refetched. */
export const publicLinkQueryOptions = (user: string, type: string) =>
  queryOptions({
    queryKey: bookingKeys.link(user, type),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/scheduling-links/{user}/{type}', {
          params: { path: { user, type } },
          signal,
        }),
      ),
    staleTime: 0,
  });

/**
 * The visitor's hold of the time they picked (docs/decisions.md#a-held-time), set by the details step's hold
 * (`slot-holder.tsx`): their own held time stays offered to them, and their booking consumes it.
 */
export const ownHold: {
  id: string | undefined;
  /**
   * The hold being asked for, until its answer: a busy-slots read waits for it. The mock (and a
   * real backend's change feed) announces the new hold before its answer reaches the page; a read
   * sent in between, without the hold's id, would hide the visitor's own time from them and send
   * them back to the calendar.
   */
  asking: Promise<unknown> | undefined;
  /**
   * The booking on its way, until its answer (true: booked). A hold asked for meanwhile waits
   * for it (sent beside it, the hold would hold the time against the booking itself), and is
   * asked for only if the booking failed.
   */
  booking: Promise<boolean> | undefined;
} = { id: undefined, asking: undefined, booking: undefined };

/** The busy-slots answer and the moment it was asked for: the `now` the slots are computed at. */
export interface Availability extends BusySlots {
  fetchedAt: number;
}

/**
 * POST /api/scheduling-links/{slug}/busy-slots for the link's booking window (startDate and
 * endDate of the public view). Refetched after a booking conflict (409).
 */
export const busySlotsQueryOptions = (
  user: string,
  type: string,
  window: { startDate: string; endDate: string },
) =>
  queryOptions({
    queryKey: bookingKeys.busy(user, type, window.startDate, window.endDate),
    queryFn: async ({ signal }): Promise<Availability> => {
      if (ownHold.asking) await ownHold.asking;
      const fetchedAt = appNow();
      const busy = await unwrap(
        api.POST('/api/scheduling-links/{user}/{type}/busy-slots', {
          params: { path: { user, type } },
          body: {
            startDate: window.startDate,
            endDate: window.endDate,
            ...(ownHold.id ? { holdId: ownHold.id } : {}),
          },
          signal,
        }),
      );
      return { ...busy, fetchedAt };
    },
    // A refetched link view moves the window a little: keep showing the slots meanwhile.
    placeholderData: keepPreviousData,
  });

/**
 * POST /api/scheduling-links/{slug}/book, in the page's language (`Accept-Language`): the
 * visitor's e-mails about the booking speak it.
 */
export function useBookSlot(user: string, type: string) {
  // The page's hold bookkeeping ends with the page: a booking or hold that never answered must
  // not hold up the next booking page's reads (`ownHold`).
  useEffect(
    () => () => {
      ownHold.booking = undefined;
      ownHold.asking = undefined;
    },
    [],
  );
  return useMutation({
    mutationFn: async ({
      body,
      idempotencyKey,
    }: {
      body: BookingRequest;
      idempotencyKey: string;
    }) => {
      // The visitor's hold of the time (docs/decisions.md#a-held-time), once its answer is in: a booking sent beside
      // a hold still in flight, without the hold's id, would be refused as held by its own hold.
      if (ownHold.asking) await ownHold.asking;
      const sending = unwrap(
        api.POST('/api/scheduling-links/{user}/{type}/book', {
          params: { path: { user, type }, header: { 'Idempotency-Key': idempotencyKey } },
          headers: { 'Accept-Language': currentLang() },
          body: ownHold.id ? { ...body, holdId: ownHold.id } : body,
        }),
      );
      const answered = sending.then(
        () => true,
        () => false,
      );
      ownHold.booking = answered;
      try {
        return await sending;
      } finally {
        if (ownHold.booking === answered) ownHold.booking = undefined;
      }
    },
  });
}
