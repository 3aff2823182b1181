import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { navigateBrowser } from '../components/navigate-browser';

/**
 * Shown on every signed-in page while the host's Google authorisation is expired
 * (`calendarStatus: reconnect_required`): their booking links answer "Calendar Connection
 * Required" to visitors until they sign in with Google again.
 */
export function ReconnectBanner() {
  const [redirecting, setRedirecting] = useState(false);
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      radius="md"
      mb="md"
      title="Your Google Calendar connection expired"
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <Group justify="space-between" gap="sm" align="center">
        <Text size="sm" c="dark" style={{ flex: '1 1 16rem' }}>
          Visitors can't book through your links, and your calendar can't be analyzed, until you
          reconnect.
        </Text>
        <Button
          color="red.8"
          loading={redirecting}
          onClick={() => {
            setRedirecting(true);
            navigateBrowser('/auth/google/web');
          }}
        >
          Reconnect Google Calendar
        </Button>
      </Group>
    </Alert>
  );
}
