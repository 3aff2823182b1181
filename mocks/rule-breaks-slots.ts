/**
 * The rule-breaks of the slot engine's rules (`mocks/rule-breaks.ts`): the engine's input with
 * one rule taken out, judged beside the honest input; the broken verdict is answered only when it
 * differs (and the switch then records that it applied).
 */
import type { SlotRefusal } from '../src/domain/date-rules';
import type { SlotInput } from '../src/domain/slots';
import { zoneOffset } from '../src/domain/zone-clock';
import { activeRuleBreak, ruleBroken } from './rule-breaks';
import { HOUR_MS } from '../src/domain/civil-date';

type Relax = (input: SlotInput) => SlotInput;

const OPEN_DAY = { enabled: true, startHour: 0, endHour: 24, ranges: [{ start: 0, end: 1440 }] };

/** The zone a fixed UTC offset (whole hours) names: Etc/GMT has the sign reversed. */
function fixedZone(offsetMs: number): string {
  const hours = Math.round(offsetMs / HOUR_MS);
  return hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/** The host's zone replaced by `zone(offset at the request's now)`. */
const zoneAs =
  (zone: (offsetMs: number) => string | null): Relax =>
  (input) => {
    const prefs = input.preferences;
    if (!prefs) return input;
    const offset = zoneOffset(new Date(input.now).getTime(), prefs.timezone);
    const fixed = zone(offset);
    return fixed ? { ...input, preferences: { ...prefs, timezone: fixed } } : input;
  };

const RELAXED: Readonly<Record<string, Relax>> = {
  'conflicts-ignored': (i) => ({ ...i, busy: [] }),
  'buffer-ignored': (i) => ({
    ...i,
    preferences: i.preferences && { ...i.preferences, bufferTime: 0, noBufferNeeded: true },
  }),
  'weekly-hours-ignored': (i) => ({
    ...i,
    preferences: i.preferences && {
      ...i.preferences,
      dayAvailability: Object.fromEntries(
        ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, OPEN_DAY]),
      ) as typeof i.preferences.dayAvailability,
    },
  }),
  'overrides-ignored': (i) => ({ ...i, dateAvailability: {} }),
  'time-off-ignored': (i) => ({ ...i, timeOff: [] }),
  'notice-ignored': (i) => ({ ...i, minimumNotice: 0 }),
  'window-ignored': (i) => ({ ...i, windowDays: 60 }),
  'interval-grid-ignored': (i) => ({ ...i, interval: 15 }),
  'daily-limit-ignored': (i) => ({ ...i, dailyLimit: null }),
  // The offset of the request's moment, for every date: no DST.
  'fixed-utc-offset': zoneAs((offset) => (offset % HOUR_MS === 0 ? fixedZone(offset) : null)),
  // Whole hours only: +05:30 taken as +05:00.
  'half-hour-offset-rounded': zoneAs((offset) =>
    offset % HOUR_MS === 0 ? null : fixedZone(Math.trunc(offset / HOUR_MS) * HOUR_MS),
  ),
};

/** The engine's verdict on `input`, or, with a slot rule-break on, the broken one. */
export function judgeSlot(
  input: SlotInput,
  judge: (input: SlotInput) => SlotRefusal | null,
): SlotRefusal | null {
  const honest = judge(input);
  const name = activeRuleBreak();
  const relax = name ? RELAXED[name] : undefined;
  if (!name || !relax) return honest;
  const broken = judge(relax(input));
  return broken !== honest && ruleBroken(name) ? broken : honest;
}
