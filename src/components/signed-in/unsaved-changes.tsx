import { useBlocker } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before a person leaves a screen whose edits are not saved yet: a route change inside the
 * app opens the dialog below, and closing or reloading the tab gets the browser's own prompt
 * (`beforeunload`). Search-parameter changes on the same page are never blocked.
 */
export function useUnsavedChangesGuard(unsaved: boolean) {
  const latest = useRef(unsaved);
  useLayoutEffect(() => {
    latest.current = unsaved;
  });
  return useBlocker({
    shouldBlockFn: ({ current, next }) => latest.current && current.pathname !== next.pathname,
    enableBeforeUnload: () => latest.current,
    withResolver: true,
  });
}

/** The question asked by useUnsavedChangesGuard: stay (the default) or leave anyway. */
export function UnsavedChangesDialog({
  blocker,
  message,
  leaveLabel = 'Leave anyway',
}: {
  blocker: ReturnType<typeof useUnsavedChangesGuard>;
  message: string;
  leaveLabel?: string;
}) {
  return (
    <ConfirmDialog
      opened={blocker.status === 'blocked'}
      title="Leave without saving?"
      cancelLabel="Stay on this page"
      confirmLabel={leaveLabel}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      {message}
    </ConfirmDialog>
  );
}
