import { PageHeader } from '../../../components/page-header';

/** /preferences. The full screen (availability, autosave, analysis, calendars) lands with its own issue. */
export function PreferencesPage() {
  return (
    <PageHeader
      title="Meeting Preferences"
      subtitle="Tell the assistant when you like to meet. These preferences decide which times your booking links offer."
    />
  );
}
