import { Box, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, failureMatches, messageOf } from '../../../api/errors';
import { PageHeader } from '../../../components/page-header';
import { navigateBrowser } from '../../../components/navigate-browser';
import { canSavePreferences, editablePreferencesFrom } from '../../../domain/availability';
import {
  defaultPreferences,
  type DayAvailability,
  type DayKey,
  type EditablePreferences,
} from '../../../domain/preferences';
import {
  preferencesKeys,
  useAnalyzeCalendar,
  useDisconnectCalendar,
  type ConnectedCalendars,
  type Preferences,
} from '../api';
import { browserTimeZone } from '../../../components/browser-time-zone';
import { notify } from '../../../components/notify';
import {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
} from '../../../components/signed-in/unsaved-changes';
import { usePreferencesDraft } from '../use-preferences-draft';
import { AnalysisBanner } from './analysis-banner';
import { AnalysisProposalDialog, type AnalysisProposal } from './analysis-proposal-dialog';
import { ConflictDialog } from './conflict-dialog';
import { DatesCard } from './dates-card';
import { BufferTimeCard } from './buffer-time-card';
import { ConnectedCalendarsCard } from './connected-calendars-card';
import { InfoIcon } from '../../../components/signed-in/icons';
import { SaveStatus } from './save-status';
import { TimePreferenceCard } from './time-preference-card';
import { TimezoneCard } from './timezone-card';
import { NotificationsCard } from './notifications-card';
import { WeeklyAvailabilityCard } from './weekly-availability-card';

/** The analysis failure that means the primary calendar is not connected. */
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
 * The screen once the preferences load settled. The edits live in usePreferencesDraft: saved
 * after a pause with the version they started from, merged with other tabs' saves, kept and
 * retried when a save fails. An invalid hour range never holds the other edits back: they are
 * saved with that row's last valid hours, while the row keeps the person's input and its error on
 * screen; an out-of-range buffer is not saved either.
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
  const { draft, latest, replace, saveZone, change, apply, autosave, conflict, resolve, base } =
    usePreferencesDraft(stored);
  const [bufferInvalid, setBufferInvalid] = useState(false);

  const analyze = useAnalyzeCalendar();
  const [proposal, setProposal] = useState<AnalysisProposal | null>(null);
  /** Applies the analysis' preferences, with an Undo back to what the host had. */
  const applyAnalysis = (
    meetings: number,
    previous: EditablePreferences,
    next: EditablePreferences,
  ) => {
    apply(next);
    notify({
      title: 'Calendar analyzed',
      message: `Analyzed ${meetings} meetings. Timezone and preferences updated.`,
      action: { label: 'Undo', onClick: () => apply(previous) },
    });
  };
  const runAnalysis = () =>
    analyze.mutate(undefined, {
      onSuccess: (result) => {
        const meetings = result.totalMeetingsAnalyzed;
        if (meetings === 0) {
          notify({
            title: 'Calendar analyzed',
            message: 'No past meetings found, so your preferences were left as they are.',
          });
          return;
        }
        const current = latest.current;
        const proposed = editablePreferencesFrom(result, browserTimeZone());
        if (samePreferences(current, proposed)) {
          notify({
            title: 'Calendar analyzed',
            message: `Analyzed ${meetings} meetings. Your preferences already match them.`,
          });
          return;
        }
        // A first analysis over untouched defaults applies at once; anything the host set is
        // theirs to decide.
        const untouched =
          !stored?.lastAnalyzedAt && samePreferences(current, defaultPreferences(current.timezone));
        if (untouched) applyAnalysis(meetings, current, proposed);
        else setProposal({ meetings, current, proposed });
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
    setRefreshingZone(true);
    try {
      await saveZone(timezone);
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

  const hoursInvalid = !canSavePreferences(draft);
  const invalid = hoursInvalid || bufferInvalid;
  const pending = autosave.status === 'waiting' || autosave.status === 'saving';
  const unsaved = autosave.status === 'failed' || autosave.status === 'held';
  const blocker = useUnsavedChangesGuard(invalid || pending || unsaved);

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
          unsaved
            ? 'Your latest change is not saved yet. Leaving now tries once more to save it; if that fails too, it is lost.'
            : hoursInvalid
              ? 'The highlighted hours are not saved: the end time must be after the start time. Your other changes are saved.'
              : bufferInvalid
                ? 'The buffer time is not saved: enter whole minutes from 0 to 120. Your other changes are saved.'
                : 'Your latest change is still being saved. Leaving now sends it right away.'
        }
      />
      <ConflictDialog conflict={conflict} onResolve={resolve} />
      <AnalysisProposalDialog
        proposal={proposal}
        onKeep={() => setProposal(null)}
        onApply={() => {
          if (!proposal) return;
          setProposal(null);
          applyAnalysis(proposal.meetings, latest.current, proposal.proposed);
        }}
      />
      <PageHeader
        title="Meeting Preferences"
        subtitle="Tell the assistant when you like to meet. These preferences decide which times your booking links offer."
      />
      {/*
        The save status sticks under the header, so it stays in view while the host edits. It
        sits on a band as wide as the page, which the page scrolls under as under the header:
        nothing (like 'Analyze Again') is ever drawn half-covered by the floating status.
      */}
      <Box
        pos="sticky"
        top="var(--app-shell-header-offset, 0rem)"
        mt={-8}
        mb={-8}
        mx={-8}
        px={8}
        py={4}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 3, display: 'flex', justifyContent: 'flex-end' }}
      >
        <Paper shadow="xs" radius="xl" px="md" py={6} withBorder>
          <SaveStatus
            status={autosave.status}
            savedAt={autosave.savedAt}
            retryAt={autosave.retryAt}
            blocked={hoursInvalid ? 'hours' : bufferInvalid ? 'buffer' : null}
            onRetry={autosave.retry}
          />
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
          <Stack gap="lg">
            <WeeklyAvailabilityCard value={draft.dayAvailability} onChange={setDay} />
            <DatesCard
              timeOff={draft.timeOff}
              dateOverrides={draft.dateOverrides}
              timezone={draft.timezone}
              onTimeOffChange={(timeOff) => change((current) => ({ ...current, timeOff }))}
              onOverridesChange={(dateOverrides) =>
                change((current) => ({ ...current, dateOverrides }))
              }
            />
          </Stack>
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
              onInvalidChange={(invalidBuffer) => {
                setBufferInvalid(invalidBuffer);
                // While the field holds an invalid value the saved buffer stands: a number typed
                // on the way ("5", "50" of "500") is not saved either.
                if (invalidBuffer)
                  change((current) => ({ ...current, bufferTime: base.current.value.bufferTime }));
              }}
            />
            <TimezoneCard
              timezone={draft.timezone}
              refreshing={refreshingZone}
              onRefresh={() => void refreshTimezone()}
            />
            <NotificationsCard
              value={draft.notifications}
              onChange={(notifications) => change((current) => ({ ...current, notifications }))}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
