/**
 * The QA panel's clock control: sets "now" for the mock and for the app in every tab, frozen at
 * an instant or running from it, or back to real time. Same as `?now=ISO[&clock=running]`.
 */
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { mockControl, type MockState } from './control-client';

export function QaClock({ state, onChanged }: { state: MockState | null; onChanged: () => void }) {
  const [value, setValue] = useState('');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (now: string | null) => {
    setBusy(true);
    setError(null);
    try {
      await mockControl.setClock(now, running);
      onChanged();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  const described = !state
    ? ''
    : state.clock === null
      ? 'Real time'
      : `${state.clockFrozen ? 'Frozen at' : 'Running from'} ${state.now}`;

  return (
    <Stack
      component="form"
      gap={6}
      aria-label="Clock"
      onSubmit={(event) => {
        event.preventDefault();
        const text = value.trim();
        if (Number.isNaN(Date.parse(text))) {
          setError('Enter an ISO date-time, e.g. 2026-03-08T06:30:00Z');
          return;
        }
        void apply(new Date(text).toISOString());
      }}
    >
      <TextInput
        label="Clock (now)"
        size="xs"
        placeholder="2026-03-08T06:30:00Z"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        description={described}
      />
      <Checkbox
        size="xs"
        label="Keep running from there"
        checked={running}
        onChange={(event) => setRunning(event.currentTarget.checked)}
      />
      <Group gap="xs" wrap="nowrap">
        <Button type="submit" size="xs" disabled={busy || !value.trim()}>
          Set clock
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={busy || state?.clock === null}
          onClick={() => void apply(null)}
        >
          Real time
        </Button>
      </Group>
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
