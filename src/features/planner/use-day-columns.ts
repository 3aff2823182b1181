import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { columnsForDayWidth, type ColumnPlan } from './column-layout';

/** The days side by side in each time view. */
const DAYS = { day: 1, work_week: 5, week: 7 } as const;
export type TimeView = keyof typeof DAYS;

/** How a day draws its overlaps (`ColumnPlan`), in each time view. */
export type DayColumns = Readonly<Record<TimeView, ColumnPlan>>;

/**
 * Beside the day columns, the time grid has its gutter (the "12:00 PM" labels, 76 px at the
 * planner's font) and its scrollbar (15 px in Chromium on Linux, none where scrollbars overlay
 * or in headless Chromium). Counting the scrollbar always only errs towards wider columns.
 */
const GUTTER_PX = 91;
/** react-big-calendar keeps the right 10 px of each day free, to click an empty slot. */
const DAY_MARGIN_PX = 10;

/** The column plan of a day of a calendar `calendarWidth` pixels wide, in each view. Pure. */
export function dayColumns(calendarWidth: number): DayColumns {
  // An unknown width (0) comes out below zero: `columnsForDayWidth` gives it the widest plan.
  const perView = (days: number) =>
    columnsForDayWidth((calendarWidth - GUTTER_PX) / days - DAY_MARGIN_PX);
  return { day: perView(DAYS.day), work_week: perView(DAYS.work_week), week: perView(DAYS.week) };
}

const keyOf = (columns: DayColumns) =>
  Object.values(columns)
    .map(({ maxColumns, keptColumns }) => `${maxColumns}+${keptColumns}`)
    .join('/');

/**
 * The column plans of the calendar in `ref`, measured before the first paint and kept up to date
 * with a ResizeObserver. The width is bucketed into column counts: resizing re-renders only when
 * a count changes, never per pixel. `null` until measured (the first layout effect), so the
 * calendar is drawn once, with the right columns.
 */
export function useDayColumns(ref: RefObject<HTMLElement | null>): DayColumns | null {
  const [columns, setColumns] = useState<DayColumns | null>(null);
  const shownKey = useRef('');
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (width: number) => {
      const next = dayColumns(width);
      const key = keyOf(next);
      if (key === shownKey.current) return;
      shownKey.current = key;
      setColumns(next);
    };
    update(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}
