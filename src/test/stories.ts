import { notifications } from '@mantine/notifications';
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { signedInHost } from './fixtures';

/**
 * What the signed-in screens' stories share: the meta's setup (a signed-in host, no toast left
 * over from the previous story) and the helpers for what renders in portals. The meta writes its
 * `title` itself, as a literal: Storybook reads titles from the source without running it, and
 * a title inside a spread is not found (the story then sits under its file's path).
 */
export function signedInScreen(path: string) {
  return {
    args: { path },
    beforeEach({ msw }: StoryContext) {
      // The toast store is global: start each story without the previous story's toasts.
      notifications.clean();
      notifications.cleanQueue();
      msw.use(...signedInHost());
    },
  };
}

/** Toasts and dialogs render in portals outside the story's canvas. */
export const inPortal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for a toast's text and for its entrance transition to make it visible. */
export async function expectToast(canvasElement: HTMLElement, text: string, timeout = 4000) {
  const element = await inPortal(canvasElement).findByText(text, undefined, { timeout });
  await waitFor(() => expect(element).toBeVisible());
}
