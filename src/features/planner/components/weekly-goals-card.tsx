import { Alert, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
} from '../../../components/signed-in/unsaved-changes';
import { isTransient, messageOf, versionConflictOf } from '../../../api/errors';
import { mergeThreeWay } from '../../../domain/merge';
import { retryDelay } from '../../../domain/retry';
import { GOAL_COUNT, GOAL_MAX_LENGTH, GOAL_TOO_LONG_MESSAGE } from '../../../domain/api-schemas';
import {
  focusWeekQueryOptions,
  useSaveWeeklyGoals,
  weeklyGoalsQueryOptions,
  type WeeklyGoals,
} from '../api';
import { goalFocusTotals } from '../../../domain/focus-planner';
import { appNow } from '../../../components/app-clock';
import { browserTimeZone } from '../../../components/browser-time-zone';
import {
  FocusNotices,
  FocusProposalPanel,
  PlanFocusButton,
  type ShownProposal,
} from './focus-time';
import { GOAL_LABELS, GoalField, isBlank, SavedGoals } from './goal-fields';
import { notify } from '../../../components/notify';
import { SectionCard } from '../../../components/signed-in/section-card';
import type { CivilDate } from '../../../domain/civil-date';

/** The three goal slots of a saved set (blanks as ''); a week with nothing saved gives three blanks. */
export function goalSlots(goals: readonly string[] | undefined): string[] {
  return Array.from({ length: GOAL_COUNT }, (_, index) => goals?.[index] ?? '');
}

const sameGoals = (a: readonly string[], b: readonly string[]) =>
  a.every((goal, index) => goal.trim() === (b[index] ?? '').trim());
const asRecord = (goals: readonly string[]) =>
  Object.fromEntries(goals.map((goal, index) => [String(index), goal.trim()]));

/** The three goals' time needs of a saved set; none saved: no time. */
export function minuteSlots(minutes: readonly number[] | undefined): number[] {
  return Array.from({ length: GOAL_COUNT }, (_, index) => minutes?.[index] ?? 0);
}
const sameMinutes = (a: readonly number[], b: readonly number[]) =>
  a.every((m, index) => m === b[index]);

/** A goal another tab or device saved differently while it was edited here. */
type Clashes = (string | null)[];

/**
 * The Weekly Goals side card: loading (3 placeholder rows), load error with
 * 'Reload', read-only with 'No goal set' on blanks and an edit button, edit with save and cancel
 * (cancel restores), and empty, which shows the form directly. The goals are those of the week
 * shown (`weekStartDate`: its Monday's date, `YYYY-MM-DD`); the card is keyed by that week.
 */
