import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN, LINK_IDS } from '../people';

/** The question of the "Office hours" link: its id keys the visitor's answer. */
export const OFFICE_HOURS_QUESTION = {
  id: 'topic',
  label: 'What would you like to discuss?',
  kind: 'short_text',
  required: true,
} as const;

/**
 * Meeting types (`docs/decisions.md#meeting-types`): besides the two spec links, Jordan has "Office
 * hours" at `jordan-lee/office-hours`, 30 or 60 minutes, in person, one required question, up to 2
 * guests.
 */
export const meetingTypes: ScenarioDefinition = {
  id: 'meeting-types',
  title: 'Meeting types',
  description:
    'As `default`, signed in, with a third link besides the two spec links: "Office hours" at `jordan-lee/office-hours`, where the visitor picks 30 or 60 minutes, meets Jordan in person at "1 Main Street, Springfield", must answer "What would you like to discuss?" (short text) and may add up to 2 guests. Nothing is booked through it yet.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  build(seed) {
    seedJordan(seed);
    seedPriya(seed);
    seed.link(JORDAN, 'standard', {
      id: LINK_IDS.jordanOfficeHours,
      name: 'Office hours',
      suffix: 'office-hours',
      customDescription: 'Bring a question, a draft or a problem: 30 minutes or a full hour.',
      duration: 30,
    });
    const link = seed.data.links.find((l) => l.id === LINK_IDS.jordanOfficeHours);
    if (!link) throw new Error('Office hours was not seeded');
    Object.assign(link, {
      spec: false,
      active: true,
      durations: [30, 60],
      location: { kind: 'in_person', address: '1 Main Street, Springfield' },
      questions: [{ ...OFFICE_HOURS_QUESTION }],
      maxGuests: 2,
    });
  },
};
