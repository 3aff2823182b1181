/**
 * The link dialog's "Requires confirmation" switch (docs/decisions.md#approval-per-link): with
 * it on, every booking of the link is a request the host accepts or declines in Bookings.
 */
import { Switch } from '@mantine/core';

export function ApprovalSwitch({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  return (
    <Switch
      label="Requires confirmation"
      // The label wraps the description too: the name is the label alone, the rest describes it.
      aria-label="Requires confirmation"
      description="Bookings wait for you to accept them in Bookings; unanswered requests expire after 24 hours."
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
    />
  );
}
