import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN, LINK_IDS } from '../people';
import { DAY, HOUR } from '../seed';

/** The visitors of `policies`, as the issue names them. */
export const POLICY_VISITORS = {
  alex: { name: 'Alex Morgan', email: 'alex.morgan@example.org' },
  dana: { name: 'Dana White', email: 'dana.white@example.org' },
} as const;

/** Jordan's standard link takes visitors' changes online until this many hours before a start. */
export const POLICIES_CUTOFF_HOURS = 24;

/**
 * The life of a booking (issue 43): Jordan's standard link closes visitors' online changes 24
 * hours before the start. Alex's booking starts 20 hours after the scenario loads (inside the
 * cutoff: his page explains it), Dana's 3 days after (she can still cancel or move it). Both
 * invitations are in the outbox with their pages' addresses.
 */
export const policies: ScenarioDefinition = {
  id: 'policies',
  title: 'Change policies, approval and reminders',
  description:
    "As `default`, signed in, but Jordan's standard link lets visitors cancel or reschedule online only until 24 hours before the start. Alex Morgan <alex.morgan@example.org> has a standard booking starting 20 hours after the scenario loads (inside the cutoff: his booking's page explains it and names Jordan's e-mail); Dana White <dana.white@example.org> has one 3 days out (she can still cancel or reschedule). Both invitations are in the outbox (QA panel, `GET /__mock/outbox`) with their booking pages' addresses.",
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  build(seed) {
    seedJordan(seed, {
      bookings(s, host) {
        const standard = s.data.links.find((l) => l.id === LINK_IDS.jordanStandard);
        if (!standard) throw new Error('The standard link was not seeded');
        standard.changeCutoffHours = POLICIES_CUTOFF_HOURS;
        s.booking(host, LINK_IDS.jordanStandard, POLICY_VISITORS.alex, s.now + 20 * HOUR, 2 * DAY);
        s.booking(host, LINK_IDS.jordanStandard, POLICY_VISITORS.dana, s.now + 3 * DAY, 1 * DAY);
      },
    });
    seedPriya(seed);
  },
};
