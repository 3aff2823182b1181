import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { GOAL_MAX_LENGTH } from '../../../domain/api-schemas';
import type { GoalFocusTotals } from '../../../domain/focus-planner';
import { GoalFocusLine, GoalTimeSelect } from './focus-time';

export const GOAL_PLACEHOLDERS = [
  "What's your first goal?",
  "What's your second goal?",
  "What's your third goal?",
] as const;
export const GOAL_LABELS = ['First goal', 'Second goal', 'Third goal'] as const;

export const isBlank = (goal: string) => goal.trim() === '';

/** The saved goals, read only: 'No goal set' on blanks, each goal's focus time under it. */
export function SavedGoals({
  goals,
  totals,
  showShort,
}: {
  goals: readonly string[];
  totals: readonly (GoalFocusTotals | undefined)[];
  showShort: boolean;
}) {
  return (
    <Stack component="ol" gap="xs" m={0} p={0} aria-label="Goals" style={{ listStyle: 'none' }}>
      {goals.map((goal, index) => (
        <Group component="li" key={GOAL_LABELS[index]} gap="sm" wrap="nowrap" align="flex-start">
          <Text component="span" fw={700} c="violet.8" aria-hidden="true">
            {index + 1}.
          </Text>
          {isBlank(goal) ? (
            <Text c="gray.7" fs="italic">
              No goal set
            </Text>
          ) : (
            <Stack gap={0}>
              <Text style={{ overflowWrap: 'anywhere' }}>{goal}</Text>
              {totals[index] ? (
                <GoalFocusLine totals={totals[index]} showShort={showShort} />
              ) : null}
            </Stack>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/**
 * One goal in the form: its text (with the text saved elsewhere beside it when the two clash,
 * and a button to take that one) and the time it needs.
 */
export function GoalField({
  index,
  goal,
  minutes,
  error,
  clash,
  disabled,
  onGoal,
  onUseSaved,
  onMinutes,
}: {
  index: number;
  goal: string;
  minutes: number;
  error: string | null;
  /** The text saved elsewhere, when it clashes with this one. */
  clash: string | null;
  disabled: boolean;
  onGoal: (value: string) => void;
  onUseSaved: () => void;
  onMinutes: (minutes: number) => void;
}) {
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <TextInput
        style={{ flex: '1 1 220px' }}
        aria-label={GOAL_LABELS[index]}
        placeholder={GOAL_PLACEHOLDERS[index]}
        value={goal}
        maxLength={GOAL_MAX_LENGTH}
        disabled={disabled}
        error={error}
        description={
          clash !== null ? (
            <Group gap={6} wrap="nowrap" component="span">
              <Text span size="xs" c="orange.9" style={{ overflowWrap: 'anywhere' }}>
                Saved elsewhere: “{clash || 'No goal set'}”
              </Text>
              <Button size="compact-xs" variant="subtle" onClick={onUseSaved}>
                Use saved
              </Button>
            </Group>
          ) : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        onChange={(event) => onGoal(event.currentTarget.value)}
      />
      <GoalTimeSelect index={index} value={minutes} disabled={disabled} onChange={onMinutes} />
    </Group>
  );
}
