import { Modal, Stack, UnstyledButton, Text } from '@mantine/core';
import dayjs from '../../../domain/dayjs';
import type { CalendarEvent } from '../calendar-events';
import type { MoreEvent } from '../fold-overlaps';
import { wallClockTime } from './event-content';

/** The meetings folded into "+N more" of a crowded time slot; choosing one opens its details. */
export function MoreMeetingsModal({
  more,
  onClose,
  onOpen,
}: {
  more: MoreEvent | null;
  onClose: () => void;
  onOpen: (event: CalendarEvent) => void;
}) {
  return (
    // The compound form, like the event details: a div header (one banner landmark on the page)
    // and a named close button.
    <Modal.Root opened={more !== null} onClose={onClose} size="sm">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700}>
            {more ? `${more.title} on ${dayjs.utc(more.start).format('dddd, MMMM D')}` : ''}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {more?.folded.map((event) => (
              <li key={event.id}>
                <UnstyledButton
                  onClick={() => onOpen(event)}
                  w="100%"
                  p={6}
                  style={{ borderLeft: `4px solid ${event.colors.borderColor}`, borderRadius: 4 }}
                >
                  <Text size="sm" fw={600} lineClamp={2}>
                    {event.title}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {wallClockTime(event.start)} – {wallClockTime(event.end)}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
