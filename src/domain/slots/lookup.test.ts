import { describe, expect, it } from 'vitest';
import { findSlot, withoutTaken } from './lookup';
import type { SlotsByDate } from './types';

const slot = (start: string, end: string) => ({ start, end, label: '' });
const slots: SlotsByDate = {
  '2026-03-02': [
    slot('2026-03-02T09:00:00.000Z', '2026-03-02T09:30:00.000Z'),
    slot('2026-03-02T09:30:00.000Z', '2026-03-02T10:00:00.000Z'),
  ],
  '2026-03-03': [slot('2026-03-03T09:00:00.000Z', '2026-03-03T09:30:00.000Z')],
};

describe('findSlot', () => {
  it('finds a slot by its instant, whatever the spelling of the start', () => {
    expect(findSlot(slots, '2026-03-02T10:30:00+01:00')).toEqual(slots['2026-03-02']![1]);
    expect(findSlot(slots, '2026-03-03T09:00:00Z')).toEqual(slots['2026-03-03']![0]);
  });

  it('finds nothing for a start that is not offered or not a time', () => {
    expect(findSlot(slots, '2026-03-02T09:15:00.000Z')).toBeUndefined();
    expect(findSlot(slots, 'not a time')).toBeUndefined();
    expect(findSlot({}, '2026-03-02T09:00:00.000Z')).toBeUndefined();
  });
});

describe('withoutTaken', () => {
  it('returns the same list when nothing is taken', () => {
    expect(withoutTaken(slots, new Set())).toBe(slots);
  });

  it('drops taken starts and the days they empty, and leaves the input alone', () => {
    const taken = new Set(['2026-03-02T09:00:00.000Z', '2026-03-03T09:00:00.000Z']);
    expect(withoutTaken(slots, taken)).toEqual({ '2026-03-02': [slots['2026-03-02']![1]] });
    expect(slots['2026-03-03']).toHaveLength(1);
    expect(slots['2026-03-02']).toHaveLength(2);
  });
});
