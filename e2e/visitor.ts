import { expect, type Locator, type Page } from '@playwright/test';

/** The widths every public step is checked at: a desktop, a phone, the narrowest phone. */
export const WIDTHS = [1440, 375, 320] as const;

/** The element with the focus shows it: a visible outline or ring, and inside the viewport. */
export async function expectFocusVisible(_page: Page, what: Locator) {
  await expect(what).toBeFocused();
  const read = () =>
    what.evaluate((element) => {
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? 'outline' : '';
      const shadow = style.boxShadow !== 'none' ? 'shadow' : '';
      // Text fields show their focus by their border in the primary colour (not a grey).
      const [r = 0, g = 0, b = 0] = (style.borderColor.match(/\d+/g) ?? []).map(Number);
      const border =
        element.tagName === 'INPUT' && Math.max(r, g, b) - Math.min(r, g, b) > 40 ? 'border' : '';
      return { visible: element.matches(':focus-visible'), ring: outline || shadow || border };
    });
  // Polled: a field's border colour eases in.
  await expect
    .poll(async () => (await read()).ring, { message: 'the focused element draws a ring' })
    .not.toBe('');
  expect((await read()).visible, 'the focused element matches :focus-visible').toBe(true);
  await expect(what).toBeInViewport();
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times. */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 40 } = {}) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The page scrolls only up and down: nothing sticks out sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
