import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import type { PlaceWords } from '../place-words';

function PinIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={{ flexShrink: 0, marginTop: 3 }}
    >
      <circle cx="12" cy="10" r="3" />
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    </svg>
  );
}

/**
 * The meeting's place on the success page and the booking's own page (docs/decisions.md#meeting-types): its words, and a
 * booked video call's address as a link. `label` names the line for a screen reader.
 */
export function PlaceLine({
  place,
  label,
  centered = false,
}: {
  place: PlaceWords;
  label: string;
  centered?: boolean;
}) {
  return (
    <Group
      gap={6}
      wrap="nowrap"
      align="flex-start"
      justify={centered ? 'center' : 'flex-start'}
      data-testid="booking-place"
    >
      <PinIcon />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} ta={centered ? 'center' : undefined}>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {place.text}
        {place.url ? (
          <>
            {': '}
            <Anchor href={place.url} target="_blank" rel="noopener noreferrer" fw={600}>
              {place.url}
            </Anchor>
          </>
        ) : null}
      </Text>
    </Group>
  );
}
