import { Button, Group, Text } from '@mantine/core';
import dayjs from '../../../domain/dayjs';
import type { AutosaveStatus } from '../use-autosave';

/** Shown beside the status while an hour range is invalid: only that row waits for a fix. */
export const HOURS_NOT_SAVED = 'Highlighted hours not saved';
/** Shown beside the status while the buffer field holds an out-of-range value. */
export const BUFFER_NOT_SAVED = 'Buffer time not saved';
/** Why a failed change is not lost: it is kept and tried again. */
export const KEPT_AND_RETRIED = 'Not saved yet: your change is kept and retried';
/** A conflict with another tab's save waits for the host. */
export const CHOICE_NEEDED = 'Choose which version to keep';

/** 'Saving...' or 'Saved {time}' (like 'Saved 3:04 PM'). */
export function saveStatusText(status: AutosaveStatus, savedAt: Date | null): string {
  switch (status) {
    case 'waiting':
    case 'saving':
      return 'Saving...';
    case 'saved':
      return savedAt ? `Saved ${dayjs(savedAt).format('h:mm A')}` : 'Saved';
    case 'failed':
    case 'held':
      return 'Changes not saved';
    case 'idle':
      return 'Changes save automatically';
  }
}

export function SaveStatus({
  status,
  savedAt,
  retryAt = null,
  blocked,
  onRetry,
}: {
  status: AutosaveStatus;
  savedAt: Date | null;
  /** When a failed save is tried again by itself. */
  retryAt?: Date | null;
  /** A field that holds a value which is not saved until it is fixed. */
  blocked: 'hours' | 'buffer' | null;
  onRetry?: () => void;
}) {
  const failed = status === 'failed' || status === 'held';
  const detail =
    status === 'held'
      ? CHOICE_NEEDED
      : status === 'failed'
        ? retryAt
          ? KEPT_AND_RETRIED
          : `${KEPT_AND_RETRIED} when you press Retry now`
        : null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text
        role="status"
        aria-live="polite"
        data-testid="save-status"
        size="sm"
        fw={500}
        c={failed ? 'red.9' : 'gray.7'}
      >
        {saveStatusText(status, savedAt)}
        {detail ? (
          <Text span inherit fw={400}>
            {' · '}
            {detail}
          </Text>
        ) : null}
        {blocked ? (
          <Text span inherit c="red.9">
            {' · '}
            {blocked === 'hours' ? HOURS_NOT_SAVED : BUFFER_NOT_SAVED}
          </Text>
        ) : null}
      </Text>
      {status === 'failed' && onRetry ? (
        <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
          Retry now
        </Button>
      ) : null}
    </Group>
  );
}
