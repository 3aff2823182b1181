import { Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { focusPageHeadingIfLost } from '../../../components/focus-page-heading';
import type { HostBooking } from '../api';
import { formatDay, formatTimeRange } from '../format';

/**
 * A dialog of the Bookings screen about one booking: open while `booking` is set, its form drawn
 * afresh for each booking (so nothing typed for one is left for the next). Its header is a <div>,
 * not a second banner landmark.
 */
export function BookingDialog({
  booking,
  title,
  onClose,
  children,
}: {
  booking: HostBooking | null;
  title: string;
  onClose: () => void;
  children: (booking: HostBooking) => ReactNode;
}) {
  return (
    <Modal.Root
      opened={booking !== null}
      onClose={onClose}
      centered
      size="lg"
      // A booking that left the list (reassigned to another host) took its row's button along.
      onExitTransitionEnd={() => focusPageHeadingIfLost()}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close dialog" />
        </Modal.Header>
        <Modal.Body key={booking?.id}>{booking ? children(booking) : null}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * Which booking a dialog is about: "{name} ({e-mail}), {day}, {from – to}." in the host's zone
 * (`when` before the day: "now"), then what the dialog will do (`children`).
 */
export function BookingSummary({
  booking,
  timeZone,
  when,
  children,
}: {
  booking: HostBooking;
  timeZone: string;
  when?: string;
  children: ReactNode;
}) {
  return (
    <Text size="sm">
      {booking.attendeeName} ({booking.attendeeEmail}), {when ? `${when} ` : null}
      {formatDay(booking.startTime, timeZone)},{' '}
      {formatTimeRange(booking.startTime, booking.endTime, timeZone)}. {children}
    </Text>
  );
}
