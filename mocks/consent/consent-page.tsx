/**
 * The mock "Google consent" screen shown in mock mode when the browser navigates to
 * `/auth/google/web` (sign-in, reconnect) or `/auth/google/calendar` (connect another calendar).
 * It stands in for Google and the backend's OAuth callback: the person picks a seeded account
 * (or types another address), grants or withholds the calendar scopes, and the page creates the
 * session and redirects exactly as the real backend would.
 */
import '../styles';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Loader,
  MantineProvider,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { browserTimeZone } from '../../src/components/browser-time-zone';
import { mockControl } from '../control-client';
import { suggestedCalendarEmail } from './consent-html';

export type ConsentFlow = 'web' | 'calendar';

interface Account {
  name: string;
  email: string;
}

const OTHER = '__other__';

export function ConsentPage({ flow }: { flow: ConsentFlow }) {
  return (
    <MantineProvider defaultColorScheme="light" theme={{ primaryColor: 'violet' }}>
      <ConsentScreen flow={flow} />
    </MantineProvider>
  );
}

function ConsentScreen({ flow }: { flow: ConsentFlow }) {
  const calendar = flow === 'calendar';
  const [accounts, setAccounts] = useState<Account[] | null>(null);
  const [signedIn, setSignedIn] = useState<Account | null>(null);
  const [choice, setChoice] = useState('');
  const [otherEmail, setOtherEmail] = useState('');
  const [grant, setGrant] = useState(true);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [oauthState, setOAuthState] = useState<string | null>(null);
  const otherId = useId();

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        // The start of the flow (`GET /auth/google/{flow}`, which the worker never sees): a new
        // OAuth state bound to this browser, sent back with the consent.
        const [state, user, started] = await Promise.all([
          mockControl.state(),
          mockControl.currentUser(),
          mockControl.oauthState(flow),
        ]);
        if (!live) return;
        setOAuthState(started.state);
        const list = state.accounts.map((a) => ({ name: a.name, email: a.email }));
        // Sign-in lists every account; a reconnect (already signed in) asks the signed-in account
        // only, as Google does with prompt=consent; connecting a calendar offers the others.
        const options = calendar
          ? list.filter((a) => a.email !== user?.email)
          : user
            ? list.filter((a) => a.email === user.email)
            : list;
        setSignedIn(user ? { name: user.name, email: user.email } : null);
        setAccounts(options);
        if (calendar) {
          setChoice(OTHER);
          setOtherEmail(user ? suggestedCalendarEmail(user.email) : '');
        } else {
          setChoice(options[0]?.email ?? OTHER);
        }
      } catch (cause) {
        if (live) setError(cause instanceof Error ? cause.message : String(cause));
      }
    })();
    return () => {
      live = false;
    };
  }, [calendar, flow]);

  const reconnect = !calendar && signedIn !== null;
  const cancel = () => window.location.replace(calendar ? '/preferences' : '/');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = choice === OTHER ? otherEmail.trim() : choice;
    if (!email) {
      setError('Enter the e-mail address of the other account.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const timezone = browserTimeZone();
      const { redirectTo } = await mockControl.consent(
        calendar
          ? {
              flow,
              email: signedIn?.email ?? email,
              connectEmail: email,
              grantScopes: grant,
              state: oauthState ?? '',
            }
          : { flow, email, grantScopes: grant, timezone, state: oauthState ?? '' },
      );
      window.location.replace(redirectTo);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      setPending(false);
    }
  };

  return (
    <Container size={520} py="xl" component="main">
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <Stack gap="md">
          <Group justify="space-between">
            <Badge color="dark" variant="filled">
              Mock Google consent
            </Badge>
            <Text size="xs" c="gray.7">
              Mock mode: this page stands in for Google
            </Text>
          </Group>
          <Title order={1} size="h2">
            Slotwise wants to access your Google Calendar
          </Title>
          <Text c="gray.7">
            {calendar
              ? `Choose the Google account whose calendar you want to connect${signedIn ? ` to ${signedIn.name}` : ''}. Its events will count as busy when people book you.`
              : 'Choose an account to continue to Slotwise.'}
          </Text>
          {error && (
            <Alert color="red" title="Something went wrong" role="alert">
              {error}
            </Alert>
          )}
          {accounts === null && !error ? (
            <Group justify="center" py="lg">
              <Loader aria-label="Loading accounts" />
            </Group>
          ) : calendar && !signedIn ? (
            <Stack gap="sm">
              <Alert color="yellow" title="Not signed in">
                Sign in to Slotwise before connecting another calendar.
              </Alert>
              <Anchor href="/">Back to Slotwise</Anchor>
            </Stack>
          ) : (
            <form onSubmit={(e) => void submit(e)}>
              <Stack gap="lg">
                <Radio.Group
                  name="account"
                  label="Choose an account"
                  value={choice}
                  onChange={setChoice}
                >
                  <Stack gap="xs" mt="xs">
                    {(accounts ?? []).map((account) => (
                      <Radio
                        key={account.email}
                        value={account.email}
                        label={
                          <>
                            <Text span fw={600} size="sm">
                              {account.name}
                            </Text>{' '}
                            <Text span size="sm" c="gray.7">
                              {account.email}
                            </Text>
                          </>
                        }
                      />
                    ))}
                    {!reconnect && <Radio value={OTHER} label="Use another account" />}
                  </Stack>
                </Radio.Group>
                {choice === OTHER && (
                  <TextInput
                    id={otherId}
                    type="email"
                    label="E-mail address of the other account"
                    placeholder="name@example.com"
                    value={otherEmail}
                    onChange={(e) => setOtherEmail(e.currentTarget.value)}
                    required
                  />
                )}
                <Checkbox
                  label="Allow Slotwise to see and edit events on your calendars"
                  checked={grant}
                  onChange={(e) => setGrant(e.currentTarget.checked)}
                />
                <Group justify="flex-end">
                  <Button variant="default" onClick={cancel} disabled={pending}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={pending}>
                    Continue
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