export function WeeklyGoalsCard({
  weekStartDate,
  weekLabel,
  now = appNow(),
  zone = browserTimeZone(),
  proposal = null,
  onProposal = () => undefined,
}: {
  weekStartDate: CivilDate;
  weekLabel: string;
  /** The current time: how much focus time is behind us. */
  now?: number;
  /** The planner's zone, in which proposals are written. */
  zone?: string;
  /** The assistant's proposal shown on the planner, if any. */
  proposal?: ShownProposal | null;
  onProposal?: (shown: ShownProposal | null) => void;
}) {
  const query = useQuery(weeklyGoalsQueryOptions(weekStartDate));
  const focus = useQuery(focusWeekQueryOptions(weekStartDate));
  const save = useSaveWeeklyGoals(weekStartDate);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string[]>(() => goalSlots(undefined));
  const [errors, setErrors] = useState<(string | null)[]>([null, null, null]);

  const saved = goalSlots(query.data?.goals);
  const savedMinutes = minuteSlots(query.data?.minutesNeeded);
  const [minutesDraft, setMinutesDraft] = useState<number[]>(() => minuteSlots(undefined));
  const focusBlocks = focus.data?.blocks ?? [];
  const totals = goalFocusTotals(
    savedMinutes,
    focusBlocks
      .filter((b) => b.status === 'planned')
      .map((b) => ({
        goalIndex: b.goalIndex,
        start: Date.parse(b.startTime),
        end: Date.parse(b.endTime),
      })),
    now,
  );
  const titles = saved.map((goal) => (isBlank(goal) ? 'Focus' : `Focus: ${goal.trim()}`));
  const needsTime = savedMinutes.some((m, i) => m > 0 && !isBlank(saved[i] ?? ''));
  const hasGoals = saved.some((goal) => !isBlank(goal));
  /** The saved goals the edits started from, and their version (sent as `If-Match`). */
  const base = useRef({ goals: saved, version: query.data?.version ?? 0 });
  /** Goals saved elsewhere with other values than typed here: shown, for the host to choose. */
  const [clashes, setClashes] = useState<Clashes>([null, null, null]);
  /** A failed save: the goals stay in the form and are tried again. */
  const [failed, setFailed] = useState(false);
  const attempts = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopRetrying = () => {
    if (retryTimer.current !== null) clearTimeout(retryTimer.current);
    retryTimer.current = null;
  };
  useEffect(() => stopRetrying, []);

  // A form without edits follows what is saved (another tab's save arrives through the feed).
  const clean =
    sameGoals(draft, base.current.goals) && sameMinutes(minutesDraft, savedMinutes) && !failed;
  const version = query.data?.version ?? 0;
  useEffect(() => {
    if (!query.isSuccess || !clean || version === base.current.version) return;
    base.current = { goals: saved, version };
    setDraft(saved);
    setMinutesDraft(savedMinutes);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `saved` is derived from `version`'s answer
  }, [query.isSuccess, clean, version]);

  function startEditing() {
    base.current = { goals: saved, version };
    setDraft(saved);
    setMinutesDraft(savedMinutes);
    setErrors([null, null, null]);
    setClashes([null, null, null]);
    setEditing(true);
  }

  function cancel() {
    stopRetrying();
    setFailed(false);
    base.current = { goals: saved, version };
    setDraft(saved);
    setMinutesDraft(savedMinutes);
    setErrors([null, null, null]);
    setClashes([null, null, null]);
    setEditing(false);
  }

  /** Sends the goals with the version they started from; merges or asks on a 412. */
  function send(goals: string[]) {
    stopRetrying();
    // A blank goal needs no time. Unchanged needs are left out: the stored ones stay, and a
    // save that only edits text sends what it always did.
    const minutesNeeded = minutesDraft.map((m, index) => (goals[index] === '' ? 0 : m));
    const changed = !sameMinutes(minutesNeeded, savedMinutes);
    save.mutate(
      { goals, version: base.current.version, ...(changed ? { minutesNeeded } : {}) },
      {
        onSuccess: (stored) => {
          attempts.current = 0;
          setFailed(false);
          setClashes([null, null, null]);
          base.current = { goals: goalSlots(stored.goals), version: stored.version };
          setEditing(false);
          notify({
            title: 'Goals saved!',
            message: 'Your weekly goals have been saved successfully.',
          });
        },
        onError: (error) => {
          const current = versionConflictOf<WeeklyGoals>(error);
          if (current) {
            const theirs = goalSlots(current.goals);
            const { merged, conflicts } = mergeThreeWay(
              asRecord(base.current.goals),
              asRecord(goals),
              asRecord(theirs),
            );
            base.current = { goals: theirs, version: current.version };
            const next = goalSlots(Object.values(merged));
            if (conflicts.length === 0) {
              setDraft(next);
              send(next);
              return;
            }
            // The host's own text stays in each clashing field, the saved one is shown beside it.
            setDraft(
              goals.map((goal, index) =>
                conflicts.includes(String(index)) ? goal : (next[index] ?? ''),
              ),
            );
            setClashes(
              theirs.map((goal, index) => (conflicts.includes(String(index)) ? goal : null)),
            );
            return;
          }
          if (attempts.current === 0)
            notify({
              title: 'Error saving goals',
              message: messageOf(error, 'Failed to save goals. Please try again.'),
              destructive: true,
            });
          if (!isTransient(error)) return;
          // Kept in the form and tried again, later and later, until the server answers.
          setFailed(true);
          const wait = retryDelay(attempts.current);
          attempts.current += 1;
          retryTimer.current = setTimeout(() => send(goals), wait);
        },
      },
    );
  }

  // Back online: a failed save goes again at once.
  const retryNow = useRef(() => undefined as void);
  retryNow.current = () => {
    if (failed && !save.isPending) send(draft.map((goal) => goal.trim()));
  };
  useEffect(() => {
    const online = () => retryNow.current();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const goals = draft.map((goal) => goal.trim());
    const tooLong = goals.map((goal) =>
      goal.length > GOAL_MAX_LENGTH ? GOAL_TOO_LONG_MESSAGE : null,
    );
    setErrors(tooLong);
    if (tooLong.some(Boolean)) return;
    if (goals.every((goal) => goal === '')) {
      notify({
        title: 'Please add at least one goal',
        message: 'You need to provide at least one goal for the week.',
        destructive: true,
      });
      return;
    }
    setClashes([null, null, null]);
    attempts.current = 0;
    send(goals);
  }

  const showForm = query.isSuccess && (editing || !hasGoals || failed);
  // Leaving the planner with goals typed but not saved asks first.
  const dirty =
    showForm && (failed || !sameGoals(draft, saved) || !sameMinutes(minutesDraft, savedMinutes));
  const blocker = useUnsavedChangesGuard(dirty && !save.isPending);

  return (
    <SectionCard
      title="Weekly Goals"
      description={weekLabel}
      action={
        query.isSuccess && hasGoals && !editing ? (
          <Button variant="light" size="xs" onClick={startEditing}>
            Edit goals
          </Button>
        ) : null
      }
    >
      {query.isPending ? (
        <Stack gap="sm" role="status" aria-live="polite" data-testid="goals-loading">
          <VisuallyHidden>Loading goals</VisuallyHidden>
          {GOAL_LABELS.map((label) => (
            <Skeleton key={label} height={36} radius="md" aria-hidden="true" />
          ))}
        </Stack>
      ) : null}

      {query.isError ? (
        <Stack gap="sm" align="flex-start" role="alert">
          <Text size="sm">Failed to load goals. Please try again.</Text>
          <Button variant="default" size="xs" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Stack>
      ) : null}

      {query.isSuccess && !showForm ? (
        <SavedGoals goals={saved} totals={totals} showShort={(focus.data?.version ?? 0) > 0} />
      ) : null}

      {query.isSuccess && !showForm ? (
        <Stack gap="sm" mt="sm">
          <FocusNotices blocks={focusBlocks} />
          {proposal ? (
            <FocusProposalPanel
              weekStartDate={weekStartDate}
              shown={proposal}
              zone={zone}
              onDone={() => onProposal(null)}
            />
          ) : needsTime ? (
            <Group justify="flex-end">
              <PlanFocusButton
                weekStartDate={weekStartDate}
                titles={titles}
                onProposal={onProposal}
              />
            </Group>
          ) : null}
        </Stack>
      ) : null}

      {showForm ? (
        <form onSubmit={submit} noValidate aria-label="Weekly goals">
          <UnsavedChangesDialog
            blocker={blocker}
            message="Your weekly goals are not saved yet. Leaving now discards them."
          />
          <Stack gap="sm">
            {draft.map((goal, index) => (
              <GoalField
                key={GOAL_LABELS[index]}
                index={index}
                goal={goal}
                minutes={minutesDraft[index] ?? 0}
                error={errors[index] ?? null}
                clash={clashes[index] ?? null}
                disabled={save.isPending}
                onGoal={(value) => {
                  setDraft((current) => current.map((g, i) => (i === index ? value : g)));
                  setErrors((current) => current.map((e, i) => (i === index ? null : e)));
                }}
                onUseSaved={() => {
                  const theirs = clashes[index] ?? '';
                  setDraft((current) => current.map((g, i) => (i === index ? theirs : g)));
                  setClashes((current) => current.map((c, i) => (i === index ? null : c)));
                }}
                onMinutes={(value) =>
                  setMinutesDraft((current) => current.map((m, i) => (i === index ? value : m)))
                }
              />
            ))}
            {clashes.some((clash) => clash !== null) ? (
              <Alert color="orange" variant="light" p="xs" role="alert">
                <Text size="sm">
                  These goals were changed in another tab or device while you edited them. Keep
                  yours and save, or use the saved text.
                </Text>
              </Alert>
            ) : null}
            {failed ? (
              <Alert color="red" variant="light" p="xs" role="alert">
                <Group justify="space-between" gap="xs">
                  <Text size="sm">Your goals are not saved yet. They are kept and retried.</Text>
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    onClick={() => retryNow.current()}
                    disabled={save.isPending}
                  >
                    Retry now
                  </Button>
                </Group>
              </Alert>
            ) : null}
            <Group gap="xs" justify="flex-end">
              {editing && hasGoals ? (
                <Button variant="default" size="xs" onClick={cancel} disabled={save.isPending}>
                  Cancel
                </Button>
              ) : null}
              <Button type="submit" size="xs" loading={save.isPending}>
                Save goals
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </SectionCard>
  );
}
