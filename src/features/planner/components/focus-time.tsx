import { Alert, Button, Group, List, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatCivil, parseCivil, type CivilDate } from '../../../domain/civil-date';
import { isCivilDate } from '../../../domain/date-time';
import { wallClock, zonedInstant } from '../../../domain/zone-clock';
import { messageOf, versionConflictOf } from '../../../api/errors';
import { notify } from '../../../components/notify';
import {
  FOCUS_STEP_MINUTES,
  GOAL_MAX_MINUTES,
  minutesText,
  type GoalFocusTotals,
} from '../../../domain/focus-planner';
import { dayText, timeText } from '../../../domain/time-text';
import {
  useApplyFocus,
  useDeleteFocusBlock,
  useMoveFocusBlock,
  useProposeFocus,
  type FocusBlock,
  type FocusProposals,
  type FocusWeek,
} from '../api';

/** A proposal as the planner shows it: the blocks, with the goals' titles. */
export interface ShownProposal {
  proposal: FocusProposals;
  /** "Focus: {goal}" per goal index. */
  titles: string[];
}

/** "No time needed", then 30 minutes to 20 hours in half hours. */
export const NEED_OPTIONS = [
  { value: '0', label: 'No time needed' },
  ...Array.from({ length: GOAL_MAX_MINUTES / FOCUS_STEP_MINUTES }, (_, i) => {
    const minutes = (i + 1) * FOCUS_STEP_MINUTES;
    return { value: String(minutes), label: minutesText(minutes) };
  }),
];

const ORDINALS = ['first', 'second', 'third'] as const;

