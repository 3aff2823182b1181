import type { CalendarEvent } from './calendar-events';

/**
 * At most this many side-by-side meeting columns in a time view, fewer in a narrow day
 * (`columnsForDayWidth`); the rest fold into "+N more".
 */
export const MAX_COLUMNS = 3;

/** A stand-in for the meetings folded out of a crowded cluster: "+N more", opens their list. */
export interface MoreEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  folded: CalendarEvent[];
}

export type ShownEvent = CalendarEvent | MoreEvent;

export const isMoreEvent = (event: ShownEvent): event is MoreEvent => 'folded' in event;

const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/** Midnight (wall clock, read in UTC) after `date`. */
const startOfNextDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1));

/**
 * Folds heavy overlaps for the week and day views. Events are grouped by day into clusters of
 * overlapping meetings; each cluster is packed into columns (earliest start first, first free
 * column). When a cluster needs more than `maxColumns` columns, the meetings of the columns from
 * `keptColumns` on become one "+N more" event spanning them, drawn in a column of its own: by
 * default `maxColumns - 1` columns are kept, so at most `maxColumns` columns are drawn. (A narrow
 * day keeps one meeting beside its "+N more": `maxColumns` 1, `keptColumns` 1.) Meetings that
 * span several days are left alone (drawn on each of their days).
 */
export function foldOverlaps(
  events: readonly CalendarEvent[],
  maxColumns: number = MAX_COLUMNS,
  keptColumns: number = maxColumns - 1,
): ShownEvent[] {
  const byDay = new Map<string, CalendarEvent[]>();
  const shown: ShownEvent[] = [];
  for (const event of events) {
    if (dayKey(event.start) !== dayKey(new Date(+event.end - 1)) && +event.end > +event.start) {
      shown.push(event);
      continue;
    }
    const key = dayKey(event.start);
    const list = byDay.get(key);
    if (list) list.push(event);
    else byDay.set(key, [event]);
  }
  for (const dayEvents of byDay.values()) {
    dayEvents.sort((a, b) => +a.start - +b.start || +b.end - +a.end || a.id.localeCompare(b.id));
    let cluster: CalendarEvent[] = [];
    let clusterEnd = -Infinity;
    const flush = () => {
      if (cluster.length > 0) shown.push(...foldCluster(cluster, maxColumns, keptColumns));
      cluster = [];
    };
    for (const event of dayEvents) {
      // A zero-length meeting still takes room: count it as one minute.
      const end = Math.max(+event.end, +event.start + 60_000);
      if (+event.start >= clusterEnd) flush();
      cluster.push(event);
      clusterEnd = cluster.length === 1 ? end : Math.max(clusterEnd, end);
    }
    flush();
  }
  return shown;
}

function foldCluster(
  cluster: CalendarEvent[],
  maxColumns: number,
  keptColumns: number,
): ShownEvent[] {
  const columnEnds: number[] = [];
  const columnOf: number[] = [];
  for (const event of cluster) {
    const end = Math.max(+event.end, +event.start + 60_000);
    let column = columnEnds.findIndex((free) => free <= +event.start);
    if (column < 0) column = columnEnds.length;
    columnEnds[column] = end;
    columnOf.push(column);
  }
  if (columnEnds.length <= maxColumns) return cluster;
  const keep = Math.min(keptColumns, maxColumns);
  const kept: ShownEvent[] = [];
  const folded: CalendarEvent[] = [];
  cluster.forEach((event, i) => {
    if (columnOf[i]! < keep) kept.push(event);
    else folded.push(event);
  });
  const start = Math.min(...folded.map((e) => +e.start));
  // A "+N more" stays inside its day: one reaching midnight would be read as spanning two days
  // and drawn in the week view's all-day row, away from the meetings it holds.
  const lastMinute = +startOfNextDay(new Date(start)) - 60_000;
  const end = Math.min(
    Math.max(...folded.map((e) => +e.end)),
    Math.max(lastMinute, start + 60_000),
  );
  kept.push({
    id: `more:${folded[0]!.id}`,
    title: `+${folded.length} more`,
    start: new Date(start),
    end: new Date(end),
    folded,
  });
  return kept;
}
