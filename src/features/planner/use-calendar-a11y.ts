import { useEffect, type RefObject } from 'react';

const GRID_ROLES = ['table', 'rowgroup', 'row', 'cell', 'columnheader'];
const SELECTOR = GRID_ROLES.map((role) => `[role="${role}"]`).join(',');
const SCROLLERS = '.rbc-time-content, .rbc-agenda-content';

function repair(root: HTMLElement) {
  for (const element of root.querySelectorAll(SELECTOR)) {
    element.removeAttribute('role');
    element.removeAttribute('aria-sort');
    if (element.classList.contains('rbc-month-view')) element.removeAttribute('aria-label');
  }
  for (const scroller of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    if (!scroller.hasAttribute('tabindex')) scroller.tabIndex = 0;
  }
}

/**
 * react-big-calendar marks parts of its views with table roles (`table`, `rowgroup`, `row`,
 * `cell`, `columnheader`) without the structure those roles need: rows without cells, header
 * cells outside rows, row groups outside any table. Screen readers then announce a broken table,
 * and axe reports it. The library offers no way to turn them off, so they are removed here,
 * leaving plain containers; the events stay buttons. The scrolling time grid is made focusable so
 * keyboard users can scroll it.
 */
export function useCalendarA11y(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    repair(root);
    const observer = new MutationObserver(() => repair(root));
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role'],
    });
    return () => observer.disconnect();
  }, [ref]);
}
