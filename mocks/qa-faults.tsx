/**
 * The QA panel's fault switch (faults/faults.ts): pick an operation, how it fails and how often;
 * the active faults with their counts, and the hung requests to release. Every tab sees the same
 * faults (they live in the shared mock database's meta).
 */
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { mockControl, type FaultsState } from './control-client';
import { OPERATIONS, OPERATION_IDS, type OperationId } from './faults/operations';
import { usePolled } from './use-polled';

const DELAYS = [1000, 3000, 10_000, 30_000];
const TIMES = [
  { value: ':once', label: 'Once' },
  { value: ':times=2', label: '2 times' },
  { value: ':times=3', label: '3 times' },
  { value: ':times=5', label: '5 times' },
  { value: '', label: 'Until cleared' },
];
const SORTED_OPERATIONS = OPERATION_IDS.slice().sort();
const readFaults = (): Promise<FaultsState> => mockControl.faults();

/** How an operation can fail: the error statuses the contract allows it, then the rest. */
function failures(operationId: OperationId): { value: string; label: string }[] {
  const statuses = [...OPERATIONS[operationId].errors, 500, 503];
  return [
    ...statuses.map((status) => ({ value: String(status), label: `Answer ${status}` })),
    { value: 'delay', label: 'Delay' },
    { value: 'drop', label: 'Drop the connection' },
    { value: 'hang', label: 'Hang until released' },
  ];
}

function describeRemaining(remaining: number | null): string {
  if (remaining === null) return 'until cleared';
  return remaining === 1 ? '1 more call' : `${remaining} more calls`;
}

export function QaFaults({ onError }: { onError: (message: string | null) => void }) {
  // Counts change as calls arrive, and hung requests come and go: read again every 2 s.
  const [state, setState] = usePolled(readFaults, onError);
  const [operationId, setOperationId] = useState<OperationId>('bookSlot');
  const [failure, setFailure] = useState('500');
  const [delayMs, setDelayMs] = useState('3000');
  const [times, setTimes] = useState(':once');
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<FaultsState>) => {
    setBusy(true);
    onError(null);
    try {
      setState(await action());
    } catch (cause) {
      onError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  const spec = `${operationId}:${failure === 'delay' ? `delay=${delayMs}` : failure}${times}`;
  const faults = state?.faults ?? [];
  const hung = state?.hung ?? [];

  return (
    <Stack
      component="form"
      gap={6}
      aria-label="Faults"
      onSubmit={(event) => {
        event.preventDefault();
        void act(() => mockControl.setFaults(spec));
      }}
    >
      <Title order={2} size="xs">
        Faults
      </Title>
      <NativeSelect
        label="Operation"
        size="xs"
        data={SORTED_OPERATIONS}
        value={operationId}
        onChange={(event) => {
          const next = event.currentTarget.value as OperationId;
          setOperationId(next);
          if (!failures(next).some((f) => f.value === failure)) setFailure('500');
        }}
      />
      <Group gap="xs" wrap="wrap" align="flex-end">
        <NativeSelect
          label="Failure"
          size="xs"
          data={failures(operationId)}
          value={failure}
          onChange={(event) => setFailure(event.currentTarget.value)}
          style={{ flex: '1 1 8rem' }}
        />
        {failure === 'delay' && (
          <NativeSelect
            label="Delay by"
            size="xs"
            data={DELAYS.map((ms) => ({ value: String(ms), label: `${ms / 1000} s` }))}
            value={delayMs}
            onChange={(event) => setDelayMs(event.currentTarget.value)}
            style={{ flex: '1 1 5rem' }}
          />
        )}
        <NativeSelect
          label="Applies"
          size="xs"
          data={TIMES}
          value={times}
          onChange={(event) => setTimes(event.currentTarget.value)}
          style={{ flex: '1 1 6rem' }}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button type="submit" size="xs" disabled={busy}>
          Set fault
        </Button>
        {faults.length > 0 && (
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={() => void act(() => mockControl.clearFault())}
          >
            Clear all faults
          </Button>
        )}
      </Group>
      {faults.length === 0 ? (
        <Text size="xs" c="gray.7">
          No faults: every call answers normally.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={2}
          m={0}
          p={0}
          aria-label="Active faults"
          style={{ listStyle: 'none' }}
        >
          {faults.map((fault) => (
            <Group
              component="li"
              key={fault.operationId}
              gap={4}
              wrap="nowrap"
              justify="space-between"
            >
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                <code>{fault.text}</code> · {describeRemaining(fault.remaining)} · applied{' '}
                {fault.applied}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                color="dark"
                aria-label={`Clear fault ${fault.text}`}
                disabled={busy}
                onClick={() => void act(() => mockControl.clearFault(fault.operationId))}
              >
                Clear
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {hung.length > 0 && (
        <Group gap="xs" wrap="wrap">
          <Text size="xs" role="status">
            {hung.length === 1 ? '1 request hanging' : `${hung.length} requests hanging`} (
            {[...new Set(hung.map((h) => h.operationId))].join(', ')})
          </Text>
          <Button
            size="compact-xs"
            variant="default"
            disabled={busy}
            onClick={() => void act(() => mockControl.releaseHung())}
          >
            Release hung requests
          </Button>
        </Group>
      )}
    </Stack>
  );
}
