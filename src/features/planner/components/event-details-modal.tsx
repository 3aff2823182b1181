import { Anchor, ColorSwatch, Group, List, Modal, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import dayjs from '../../../domain/dayjs';
import type { CalendarEvent } from '../calendar-events';
import { zoneAbbreviation } from '../../../domain/time-text';
import { FocusBlockActions } from './focus-time';

/** 'Monday, March 9, 2026' and '10:00 AM – 10:30 AM' from the floating (wall-clock) dates. */
export function eventWhen(event: Pick<CalendarEvent, 'start' | 'end'>) {
  const start = dayjs.utc(event.start);
  const end = dayjs.utc(event.end);
  const sameDay = start.format('YYYY-MM-DD') === end.format('YYYY-MM-DD');
  return {
    date: start.format('dddd, MMMM D, YYYY'),
    time: sameDay
      ? `${start.format('h:mm A')} – ${end.format('h:mm A')}`
      : `${start.format('h:mm A')} – ${end.format('dddd, MMMM D, h:mm A')}`,
  };
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} tt="uppercase" c="gray.7">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The details of the meeting clicked in the calendar: title, time range, calendar, attendees. */
export function EventDetailsModal({
  event,
  zone,
  onClose,
}: {
  event: CalendarEvent | null;
  zone: string;
  onClose: () => void;
}) {
  const when = event ? eventWhen(event) : null;
  const meeting = event?.meeting;
  const attendees = meeting?.attendees ?? [];
  return (
    // The compound form, so the header is a <div>: Mantine's default <header> would be a second
    // banner landmark (axe: landmark-no-duplicate-banner).
    <Modal.Root opened={event !== null} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            {event?.title ?? ''}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close details" />
        </Modal.Header>
        <Modal.Body>
          {event && meeting && when ? (
            <Stack gap="md" data-testid="event-details">
              <Detail label="When">
                <Text>{when.date}</Text>
                <Text>
                  {when.time}{' '}
                  <Text span c="gray.7" size="sm">
                    ({zoneAbbreviation(Date.parse(meeting.startTime), zone)})
                  </Text>
                </Text>
              </Detail>
              {meeting.kind !== 'focus' ? (
                <Detail label="Calendar">
                  <Group gap="xs" wrap="nowrap">
                    <ColorSwatch color={meeting.color} size={14} aria-hidden="true" />
                    <Text>{meeting.calendarEmail ?? 'Connected calendar'}</Text>
                  </Group>
                  {meeting.source === 'booking' ? (
                    <Text size="sm" c="violet.9">
                      {meeting.tentative
                        ? 'Booking request: awaiting your confirmation'
                        : 'Booked through a scheduling link'}
                      {meeting.bookingId ? (
                        <>
                          {' · '}
                          <Anchor
                            renderRoot={(props) => (
                              <Link
                                {...props}
                                to="/bookings"
                                search={{ booking: meeting.bookingId }}
                              />
                            )}
                            size="sm"
                            c="violet.9"
                            underline="always"
                          >
                            Open in Bookings
                          </Anchor>
                        </>
                      ) : null}
                    </Text>
                  ) : null}
                </Detail>
              ) : null}
              {event.proposedReason !== undefined ? (
                <Detail label="Why this time">
                  <Text>{event.proposedReason}</Text>
                  <Text size="sm" c="gray.7">
                    Proposed focus time: apply or discard it on the Weekly Goals card.
                  </Text>
                </Detail>
              ) : null}
              {meeting.kind === 'focus' && event.proposedReason === undefined ? (
                <Detail label="Focus time">
                  <FocusBlockActions meeting={meeting} zone={zone} onDone={onClose} />
                </Detail>
              ) : null}
              {attendees.length > 0 ? (
                <Detail label="Attendees">
                  <List size="sm" spacing={2}>
                    {attendees.map((attendee) => (
                      <List.Item key={attendee.email}>
                        {attendee.name ? `${attendee.name} (${attendee.email})` : attendee.email}
                      </List.Item>
                    ))}
                  </List>
                </Detail>
              ) : null}
            </Stack>
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
