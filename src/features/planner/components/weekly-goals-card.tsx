import { Button, Group, Skeleton, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
} from '../../../components/signed-in/unsaved-changes';
import { messageOf } from '../../../api/errors';
import { GOAL_COUNT, GOAL_MAX_LENGTH, GOAL_TOO_LONG_MESSAGE } from '../../../domain/api-schemas';
import type { CivilDate } from '../../../domain/week';
import { useSaveWeeklyGoals, weeklyGoalsQueryOptions } from '../api';
import { notify } from '../../../components/notify';
import { SectionCard } from '../../../components/signed-in/section-card';

export const GOAL_PLACEHOLDERS = [
  "What's your first goal?",
  "What's your second goal?",
  "What's your third goal?",
] as const;
const GOAL_LABELS = ['First goal', 'Second goal', 'Third goal'] as const;

/** The three goal slots of a saved set (blanks as ''); a week with nothing saved gives three blanks. */
export function goalSlots(goals: readonly string[] | undefined): string[] {
  return Array.from({ length: GOAL_COUNT }, (_, index) => goals?.[index] ?? '');
}

const isBlank = (goal: string) => goal.trim() === '';

/**
 * The Weekly Goals side card: loading (3 placeholder rows), load error with
 * 'Reload', read-only with 'No goal set' on blanks and an edit button, edit with save and cancel
 * (cancel restores), and empty, which shows the form directly. The goals are those of the week
 * shown (`weekStartDate`: its Monday's date, `YYYY-MM-DD`); the card is keyed by that week.
 */
export function WeeklyGoalsCard({
  weekStartDate,
  weekLabel,
}: {
  weekStartDate: CivilDate;
  weekLabel: string;
}) {
  const query = useQuery(weeklyGoalsQueryOptions(weekStartDate));
  const save = useSaveWeeklyGoals(weekStartDate);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string[]>(() => goalSlots(undefined));
  const [errors, setErrors] = useState<(string | null)[]>([null, null, null]);

  const saved = goalSlots(query.data?.goals);
  const hasGoals = saved.some((goal) => !isBlank(goal));

  function startEditing() {
    setDraft(saved);
    setErrors([null, null, null]);
    setEditing(true);
  }

  function cancel() {
    setDraft(saved);
    setErrors([null, null, null]);
    setEditing(false);
  }

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
    save.mutate(goals, {
      onSuccess: () => {
        setEditing(false);
        notify({
          title: 'Goals saved!',
          message: 'Your weekly goals have been saved successfully.',
        });
      },
      onError: (error) =>
        notify({
          title: 'Error saving goals',
          message: messageOf(error, 'Failed to save goals. Please try again.'),
          destructive: true,
        }),
    });
  }

  const showForm = query.isSuccess && (editing || !hasGoals);
  // Leaving the planner with goals typed but not saved asks first.
  const dirty =
    showForm && draft.some((goal, index) => goal.trim() !== (saved[index] ?? '').trim());
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
        <Stack component="ol" gap="xs" m={0} p={0} aria-label="Goals" style={{ listStyle: 'none' }}>
          {saved.map((goal, index) => (
            <Group
              component="li"
              key={GOAL_LABELS[index]}
              gap="sm"
              wrap="nowrap"
              align="flex-start"
            >
              <Text component="span" fw={700} c="violet.8" aria-hidden="true">
                {index + 1}.
              </Text>
              {isBlank(goal) ? (
                <Text c="gray.7" fs="italic">
                  No goal set
                </Text>
              ) : (
                <Text style={{ overflowWrap: 'anywhere' }}>{goal}</Text>
              )}
            </Group>
          ))}
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
              <TextInput
                key={GOAL_LABELS[index]}
                aria-label={GOAL_LABELS[index]}
                placeholder={GOAL_PLACEHOLDERS[index]}
                value={goal}
                maxLength={GOAL_MAX_LENGTH}
                disabled={save.isPending}
                error={errors[index]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDraft((current) => current.map((g, i) => (i === index ? value : g)));
                  setErrors((current) => current.map((e, i) => (i === index ? null : e)));
                }}
              />
            ))}
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
