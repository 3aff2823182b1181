import { MINUTE_MS } from '../../domain/civil-date';
import { MAX_COLUMNS } from './fold-overlaps';

/**
 * The planner's day-column layout for react-big-calendar's time views (its `dayLayoutAlgorithm`
 * accepts a function). Meetings that overlap form a cluster; a cluster is packed into columns
 * exactly as `foldOverlaps` packs it (earliest start first, first free column), so a day folded
 * with a `ColumnPlan` draws no more columns than the plan leaves and every meeting gets a whole
 * column's width or more: no slivers. The layout needs no plan of its own: it draws the columns
 * the fold left, so the two cannot disagree. A column holding only a "+N more" is drawn
 * `FOLD_COLUMN_PX` wide, the meetings' columns share the rest equally. A meeting then stretches
 * right over the columns that stay free for its whole time, as in Google Calendar. Pure: no
 * React, no DOM.
 */

/** What react-big-calendar gives a layout function (the parts used here). */
export interface LayoutInput<T> {
  events: readonly T[];
  slotMetrics: {
    getRange: (
      start: Date,
      end: Date,
    ) => { top: number; height: number; startDate: Date; endDate: Date };
  };
  accessors: { start: (event: T) => Date; end: (event: T) => Date };
}

/** One drawn meeting: percentages of the day column, as react-big-calendar expects them. */
export interface StyledEvent<T> {
  event: T;
  style: { top: number; height: string; width: string; xOffset: string };
}

/** A zero-length or one-minute meeting still takes room: as in `foldOverlaps`. */
const MIN_LENGTH_MS = MINUTE_MS;
/** The gap between side-by-side meetings, as react-big-calendar's own layouts leave it. */
export const GAP_PX = 3;
/**
 * The narrowest a side-by-side meeting may be drawn: seven or eight characters of a title at the
 * planner's event font (12 px, bold), inside the event's border and padding (12 px).
 */
export const MIN_EVENT_WIDTH_PX = 68;
/**
 * The width of a column holding only a "+N more", its gap included: enough for "+15" at the
 * event font. The meetings beside it share the rest of the day.
 */
export const FOLD_COLUMN_PX = 40;

/** How a day draws its overlaps: `foldOverlaps(events, maxColumns, keptColumns)`. */
export interface ColumnPlan {
  /** Clusters needing at most this many columns are drawn whole. */
  maxColumns: number;
  /** Larger ones keep this many columns of meetings beside their narrow "+N more". */
  keptColumns: number;
}

/**
 * How a day `dayWidth` pixels wide draws overlaps while every meeting stays at least
 * `MIN_EVENT_WIDTH_PX` wide (a column less its gap): as many columns as fit, from 1 up to
 * `MAX_COLUMNS`, drawn whole; a cluster needing more keeps as many meeting columns as fit beside
 * a `FOLD_COLUMN_PX` "+N more" (none in a very narrow day: the whole cluster is one "+N more").
 * An unknown width (0, as in a DOM without layout) gets the widest plan, with a fold beside two.
 */
export function columnsForDayWidth(dayWidth: number): ColumnPlan {
  if (!(dayWidth > 0)) return { maxColumns: MAX_COLUMNS, keptColumns: MAX_COLUMNS - 1 };
  const column = MIN_EVENT_WIDTH_PX + GAP_PX;
  const maxColumns = Math.min(MAX_COLUMNS, Math.max(1, Math.floor(dayWidth / column)));
  const besideFold = Math.floor((dayWidth - FOLD_COLUMN_PX) / column);
  return { maxColumns, keptColumns: Math.min(maxColumns, Math.max(0, besideFold)) };
}

interface Item<T> {
  event: T;
  top: number;
  height: number;
  start: number;
  end: number;
  last: boolean;
  column: number;
}

/**
 * A layout function for `<Calendar dayLayoutAlgorithm={…}>`. `drawnLast` marks events that go
 * after others starting at the same time (the "+N more" stand-ins), as `foldOverlaps` has them.
 */
export function columnLayout<T>(drawnLast: (event: T) => boolean = () => false) {
  return ({ events, slotMetrics, accessors }: LayoutInput<T>): StyledEvent<T>[] => {
    const items: Item<T>[] = events.map((event) => {
      const range = slotMetrics.getRange(accessors.start(event), accessors.end(event));
      const start = +range.startDate;
      return {
        event,
        top: range.top,
        height: range.height,
        start,
        end: Math.max(+range.endDate, start + MIN_LENGTH_MS),
        last: drawnLast(event),
        column: 0,
      };
    });
    items.sort((a, b) => a.start - b.start || Number(a.last) - Number(b.last) || b.end - a.end);
    const styled: StyledEvent<T>[] = [];
    let cluster: Item<T>[] = [];
    let clusterEnd = -Infinity;
    const flush = () => {
      if (cluster.length > 0) styled.push(...layOutCluster(cluster));
      cluster = [];
    };
    for (const item of items) {
      if (item.start >= clusterEnd) flush();
      cluster.push(item);
      clusterEnd = cluster.length === 1 ? item.end : Math.max(clusterEnd, item.end);
    }
    flush();
    return styled;
  };
}

/** `calc(P% ± Npx)`, the form react-big-calendar passes through as a length. */
const calc = (percent: number, px: number, sign: '+' | '-') =>
  `calc(${percent}% ${sign} ${Math.abs(px)}px)`;

function layOutCluster<T>(cluster: Item<T>[]): StyledEvent<T>[] {
  const columnEnds: number[] = [];
  const columns: Item<T>[][] = [];
  for (const item of cluster) {
    let column = columnEnds.findIndex((free) => free <= item.start);
    if (column < 0) column = columnEnds.length;
    columnEnds[column] = item.end;
    (columns[column] ??= []).push(item);
    item.column = column;
  }
  const count = columns.length;
  // A last column of "+N more" alone is narrow: it shows a count, the meetings get the rest.
  const foldColumn = count > 1 && columns[count - 1]!.every((item) => item.last);
  const meetingColumns = foldColumn ? count - 1 : count;
  const foldPx = foldColumn ? FOLD_COLUMN_PX : 0;
  /**
   * Column c's left edge (c = `count`: the day's right edge) is `min(c, meetingColumns) /
   * meetingColumns` of the day less `edgePx(c)` pixels: the meetings' columns share the day less
   * the fold column, which starts `foldPx` before the right edge.
   */
  const edgePx = (column: number) =>
    column <= meetingColumns ? (column * foldPx) / meetingColumns : 0;
  const overlaps = (item: Item<T>, other: Item<T>) =>
    other.start < item.end && item.start < other.end;
  return cluster.map((item) => {
    let span = 1;
    while (
      item.column + span < count &&
      !columns[item.column + span]!.some((other) => overlaps(item, other))
    ) {
      span += 1;
    }
    const end = item.column + span;
    const left = (Math.min(item.column, meetingColumns) * 100) / meetingColumns;
    const width =
      ((Math.min(end, meetingColumns) - Math.min(item.column, meetingColumns)) * 100) /
      meetingColumns;
    const gap = item.column === 0 ? 0 : GAP_PX;
    // The gap after the first column moves the left edge right and takes off the width.
    const lessPx = edgePx(end) - edgePx(item.column) + gap;
    const offsetPx = gap - edgePx(item.column);
    return {
      event: item.event,
      style: {
        top: item.top,
        height: `calc(${item.height}% - 2px)`,
        width: calc(width, lessPx, lessPx >= 0 ? '-' : '+'),
        xOffset: calc(left, offsetPx, offsetPx >= 0 ? '+' : '-'),
      },
    };
  });
}
