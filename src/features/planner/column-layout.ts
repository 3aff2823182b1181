/**
 * The planner's day-column layout for react-big-calendar's time views (its `dayLayoutAlgorithm`
 * accepts a function). Meetings that overlap form a cluster; a cluster is packed into columns
 * exactly as `foldOverlaps` packs it (earliest start first, first free column), so a folded day
 * never draws more than `MAX_COLUMNS` columns and every meeting gets a whole column's width or
 * more: no slivers. A meeting then stretches right over the columns that stay free for its whole
 * time, as in Google Calendar. Pure: no React, no DOM.
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
const MIN_LENGTH_MS = 60_000;
/** The gap between side-by-side meetings, as react-big-calendar's own layouts leave it. */
const GAP_PX = 3;

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
    const left = (item.column * 100) / count;
    const width = (span * 100) / count;
    const gap = item.column === 0 ? 0 : GAP_PX;
    return {
      event: item.event,
      style: {
        top: item.top,
        height: `calc(${item.height}% - 2px)`,
        width: `calc(${width}% - ${gap}px)`,
        xOffset: `calc(${left}% + ${gap}px)`,
      },
    };
  });
}
