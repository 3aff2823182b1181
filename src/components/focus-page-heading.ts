/** Well after Mantine's own focus return (`useFocusReturn`: 10 ms after closing). */
const AFTER_FOCUS_RETURN_MS = 50;

/**
 * After a dialog has closed, Mantine gives the focus back to the button that opened it. When that
 * button is gone with what the dialog acted on (a deleted team, a booking given to another host),
 * the focus would be left on the page's body, where a screen reader says nothing and the next Tab
 * starts over: the page's heading takes it instead. Call it when the dialog's exit transition
 * ends (at once with reduced motion): it looks after Mantine has given the focus back, 10 ms after
 * the dialog closed, and after the dialog has left the page.
 */
export function focusPageHeadingIfLost(doc: Document = document): void {
  setTimeout(() => {
    const active = doc.activeElement;
    if (active && active !== doc.body) return;
    const heading =
      doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, AFTER_FOCUS_RETURN_MS);
}
