/**
 * Where the collapsed QA panel sits: the first corner (bottom-left, bottom-right, top-left,
 * top-right) where its chip covers nothing a person can press, checked as the page scrolls,
 * resizes and changes. A floating tool must never cover a page's primary button on a phone.
 */
import { useEffect, useState, type RefObject } from 'react';

export type Corner = 'bottom-left' | 'bottom-right' | 'top-left' | 'top-right';
export const CORNERS: readonly Corner[] = ['bottom-left', 'bottom-right', 'top-left', 'top-right'];
export const CORNER_MARGIN = 12;

const PRESSABLE =
  'button, a[href], input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"]';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The chip's box at a corner of a viewport. */
export function boxAt(
  corner: Corner,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): Box {
  const left = corner.endsWith('left')
    ? CORNER_MARGIN
    : viewport.width - CORNER_MARGIN - size.width;
  const top = corner.startsWith('top')
    ? CORNER_MARGIN
    : viewport.height - CORNER_MARGIN - size.height;
  return { left, top, right: left + size.width, bottom: top + size.height };
}

/** The first corner whose box covers none of `targets`, else the one covering least. */
export function clearCorner(
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  targets: readonly Box[],
): Corner {
  let best: Corner = CORNERS[0]!;
  let bestArea = Infinity;
  for (const corner of CORNERS) {
    const box = boxAt(corner, size, viewport);
    const area = targets.reduce((sum, target) => sum + overlap(box, target), 0);
    if (area === 0) return corner;
    if (area < bestArea) {
      best = corner;
      bestArea = area;
    }
  }
  return best;
}

function pressableBoxes(panel: HTMLElement, viewportHeight: number): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(PRESSABLE)) {
    if (panel.contains(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.bottom < 0 || rect.top > viewportHeight)
      continue;
    boxes.push(rect);
  }
  return boxes;
}

/** The corner for the panel while `collapsed`; it stays put while open (the person opened it). */
export function useClearCorner(panel: RefObject<HTMLElement | null>, collapsed: boolean): Corner {
  const [corner, setCorner] = useState<Corner>('bottom-left');
  useEffect(() => {
    if (!collapsed) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = panel.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      const size = { width: rect.width, height: rect.height };
      setCorner(clearCorner(size, viewport, pressableBoxes(element, viewport.height)));
    };
    const schedule = () => {
      frame ||= window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    // Pages change without scrolling (a form opens, a list loads).
    const timer = window.setInterval(schedule, 500);
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      window.clearInterval(timer);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [panel, collapsed]);
  return corner;
}
