import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN } from '../people';
import { addDays, formatCivil } from '../../../src/domain/civil-date';
import { zonedInstant } from '../../../src/domain/zone-clock';

/**
 * Focus time for the weekly goals (`docs/decisions.md#focus-time-for-the-weekly-goals`): Monday
 * morning before the week begins, this week's three goals needing 2, 3 and 1 hours, room for all of
 * it, and no focus block yet.
 */
export const focusWeek: ScenarioDefinition = {
  id: 'focus-week',
  title: 'Focus week',
  description:
    'Jordan Lee (America/New_York), signed in, on Monday 1 March 2027 at 8:00 AM EST. This week’s goals need 2, 3 and 1 hours of focus time; the week’s meetings leave room for all of it; no focus block is planned yet.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  clock: '2027-03-01T13:00:00.000Z',
  build(seed) {
    seedJordan(seed);
    seedPriya(seed);
    const monday = formatCivil(seed.monday(JORDAN.timezone, 0));
    const goals = seed.data.goals.find((g) => g.userId === JORDAN.id && g.weekStartDate === monday);
    if (!goals) throw new Error('Jordan has no goals this week');
    goals.minutesNeeded = [120, 180, 60];
    // Room for the six hours and some to spare: the week's calendar events called "Focus time"
    // (they would read like focus blocks) and Thursday's late morning go.
    const tz = JORDAN.timezone;
    const monday0 = seed.monday(tz, 0);
    const from = zonedInstant(monday0, 0, tz);
    const to = zonedInstant(addDays(monday0, 7), 0, tz);
    const thursday = addDays(monday0, 3);
    const [clearFrom, clearTo] = [
      zonedInstant(thursday, 11 * 60, tz),
      zonedInstant(thursday, 14 * 60, tz),
    ];
    seed.data.meetings = seed.data.meetings.filter((m) => {
      if (m.userId !== JORDAN.id || m.source !== 'calendar') return true;
      const start = Date.parse(m.startTime);
      if (start < from || start >= to) return true;
      if (m.title === 'Focus time') return false;
      return !(start >= clearFrom && start < clearTo);
    });
  },
};
