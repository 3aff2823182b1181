/** Reading a visitor's list of slots: finding one by its start, dropping starts known taken. */
import type { Slot, SlotsByDate } from './types';

/** The slot starting at `start` (any ISO spelling of the same instant), if it is offered. */
export function findSlot(slots: SlotsByDate, start: string): Slot | undefined {
  const at = Date.parse(start);
  for (const list of Object.values(slots)) {
    const found = list.find((slot) => Date.parse(slot.start) === at);
    if (found) return found;
  }
  return undefined;
}

/** `slots` without the starts in `taken`; a day left with none is dropped. */
export function withoutTaken(slots: SlotsByDate, taken: ReadonlySet<string>): SlotsByDate {
  if (taken.size === 0) return slots;
  const result: SlotsByDate = {};
  for (const [date, list] of Object.entries(slots)) {
    const free = list.filter((slot) => !taken.has(slot.start));
    if (free.length > 0) result[date] = free;
  }
  return result;
}
