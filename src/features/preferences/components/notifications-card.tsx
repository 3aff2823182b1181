import { Stack, Switch } from '@mantine/core';
import {
  allHostNotifications,
  HOST_NOTICE_KINDS,
  HOST_NOTICE_LABELS,
  type HostNotifications,
} from '../../../domain/host-notifications';
import { SectionCard } from '../../../components/signed-in/section-card';

/**
 * The host's messages about their bookings, one switch each (every one on until turned off).
 * A change goes with the page's autosave, like every other preference.
 */
export function NotificationsCard({
  value,
  onChange,
}: {
  value: HostNotifications | undefined;
  onChange: (value: Required<HostNotifications>) => void;
}) {
  const on = allHostNotifications(value);
  return (
    <SectionCard
      title="Notifications"
      description="The e-mails Slotwise sends you about your bookings, with times in your time zone."
    >
      <Stack gap="sm">
        {HOST_NOTICE_KINDS.map((kind) => (
          <Switch
            key={kind}
            label={HOST_NOTICE_LABELS[kind].label}
            // The name is the label; the description is read as its description.
            aria-label={HOST_NOTICE_LABELS[kind].label}
            description={HOST_NOTICE_LABELS[kind].description}
            checked={on[kind]}
            onChange={(event) => onChange({ ...on, [kind]: event.currentTarget.checked })}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}
