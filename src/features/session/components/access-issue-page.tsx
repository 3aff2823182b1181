import {
  Button,
  Center,
  Collapse,
  List,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
  Group,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { navigateBrowser } from '../../../components/navigate-browser';

/**
 * /access-issue: the host signed in but withheld the calendar scopes. The route redirects to
 * /preferences as soon as the scopes check reports them present.
 */
export function AccessIssuePage({ grantedScopes }: { grantedScopes?: string[] }) {
  const [redirecting, setRedirecting] = useState(false);
  const [whyOpen, why] = useDisclosure(false);

  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p="xl" maw={560} w="100%">
        <Stack gap="md">
          <Title order={1} fz={26}>
            Permissions missing
          </Title>
          <Text>
            We could not access your Google Calendar. To find free times, avoid double-booking and
            add meetings to your calendar, we need permission to see and edit your calendar events.
          </Text>
          {grantedScopes && grantedScopes.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Access granted so far:
              </Text>
              <List size="sm">
                {grantedScopes.map((scope) => (
                  <List.Item key={scope}>{scope}</List.Item>
                ))}
              </List>
            </Stack>
          ) : null}
          <Button
            size="md"
            loading={false}
            disabled={redirecting}
            onClick={() => {
              setRedirecting(true);
              navigateBrowser('/auth/google/web');
            }}
          >
            {redirecting ? 'Redirecting...' : 'Reconnect Google Calendar'}
          </Button>
          <UnstyledButton
            onClick={why.toggle}
            aria-expanded={whyOpen}
            aria-controls="why-permissions"
          >
            <Group gap={6}>
              <Text fw={600} c="violet.8">
                Why do I need this?
              </Text>
              <Text aria-hidden="true" c="violet.8">
                {whyOpen ? '▴' : '▾'}
              </Text>
            </Group>
          </UnstyledButton>
          <Collapse expanded={whyOpen} id="why-permissions">
            <Stack gap="xs">
              <Text size="sm">
                Slotwise reads your calendar only to learn when you are busy and which times you
                prefer, and writes only the meetings that you or your visitors book.
              </Text>
              <Text size="sm">
                We never share your calendar with anyone, never show event details to visitors (they
                see free times only), and you can revoke access at any time from your Google
                account.
              </Text>
            </Stack>
          </Collapse>
        </Stack>
      </Paper>
    </Center>
  );
}