/** The time a goal needs this week, beside its text in the form. */
export function GoalTimeSelect({
  index,
  value,
  disabled,
  onChange,
}: {
  index: number;
  value: number;
  disabled: boolean;
  onChange: (minutes: number) => void;
}) {
  return (
    <NativeSelect
      aria-label={`Time needed for the ${ORDINALS[index] ?? ''} goal`}
      data={NEED_OPTIONS}
      value={String(value)}
      disabled={disabled}
      w={170}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** "Needs 3 h · Planned 2 h · Done 30 min · 1 h short" under a goal. */
export function GoalFocusLine({
  totals,
  showShort,
}: {
  totals: GoalFocusTotals;
  showShort: boolean;
}) {
  if (totals.needed === 0 && totals.planned === 0) return null;
  // The shortfall keeps to one line with its dot: a narrow card wraps before it, never inside
  // it ('· 1' at a line's end and 'h short' on the next).
  return (
    <Text size="xs" c="gray.7" data-testid="goal-focus">
      Needs {minutesText(totals.needed)} · Planned {minutesText(totals.planned)} · Done{' '}
      {minutesText(totals.done)}
      {showShort && totals.short > 0 ? (
        <>
          {' '}
          <Text span inherit c="red.9" fw={600} style={NO_WRAP}>
            · {minutesText(totals.short)} short
          </Text>
        </>
      ) : null}
    </Text>
  );
}

/** What the assistant told the host about their blocks this week (moves and drops). */
export function FocusNotices({ blocks }: { blocks: readonly FocusBlock[] }) {
  const told = blocks.filter((b) => b.notice);
  if (told.length === 0) return null;
  return (
    <Alert color="blue" variant="light" p="xs" title="The assistant moved your focus time">
      <List size="sm" spacing={2} role="status">
        {told.map((b) => (
          <List.Item key={b.id}>{b.notice}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** 'Tue, Mar 2 · 9:00 AM – 11:00 AM' in the planner's zone. */
function spanText(startTime: string, endTime: string, zone: string): string {
  return `${dayText(startTime, zone)} · ${timeText(startTime, zone)} – ${timeText(endTime, zone)}`;
}

/** The "Plan focus time" button: asks the assistant, hands its proposal to the planner. */
export function PlanFocusButton({
  weekStartDate,
  titles,
  onProposal,
}: {
  weekStartDate: CivilDate;
  titles: string[];
  onProposal: (shown: ShownProposal | null) => void;
}) {
  const propose = useProposeFocus(weekStartDate);
  return (
    <Button
      size="xs"
      variant="light"
      loading={propose.isPending}
      onClick={() =>
        propose.mutate(undefined, {
          onSuccess: (proposal) => {
            if (proposal.proposals.length > 0) {
              onProposal({ proposal, titles });
              return;
            }
            onProposal(null);
            notify({
              title: 'No focus time to plan',
              message: proposal.shortMinutes.some((m) => m > 0)
                ? 'No free time is left in your availability this week.'
                : 'Your goals have all the focus time they need this week.',
            });
          },
          onError: (error) =>
            notify({
              title: 'Could not plan focus time',
              message: messageOf(error, 'Please try again.'),
              destructive: true,
            }),
        })
      }
    >
      Plan focus time
    </Button>
  );
}

/** The proposal, block by block with its reason, and Apply or Discard. */
export function FocusProposalPanel({
  weekStartDate,
  shown,
  zone,
  onDone,
}: {
  weekStartDate: CivilDate;
  shown: ShownProposal;
  zone: string;
  onDone: () => void;
}) {
  const apply = useApplyFocus(weekStartDate);
  const { proposal, titles } = shown;
  const short = proposal.shortMinutes
    .map((minutes, index) => ({ minutes, title: titles[index] ?? '' }))
    .filter((s) => s.minutes > 0);
  // Goals the week's free time cut into smaller pieces (absent from older servers).
  const split = (proposal.splitByWeek ?? [])
    .map((isSplit, index) => (isSplit ? (titles[index] ?? '') : ''))
    .filter((title) => title !== '');
  return (
    <Stack gap="xs" data-testid="focus-proposal">
      <Text fw={700} size="sm">
        Proposed focus time
      </Text>
      <List size="sm" spacing={6} aria-label="Proposed focus blocks">
        {proposal.proposals.map((p) => (
          <List.Item key={`${p.startTime}-${p.goalIndex}`}>
            <Text span size="sm" fw={600}>
              {titles[p.goalIndex]}
            </Text>
            <Text span size="sm">
              {' '}
              — {spanText(p.startTime, p.endTime, zone)}
            </Text>
            <Text size="xs" c="gray.7">
              {p.reason}
            </Text>
          </List.Item>
        ))}
      </List>
      {short.map((s) => (
        <Text key={s.title} size="xs" c="red.9">
          No room this week for {minutesText(s.minutes)} of {s.title}.
        </Text>
      ))}
      {split.map((title) => (
        <Text key={title} size="xs" c="gray.8">
          This week has no free stretch long enough for {title}, so it is split into smaller pieces.
        </Text>
      ))}
      <Group gap="xs" justify="flex-end">
        <Button variant="default" size="xs" onClick={onDone} disabled={apply.isPending}>
          Discard
        </Button>
        <Button
          size="xs"
          loading={apply.isPending}
          onClick={() =>
            apply.mutate(proposal, {
              onSuccess: () => {
                onDone();
                notify({
                  title: 'Focus time planned',
                  message: 'Your focus blocks are in the planner.',
                });
              },
              onError: (error) => {
                onDone();
                notify({
                  title: 'Focus time not planned',
                  message: versionConflictOf<FocusWeek>(error)
                    ? 'Your focus time changed in another tab or device. Plan again.'
                    : messageOf(error, 'Please plan again.'),
                  destructive: true,
                });
              },
            })
          }
        >
          Apply
        </Button>
      </Group>
    </Stack>
  );
}

const LENGTHS = [30, 60, 90, 120].map((m) => ({ value: String(m), label: minutesText(m) }));

/**
 * Moving or deleting an applied focus block from its details: a new date, start and length in
 * the planner's zone, or delete. Both name the block's version; a refusal says why.
 */
export function FocusBlockActions({
  meeting,
  zone,
  onDone,
}: {
  meeting: { id: string; startTime: string; endTime: string; version?: number | undefined };
  zone: string;
  onDone: () => void;
}) {
  const move = useMoveFocusBlock();
  const remove = useDeleteFocusBlock();
  const start = wallClock(Date.parse(meeting.startTime), zone);
  const [date, setDate] = useState(formatCivil(start));
  const [time, setTime] = useState(
    `${String(start.hour).padStart(2, '0')}:${String(start.minute).padStart(2, '0')}`,
  );
  const [length, setLength] = useState(
    String(Math.round((Date.parse(meeting.endTime) - Date.parse(meeting.startTime)) / 60_000)),
  );
  const [error, setError] = useState<string | null>(null);
  const busy = move.isPending || remove.isPending;
  const failed = (error: unknown) =>
    setError(
      versionConflictOf<FocusBlock>(error)
        ? 'This block changed in another tab or device. Close and open it again.'
        : messageOf(error, 'Please try again.'),
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const [h, m] = time.split(':').map(Number);
    if (!isCivilDate(date) || h === undefined || m === undefined || Number.isNaN(h + m)) {
      setError('Enter a date and a start time.');
      return;
    }
    const startMs = zonedInstant(parseCivil(date), h * 60 + m, zone);
    move.mutate(
      {
        id: meeting.id,
        version: meeting.version ?? 1,
        startTime: new Date(startMs).toISOString(),
        endTime: new Date(startMs + Number(length) * 60_000).toISOString(),
      },
      {
        onSuccess: () => {
          onDone();
          notify({ title: 'Focus block moved', message: 'Your focus block has its new time.' });
        },
        onError: failed,
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label="Move focus block" noValidate>
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label="Date"
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            disabled={busy}
          />
          <TextInput
            type="time"
            label="Start time"
            step={1800}
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            disabled={busy}
          />
          <NativeSelect
            label="Length"
            data={LENGTHS}
            value={length}
            onChange={(e) => setLength(e.currentTarget.value)}
            disabled={busy}
          />
        </Group>
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <Group gap="xs" justify="space-between">
          <Button
            variant="light"
            color="red"
            size="xs"
            loading={remove.isPending}
            disabled={move.isPending}
            onClick={() =>
              remove.mutate(
                { id: meeting.id, version: meeting.version ?? 1 },
                {
                  onSuccess: () => {
                    onDone();
                    notify({
                      title: 'Focus block deleted',
                      message: 'Its time is free again.',
                    });
                  },
                  onError: failed,
                },
              )
            }
          >
            Delete block
          </Button>
          <Button type="submit" size="xs" loading={move.isPending} disabled={remove.isPending}>
            Move block
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
