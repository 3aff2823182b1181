import { Text } from '@mantine/core';
import dayjs from '../../../domain/dayjs';
import type { AutosaveStatus } from '../use-autosave';

/** Shown beside the status while an hour range is invalid: only that row waits for a fix. */
export const HOURS_NOT_SAVED = 'Highlighted hours not saved';

/** 'Saving...' or 'Saved {time}' (like 'Saved 3:04 PM'). */
export function saveStatusText(status: AutosaveStatus, savedAt: Date | null): string {
  switch (status) {
    case 'waiting':
    case 'saving':
      return 'Saving...';
    case 'saved':
      return savedAt ? `Saved ${dayjs(savedAt).format('h:mm A')}` : 'Saved';
    case 'failed':
      return 'Changes not saved';
    case 'idle':
      return 'Changes save automatically';
  }
}

export function SaveStatus({
  status,
  savedAt,
  blocked,
}: {
  status: AutosaveStatus;
  savedAt: Date | null;
  blocked: boolean;
}) {
  const failed = status === 'failed';
  return (
    <Text
      role="status"
      aria-live="polite"
      data-testid="save-status"
      size="sm"
      fw={500}
      c={failed ? 'red.9' : 'gray.7'}
    >
      {saveStatusText(status, savedAt)}
      {blocked ? (
        <Text span inherit c="red.9">
          {' · '}
          {HOURS_NOT_SAVED}
        </Text>
      ) : null}
    </Text>
  );
}
