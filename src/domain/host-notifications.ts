/**
 * The messages a host gets about their bookings, and the host's switches for them (their
 * preferences' `notifications`): each kind is on unless the host turned it off (absent = on).
 */
import type { components } from '../api/schema.gen';

export type HostNotifications = components['schemas']['HostNotifications'];
export type HostNoticeKind = keyof HostNotifications;

/** Every kind, in the order the settings list them. */
export const HOST_NOTICE_KINDS = [
  'newBooking',
  'request',
  'reschedule',
  'cancel',
  'expired',
] as const satisfies readonly HostNoticeKind[];

/** The switches' labels and what each one is about. */
export const HOST_NOTICE_LABELS: Readonly<
  Record<HostNoticeKind, { label: string; description: string }>
> = {
  newBooking: { label: 'New bookings', description: 'A visitor booked one of your links.' },
  request: {
    label: 'Booking requests',
    description: 'A visitor asks for a time on a link that requires your confirmation.',
  },
  reschedule: {
    label: 'Reschedules',
    description: 'A visitor moved a booking or a request to another time.',
  },
  cancel: { label: 'Cancellations', description: 'A visitor cancelled a booking or a request.' },
  expired: {
    label: 'Expired requests',
    description: 'A request expired before you accepted or declined it.',
  },
};

/** Whether the host gets this kind of message: on unless turned off. */
export function hostNotified(
  settings: HostNotifications | null | undefined,
  kind: HostNoticeKind,
): boolean {
  return settings?.[kind] !== false;
}

/** Every switch with its value (absent = on), for the settings screen. */
export function allHostNotifications(
  settings: HostNotifications | null | undefined,
): Required<HostNotifications> {
  return {
    newBooking: hostNotified(settings, 'newBooking'),
    request: hostNotified(settings, 'request'),
    reschedule: hostNotified(settings, 'reschedule'),
    cancel: hostNotified(settings, 'cancel'),
    expired: hostNotified(settings, 'expired'),
  };
}
