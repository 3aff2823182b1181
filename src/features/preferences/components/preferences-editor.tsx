import { Box, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutationState } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, failureMatches, messageOf } from '../../../api/errors';
import { PageHeader } from '../../../components/page-header';
import { navigateBrowser } from '../../../components/navigate-browser';
import {
  canSavePreferences,
  editablePreferencesFrom,
  savablePreferences,
} from '../../../domain/availability';
import type { DayAvailability, DayKey, EditablePreferences } from '../../../domain/preferences';
import {
  preferencesKeys,
  useAnalyzeCalendar,
  useDisconnectCalendar,
  useSavePreferences,
  type ConnectedCalendars,
  type Preferences,
} from '../api';
import { browserTimeZone } from '../../../components/browser-time-zone';
import { notify } from '../../../components/notify';
import {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
} from '../../../components/signed-in/unsaved-changes';
import { useAutosave } from '../use-autosave';
import { AnalysisBanner } from './analysis-banner';
import { BufferTimeCard } from './buffer-time-card';
import { ConnectedCalendarsCard } from './connected-calendars-card';
import { InfoIcon } from '../../../components/signed-in/icons';
import { SaveStatus } from './save-status';
import { TimePreferenceCard } from './time-preference-card';
import { TimezoneCard } from './timezone-card';
import { WeeklyAvailabilityCard } from './weekly-availability-card';

/** Spec section 8: the analysis failure that means the primary calendar is not connected. */
const NOT_CONNECTED = 'Google Calendar not connected';

/**
 * Whether the analysis failed because the primary calendar cannot be read: by the contract's
 * code; an answer without one by the spec's phrase.
 */
function calendarNotConnected(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return failureMatches(
    { code: error.code, message: `${error.serverMessage ?? ''} ${error.message}` },
    ['calendar_not_connected', 'calendar_auth_expired'],
    new RegExp(NOT_CONNECTED),
  );
}

const samePreferences = (a: EditablePreferences, b: EditablePreferences) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The screen once the preferences load settled. The edits live here, initialised once from the
 * answer (or the defaults); only an analysis replaces them. Saves update the cache but never
 * the edits, so a slow or failed save can never overwrite what the person changed since.
 * An invalid hour range never holds the other edits back: they are saved with that row's last
 * valid hours, while the row keeps the person's input and its error on screen.
 */
