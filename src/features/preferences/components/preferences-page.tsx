import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { connectedCalendarsQueryOptions, preferencesQueryOptions } from '../api';
import { notify } from '../../../components/notify';
import { PreferencesEditor } from './preferences-editor';

/**
 * /preferences. Shows the spinner while the preferences load; a failed load of
 * the preferences or of the calendars is only logged and the screen keeps its defaults
 *.
 */
export function PreferencesPage({
  connected = false,
  onConnectedShown,
}: {
  /** The address carried `connected=true` (back from connecting a calendar). */
  connected?: boolean;
  /** Called once the 'Calendar connected' toast is shown, to drop the parameter. */
  onConnectedShown?: () => void;
}) {
  // A failed read stays failed on this visit: the screen shows its defaults instead of retrying.
  const preferences = useQuery({ ...preferencesQueryOptions(), retryOnMount: false });
  const calendars = useQuery({ ...connectedCalendarsQueryOptions(), retryOnMount: false });

  useEffect(() => {
    if (preferences.error) console.error('Failed to load preferences', preferences.error);
  }, [preferences.error]);
  useEffect(() => {
    if (calendars.error) console.error('Failed to load connected calendars', calendars.error);
  }, [calendars.error]);

  const announced = useRef(false);
  useEffect(() => {
    if (!connected || announced.current) return;
    announced.current = true;
    notify({
      title: 'Calendar connected',
      message: 'Your personal calendar has been successfully connected.',
    });
    onConnectedShown?.();
  }, [connected, onConnectedShown]);

  if (preferences.isPending) return <FullPageSpinner label="Loading preferences" />;

  return (
    <PreferencesEditor
      stored={preferences.data}
      calendars={calendars.data}
      calendarsLoading={calendars.isPending}
    />
  );
}
