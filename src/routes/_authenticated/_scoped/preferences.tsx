import { createFileRoute } from '@tanstack/react-router';
import { PreferencesPage } from '../../../features/preferences/components/preferences-page';

export const Route = createFileRoute('/_authenticated/_scoped/preferences')({
  component: PreferencesPage,
});
