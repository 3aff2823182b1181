/**
 * The booking's own page (`/bookings/{id}`, docs/decisions.md#booking): its calls, apart from `api.ts` so that they
 * load with that page and stay out of the public booking page's first screen (exact budgets).
 * The secret token travels in the `Booking-Token` header, never in the API's URL.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];

export type ManagedBooking = Schemas['ManagedBooking'];

export const managedBookingKey = (id: string, token: string) =>
  ['booking', 'managed', id, token] as const;

/** GET /api/bookings/{id} with the Booking-Token header: the booking's own page. Always read fresh. */
export const managedBookingQueryOptions = (id: string, token: string) =>
  queryOptions({
    queryKey: managedBookingKey(id, token),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/bookings/{id}', {
          params: { path: { id }, header: { 'Booking-Token': token } },
          signal,
        }),
      ),
    staleTime: 0,
  });

/** POST /api/bookings/{id}/cancel (Booking-Token header), with an optional reason. */
export function useCancelBooking(id: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      unwrap(
        api.POST('/api/bookings/{id}/cancel', {
          params: { path: { id }, header: { 'Booking-Token': token } },
          body: reason.trim() ? { reason: reason.trim() } : {},
        }),
      ),
    onSuccess: (booking) => client.setQueryData(managedBookingKey(id, token), booking),
  });
}

/**
 * POST /api/bookings/{id}/reschedule (Booking-Token header): moves the booking, with the answers
 * and guests sent (left out: kept), or 400/409 and nothing changes.
 */
export function useRescheduleBooking(id: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['VisitorRescheduleRequest']) =>
      unwrap(
        api.POST('/api/bookings/{id}/reschedule', {
          params: { path: { id }, header: { 'Booking-Token': token } },
          body,
        }),
      ),
    onSuccess: (booking) => client.setQueryData(managedBookingKey(id, token), booking),
  });
}
