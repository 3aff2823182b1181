/**
 * The QA panel: a small floating, collapsible panel, present only in mock mode. It shows the
 * current scenario and who is signed in, switches and resets the scenario, sets the latency,
 * starts a workflow from a request text (or advances the running ones), injects faults
 * (qa-faults.tsx), lists the outbox (qa-outbox.tsx: the latest messages the mock "sent"), and
 * the request log (qa-requests.tsx). Rendered by main.tsx inside the app's providers. Collapsed
 * by default to a chip in the first corner where it covers nothing a person can press
 * (qa-corner.ts); the choice is remembered.
 */
import './styles';
import {
  ActionIcon,
  Affix,
  Badge,
  Button,
  Code,
  Divider,
  Group,
  NativeSelect,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { QaAnswers } from './qa-answers';
import { mockControl, type MockState } from './control-client';
import { QaClock } from './qa-clock';
import { CORNER_MARGIN, useClearCorner } from './qa-corner';
import { QaFaults } from './qa-faults';
import { QaOutbox } from './qa-outbox';
import { QaWebhooks } from './qa-webhooks';
import { QaRequests } from './qa-requests';

const COLLAPSED_KEY = 'slotwise.qa-panel.collapsed';
export const LATENCY_OPTIONS = [0, 150, 300, 800, 2000];

/** Remembered choice; without one, collapsed: a floating tool must not cover the product. */
function readCollapsed(): boolean {
  try {
    const stored = window.localStorage.getItem(COLLAPSED_KEY);
    if (stored !== null) return stored === '1';
  } catch {
    // storage unavailable
  }
  return true;
}

export function QaPanel() {
  const [open, setOpen] = useState(() => !readCollapsed());
  const [state, setState] = useState<MockState | null>(null);
  /** Who the session belongs to (the scenario's identity may have signed out, or another in). */
  const [signedIn, setSignedIn] = useState<{ name: string; email: string } | null | undefined>();
  const [selected, setSelected] = useState<string>('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requestText, setRequestText] = useState('');
  const [workflowNote, setWorkflowNote] = useState('');
  // Seeded workflows hold still; "Advance workflows" moves them (all, or just this one).
  const [advanceId, setAdvanceId] = useState('');
  // The last workflow started here: the one the answers below go to, unless another is typed.
  const [startedId, setStartedId] = useState('');
  const bodyId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const corner = useClearCorner(panelRef, !open);

  const show = useCallback((next: MockState) => {
    setState(next);
    setSelected((current) => current || next.scenarioId);
  }, []);

  const refresh = useCallback(async () => {
    try {
      show(await mockControl.state());
      setSignedIn(await mockControl.currentUser());
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  }, [show]);

  useEffect(() => {
    let live = true;
    Promise.all([mockControl.state(), mockControl.currentUser()])
      .then(([next, user]) => {
        if (!live) return;
        show(next);
        setSignedIn(user);
      })
      .catch((cause: unknown) => {
        if (live) setError(cause instanceof Error ? cause.message : String(cause));
      });
    return () => {
      live = false;
    };
  }, [show]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    try {
      window.localStorage.setItem(COLLAPSED_KEY, next ? '0' : '1');
    } catch {
      // storage unavailable: the panel just forgets
    }
    if (next) void refresh();
  };

  const run = async (label: string, action: () => Promise<unknown>, after?: () => void) => {
    setBusy(label);
    setError(null);
    try {
      await action();
      if (after) after();
      else await refresh();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(null);
    }
  };

  const current = state?.scenarios.find((s) => s.id === state.scenarioId);
  const showError = useCallback((message: string | null) => setError(message), []);
  const [vertical, horizontal] = corner.split('-') as ['top' | 'bottom', 'left' | 'right'];

  return (
    <Affix position={{ [vertical]: CORNER_MARGIN, [horizontal]: CORNER_MARGIN }} zIndex={400}>
      <Paper
        ref={panelRef}
        component="section"
        aria-label="QA panel"
        data-corner={corner}
        withBorder
        shadow="md"
        radius="md"
        p="xs"
        w={open ? 'min(340px, calc(100vw - 24px))' : undefined}
      >
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <Badge color="dark" variant="filled" size="sm">
              Mock
            </Badge>
            <Text size="sm" fw={600}>
              {state?.scenarioId ?? 'QA'}
            </Text>
          </Group>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="sm"
            onClick={toggle}
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={open ? 'Collapse the QA panel' : 'Expand the QA panel'}
          >
            <span aria-hidden="true">{open ? '▾' : '▴'}</span>
          </ActionIcon>
        </Group>
        {open && (
          <ScrollArea.Autosize mah="calc(100dvh - 80px)" type="auto" offsetScrollbars>
            <Stack id={bodyId} gap={6} mt={6}>
              <Title order={2} size="sm">
                {current?.title ?? 'Scenario'} <Code>{state?.scenarioId ?? '…'}</Code>
              </Title>
              {signedIn !== undefined && (
                <Text size="xs" c="gray.7">
                  {signedIn ? `Signed in as ${signedIn.name} (${signedIn.email})` : 'Signed out'}
                </Text>
              )}
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <NativeSelect
                  label="Switch scenario"
                  size="xs"
                  data={(state?.scenarios ?? []).map((s) => ({ value: s.id, label: s.id }))}
                  value={selected}
                  onChange={(event) => setSelected(event.currentTarget.value)}
                  style={{ flex: 1 }}
                />
                <Button
                  size="xs"
                  disabled={!selected || busy !== null}
                  loading={busy === 'load'}
                  onClick={() =>
                    void run(
                      'load',
                      () => mockControl.loadScenario(selected),
                      () => window.location.assign('/'),
                    )
                  }
                >
                  Load
                </Button>
              </Group>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <NativeSelect
                  label="Latency"
                  size="xs"
                  data={LATENCY_OPTIONS.map((ms) => ({ value: String(ms), label: `${ms} ms` }))}
                  value={state ? String(state.latencyMs) : ''}
                  onChange={(event) => {
                    const ms = Number(event.currentTarget.value);
                    void run('latency', () => mockControl.setLatency(ms));
                  }}
                  style={{ flex: 1 }}
                />
                <Button
                  size="xs"
                  variant="default"
                  disabled={busy !== null}
                  loading={busy === 'reset'}
                  onClick={() =>
                    void run(
                      'reset',
                      () => mockControl.reset(),
                      () => window.location.reload(),
                    )
                  }
                >
                  Reset scenario
                </Button>
              </Group>
              <QaClock state={state} onChanged={() => void refresh()} />
              <Divider />
              <Stack
                component="form"
                gap={6}
                aria-label="Start a workflow"
                onSubmit={(event) => {
                  event.preventDefault();
                  const text = requestText.trim();
                  if (!text) return;
                  void run('workflow', async () => {
                    const started = await mockControl.startWorkflow(text);
                    setRequestText('');
                    setWorkflowNote(`Started workflow ${started.id.slice(0, 8)}.`);
                    setStartedId(started.id);
                    setAdvanceId(started.id.slice(0, 8));
                  });
                }}
              >
                <Textarea
                  label="Request text"
                  size="xs"
                  rows={2}
                  placeholder="Can we move my 3pm with Sam to Thursday morning?"
                  value={requestText}
                  onChange={(event) => setRequestText(event.currentTarget.value)}
                />
                <Group gap="xs" wrap="wrap">
                  <Button
                    type="submit"
                    size="xs"
                    disabled={!requestText.trim() || busy !== null}
                    loading={busy === 'workflow'}
                  >
                    Start workflow
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={busy !== null}
                    loading={busy === 'tick'}
                    onClick={() =>
                      void run('tick', async () => {
                        const result = await mockControl.tickWorkflows(
                          advanceId.trim() || undefined,
                        );
                        setWorkflowNote(
                          `Advanced ${result.advanced.length} workflow(s); ${result.active} still running.`,
                        );
                      })
                    }
                  >
                    Advance workflows
                  </Button>
                </Group>
                <TextInput
                  label="Only this workflow (id or its first 8 characters, optional)"
                  size="xs"
                  value={advanceId}
                  onChange={(event) => setAdvanceId(event.currentTarget.value)}
                />
                <Text size="xs" c="gray.7" role="status">
                  {workflowNote}
                </Text>
              </Stack>
              {error && (
                <Text size="xs" c="red.8" role="alert">
                  {error}
                </Text>
              )}
              <QaAnswers key={startedId} workflowId={startedId} />
              <Divider />
              <QaFaults onError={showError} />
              <Divider />
              <QaOutbox messages={state?.invitations ?? null} onRefresh={() => void refresh()} />
              <QaWebhooks onError={showError} />
              <Divider />
              <QaRequests onError={showError} />
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Paper>
    </Affix>
  );
}
