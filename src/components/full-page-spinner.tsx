import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** The spinner shown while a session check or a screen's first load runs. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
