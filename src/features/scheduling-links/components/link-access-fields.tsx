/**
 * Who can find and book a link: a secret link is left out of the host's public list
 * (it is booked by its address only); a single-use link closes after one booking.
 */
import { Checkbox, Stack, Text } from '@mantine/core';

export function LinkAccessFields({
  secret,
  singleUse,
  usedAt,
  onChange,
}: {
  secret: boolean;
  singleUse: boolean;
  /** When the saved single-use link was used; null while open. */
  usedAt: string | null;
  onChange: (next: { secret: boolean; singleUse: boolean }) => void;
}) {
  return (
    <Stack gap="xs">
      <Checkbox
        label="Secret link"
        description="Not listed on your public page; only people you give the address to can book."
        checked={secret}
        onChange={(event) => onChange({ secret: event.currentTarget.checked, singleUse })}
      />
      <Checkbox
        label="Single use"
        description="The link closes after one booking."
        checked={singleUse}
        onChange={(event) => onChange({ secret, singleUse: event.currentTarget.checked })}
      />
      {singleUse && usedAt ? (
        <Text size="sm" c="gray.7">
          This link has been used and takes no more bookings. Turn single use off to open it again.
        </Text>
      ) : null}
    </Stack>
  );
}
