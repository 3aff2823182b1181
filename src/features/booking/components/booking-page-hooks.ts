/** Two small hooks of the booking page (booking-page.tsx). */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Tells `onCanonical` the link's current slug when the page was opened at a previous one (a
 * renamed link's old address keeps working, issue 24), once per address and slug.
 */
export function useCanonicalSlug(
  slug: string | undefined,
  address: string,
  onCanonical: ((slug: string) => void) | undefined,
) {
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (slug === undefined || slug === address || !onCanonical) return;
    const key = `${address} ${slug}`;
    if (told.current === key) return;
    told.current = key;
    onCanonical(slug);
  }, [slug, address, onCanonical]);
}

/**
 * A callback of one identity for the page's life that calls the latest render's `fn`: the calendar's
 * memoized parts (month grid, day cells, slot list) keep their props, so a change elsewhere on the
 * page (the clock, a day) does not draw them again.
 */
export function useLatestCallback<A extends unknown[]>(
  fn: (...args: A) => void,
): (...args: A) => void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