export function PreferencesEditor({
  stored,
  calendars,
  calendarsLoading,
}: {
  stored: Preferences | undefined;
  calendars: ConnectedCalendars | undefined;
  calendarsLoading: boolean;
}) {
  const [draft, setDraft] = useState<EditablePreferences>(() =>
    editablePreferencesFrom(stored, browserTimeZone()),
  );
  /** The newest edits, read by handlers that run before React re-renders. */
  const latest = useRef(draft);
  /** The last preferences the server holds (loaded, saved or analysed). */
  const lastSaved = useRef(draft);
  /** The last value handed to the autosave (scheduled, sent or held by the server). */
  const lastSent = useRef(draft);

  const savePreferences = useSavePreferences();
  const save = useCallback(
    async (value: EditablePreferences) => {
      await savePreferences(value);
      lastSaved.current = value;
    },
    [savePreferences],
  );
  const autosave = useAutosave<EditablePreferences>({
    save,
    onError: () =>
      notify({
        title: 'Error',
        message: 'Failed to save preferences. Please try again.',
        destructive: true,
      }),
  });

  /** Shows new preferences without saving them. */
  const replace = (next: EditablePreferences) => {
    latest.current = next;
    setDraft(next);
  };

  /** A person's change: shown at once; what is valid of it is saved after the pause. */
  const change = (update: (current: EditablePreferences) => EditablePreferences) => {
    const next = update(latest.current);
    replace(next);
    const savable = savablePreferences(next, lastSent.current);
    if (samePreferences(savable, lastSent.current)) return;
    lastSent.current = savable;
    autosave.schedule(savable);
  };

  const analyze = useAnalyzeCalendar();
  const runAnalysis = () =>
    analyze.mutate(undefined, {
      onSuccess: (result) => {
        // The analysis replaces the preferences; an edit still waiting must not undo it.
        autosave.cancel();
        const next = editablePreferencesFrom(result, browserTimeZone());
        lastSaved.current = next;
        lastSent.current = next;
        replace(next);
        notify(
          result.totalMeetingsAnalyzed > 0
            ? {
                title: 'Calendar analyzed',
                message: `Analyzed ${result.totalMeetingsAnalyzed} meetings. Timezone and preferences updated.`,
              }
            : {
                title: 'Calendar analyzed',
                message: 'No past meetings found, so your preferences were left as they are.',
              },
        );
      },
      onError: (error) => {
        if (calendarNotConnected(error)) {
          notify({
            title: NOT_CONNECTED,
            message: 'Please connect your Google Calendar first to analyze your meeting patterns.',
            destructive: true,
          });
        } else {
          notify({
            title: 'Analysis failed',
            message: 'Failed to analyze your calendar. Please try again.',
            destructive: true,
          });
        }
      },
    });

  const [refreshingZone, setRefreshingZone] = useState(false);
  const refreshTimezone = async () => {
    const timezone = browserTimeZone();
    const before = latest.current;
    // Valid edits travel with the new zone; invalid ones stay on screen, unsent.
    const sent = { ...savablePreferences(before, lastSent.current), timezone };
    replace({ ...before, timezone });
    lastSent.current = sent;
    setRefreshingZone(true);
    try {
      await autosave.saveNow(sent);
      notify({
        title: 'Timezone updated',
        message: `Your timezone has been updated to ${timezone}.`,
      });
    } catch {
      if (latest.current.timezone === timezone)
        replace({ ...latest.current, timezone: before.timezone });
      notify({
        title: 'Error',
        message: 'Failed to update timezone. Please try again.',
        destructive: true,
      });
    } finally {
      setRefreshingZone(false);
    }
  };

  const disconnect = useDisconnectCalendar();
  const removing = useMutationState({
    filters: { mutationKey: preferencesKeys.disconnect, status: 'pending' },
    select: (mutation) => String(mutation.state.variables),
  });
  const removeCalendar = (email: string) => {
    void disconnect.mutateAsync(email).then(
      () => notify({ title: 'Calendar disconnected', message: `${email} has been disconnected.` }),
      (error: unknown) =>
        notify({
          title: 'Error',
          message: messageOf(error, 'Failed to disconnect calendar. Please try again.'),
          destructive: true,
        }),
    );
  };

  const invalid = !canSavePreferences(draft);
  const pending = autosave.status === 'waiting' || autosave.status === 'saving';
  const blocker = useUnsavedChangesGuard(invalid || pending);

  const setDay = (key: DayKey, day: DayAvailability) =>
    change((current) => ({
      ...current,
      dayAvailability: { ...current.dayAvailability, [key]: day },
    }));

  return (
    <Stack gap="lg">
      <UnsavedChangesDialog
        blocker={blocker}
        message={
          invalid
            ? 'The highlighted hours are not saved: the end time must be after the start time. Your other changes are saved.'
            : 'Your latest change is still being saved. Leaving now sends it right away.'
        }
      />
      <PageHeader
        title="Meeting Preferences"
        subtitle="Tell the assistant when you like to meet. These preferences decide which times your booking links offer."
      />
      {/* The save status sticks under the header, so it stays in view while the host edits. */}
      <Box
        pos="sticky"
        top="calc(var(--app-shell-header-offset, 0rem) + 0.5rem)"
        mt={-8}
        mb={-8}
        style={{ zIndex: 3, alignSelf: 'flex-end' }}
      >
        <Paper shadow="xs" radius="xl" px="md" py={6} withBorder>
          <SaveStatus status={autosave.status} savedAt={autosave.savedAt} blocked={invalid} />
        </Paper>
      </Box>
      <Paper
        role="note"
        aria-label="How preferences work"
        radius="lg"
        p="md"
        bg="blue.0"
        withBorder
        style={{ borderColor: 'var(--mantine-color-blue-2)' }}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Text component="span" c="blue.9" display="flex" mt={2}>
            <InfoIcon size={18} />
          </Text>
          <Text size="sm" c="blue.9">
            Your booking links offer only the times inside your weekly availability, keep your
            buffer free around busy times, and skip anything already in your connected calendars.
          </Text>
        </Group>
      </Paper>
      <AnalysisBanner
        totalMeetingsAnalyzed={stored?.totalMeetingsAnalyzed ?? 0}
        lastAnalyzedAt={stored?.lastAnalyzedAt ?? null}
        evidence={analyze.data?.evidence?.map((e) => e.text) ?? []}
        analyzing={analyze.isPending}
        onAnalyze={runAnalysis}
      />
      <ConnectedCalendarsCard
        calendars={calendars}
        loading={calendarsLoading}
        removing={removing}
        onRemove={removeCalendar}
        onConnect={() => navigateBrowser('/auth/google/calendar')}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <WeeklyAvailabilityCard value={draft.dayAvailability} onChange={setDay} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <TimePreferenceCard
              value={draft.timePreference}
              onChange={(timePreference) => change((current) => ({ ...current, timePreference }))}
            />
            <BufferTimeCard
              bufferTime={draft.bufferTime}
              noBufferNeeded={draft.noBufferNeeded}
              onBufferTimeChange={(bufferTime) => change((current) => ({ ...current, bufferTime }))}
              onNoBufferNeededChange={(noBufferNeeded) =>
                change((current) => ({ ...current, noBufferNeeded }))
              }
            />
            <TimezoneCard
              timezone={draft.timezone}
              refreshing={refreshingZone}
              onRefresh={() => void refreshTimezone()}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
