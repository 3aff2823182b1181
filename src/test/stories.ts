import { expect, waitFor, within } from 'storybook/test';

/** Toasts and dialogs render in portals outside the story's canvas. */
export const inPortal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for a toast's text and for its entrance transition to make it visible. */
export async function expectToast(canvasElement: HTMLElement, text: string, timeout = 4000) {
  const element = await inPortal(canvasElement).findByText(text, undefined, { timeout });
  await waitFor(() => expect(element).toBeVisible());
}
