/**
 * The zone picker's list, without React: what a search finds, the batches the closed list is drawn
 * in, and how the listbox scrolls to an option (time-zone-picker.tsx).
 */
import type { ZoneOption } from '../../../domain/time-zones';
import { meaningOf, readZoneQuery, zoneAnswers } from '../../../domain/zone-search';
import { legacyNames } from '../zone-list';
import type { ZoneSection } from './zone-listbox';

/** The label the closed box shows: the city and the full offset ("Chatham (Pacific) · UTC+13:45"). */
export const closedLabel = (option: ZoneOption) => `${option.city} · ${option.offset}`;

/** The options `text` finds; an ambiguous abbreviation gives one section per meaning, no guess. */
export function sectionsFor(options: ZoneOption[], text: string): ZoneSection[] {
  const query = readZoneQuery(text);
  const found = options.filter((option) =>
    zoneAnswers(query, option.zone, option.offsetMinutes, legacyNames(option.zone)),
  );
  if (query.kind !== 'ambiguous') return [{ options: found }];
  return query.meanings
    .map((meaning) => ({
      group: meaning.name,
      options: found.filter((option) => meaningOf(query, option.zone) === meaning.name),
    }))
    .filter((section) => section.options.length > 0);
}

/**
 * Closed, the made list is drawn this many options at a time, each batch in a task of its own
 * while the page is idle, where the whole list in one commit (its DOM and its layout) was one of
 * the page's long tasks as it loaded. Ten keeps each batch's layout at 4-8 ms on the 2-core
 * machine (40 took 5-19 ms), under the 12.5 ms that Lighthouse's 4x slowdown makes a long task.
 */
export const ROWS_PER_BATCH = 10;

/** The first `rows` options of `sections`. */
export function firstRows(sections: ZoneSection[], rows: number): ZoneSection[] {
  let left = rows;
  return sections.map((section) => {
    const options = section.options.slice(0, Math.max(0, left));
    left -= options.length;
    return { ...section, options };
  });
}

/** Options PageUp and PageDown move by. */
export const PAGE = 10;

/** Scrolls the listbox (only it, never the page) so `option` shows: centred, or just in view. */
export function reveal(list: HTMLElement, option: HTMLElement, centre: boolean) {
  const top = option.offsetTop;
  const bottom = top + option.offsetHeight;
  if (centre) list.scrollTop = top - (list.clientHeight - option.offsetHeight) / 2;
  else if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}
