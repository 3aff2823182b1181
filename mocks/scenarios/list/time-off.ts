import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN, LINK_IDS } from '../people';
import { addDays, formatCivil, DAY_MS } from '../../../src/domain/civil-date';
import { zonedInstant } from '../../../src/domain/zone-clock';

/**
 * Availability as a real life has it
 * (`docs/decisions.md#availability-by-date-time-off-date-overrides-minimum-notice-daily-limit`): a
 * vacation week, one shortened day, and a day full to the standard link's daily limit.
 */
export const timeOff: ScenarioDefinition = {
  id: 'time-off',
  title: 'Time off',
  description:
    'As `default`, signed in, with Jordan Lee off for the whole of next week (Monday to Friday, in his zone, note "Vacation"), the Wednesday of the week after offering 1:00 PM to 3:00 PM only (a date override), and his standard link limited to 3 bookings a day with the Thursday of the week after already holding 3.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  build(seed) {
    seedJordan(seed);
    seedPriya(seed);
    const tz = JORDAN.timezone;
    const next = seed.monday(tz, 1);
    const after = seed.monday(tz, 2);
    const prefs = seed.data.preferences.find((p) => p.userId === JORDAN.id);
    if (!prefs) throw new Error('Jordan has no preferences');
    prefs.timeOff = [
      {
        id: 'off_vacation',
        startDate: formatCivil(next),
        endDate: formatCivil(addDays(next, 4)),
        note: 'Vacation',
      },
    ];
    prefs.dateOverrides = [
      { date: formatCivil(addDays(after, 2)), enabled: true, startHour: 13, endHour: 15 },
    ];
    const standard = seed.data.links.find((l) => l.id === LINK_IDS.jordanStandard);
    if (!standard) throw new Error('Jordan has no standard link');
    standard.dailyLimit = 3;
    const full = addDays(after, 3);
    const visitors = [
      { name: 'Riley Chen', email: 'riley.chen@example.org', minute: 10 * 60 },
      { name: 'Morgan Diaz', email: 'morgan.diaz@example.org', minute: 11 * 60 + 30 },
      { name: 'Casey Brooks', email: 'casey.brooks@example.org', minute: 14 * 60 },
    ];
    visitors.forEach(({ minute, ...visitor }, i) => {
      seed.booking(
        JORDAN,
        LINK_IDS.jordanStandard,
        visitor,
        zonedInstant(full, minute, tz),
        (i + 1) * DAY_MS,
      );
    });
  },
};
