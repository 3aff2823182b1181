/**
 * The QA panel's request log (faults/request-log.ts): the last 200 contract calls the mock
 * served, in every tab, with operation, status, duration and the fault applied; exported as a
 * HAR file to attach to a bug report.
 */
import { Button, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { mockControl } from './control-client';
import type { LoggedCallSummary } from './faults/request-log';
import { usePolled } from './use-polled';

const readCalls = (): Promise<LoggedCallSummary[]> =>
  mockControl.requests().then((answer) => answer.calls);

/** Downloads a JSON value as a file. */
function download(name: string, value: unknown): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function harFileName(at: Date): string {
  return `slotwise-mock-${at.toISOString().replace(/[:.]/g, '-')}.har`;
}

export function QaRequests({ onError }: { onError: (message: string | null) => void }) {
  // Calls arrive all the time: read again every 2 s.
  const [calls, setCalls] = usePolled(readCalls, onError);

  const refresh = useCallback(async () => {
    try {
      setCalls((await mockControl.requests()).calls);
    } catch (cause) {
      onError(cause instanceof Error ? cause.message : String(cause));
    }
  }, [onError, setCalls]);

  return (
    <Stack gap={6} component="section" aria-label="Request log">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} size="xs">
          Request log {calls ? `(${calls.length})` : ''}
        </Title>
        <Group gap={4} wrap="wrap">
          <Button
            size="compact-xs"
            variant="default"
            disabled={!calls || calls.length === 0}
            onClick={() =>
              void mockControl
                .har()
                .then((har) => download(harFileName(new Date()), har))
                .catch((cause: unknown) =>
                  onError(cause instanceof Error ? cause.message : String(cause)),
                )
            }
          >
            Export HAR
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="dark"
            onClick={() => void mockControl.clearRequests().then(refresh)}
          >
            Clear log
          </Button>
        </Group>
      </Group>
      {calls && calls.length === 0 ? (
        <Text size="xs" c="gray.7">
          No calls yet.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={160} type="auto">
          <Stack component="ol" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {(calls ?? []).map((call) => (
              <Text component="li" key={call.id} size="xs" style={{ overflowWrap: 'anywhere' }}>
                <Text
                  span
                  fw={600}
                  c={call.status === 0 || call.status >= 400 ? 'red.9' : undefined}
                >
                  {call.status === 0 ? 'dropped' : call.status}
                </Text>{' '}
                {call.operationId} · {call.durationMs} ms
                {call.fault ? ` · fault ${call.fault}` : ''}
              </Text>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
