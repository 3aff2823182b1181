import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN, LINK_IDS } from '../people';
import { DAY, HOUR } from '../seed';

/** The visitors of `policies`, as the issue names them. */
export const POLICY_VISITORS = {
  alex: { name: 'Alex Morgan', email: 'alex.morgan@example.org' },
  dana: { name: 'Dana White', email: 'dana.white@example.org' },
  /** Asks for a high-priority meeting; the request waits for Jordan's answer. */
  riley: { name: 'Riley Chen', email: 'riley.chen@example.org' },
} as const;

/** The pending request's fixed id and secret, so QA can open its page. */
export const POLICIES_REQUEST = {
  id: 'bkg_policies_request',
  token: 'tkn_policies_request_0123456789abcdef0123456789',
} as const;

/** Jordan's standard link takes visitors' changes online until this many hours before a start. */
export const POLICIES_CUTOFF_HOURS = 24;

/**
 * The life of a booking: Jordan's standard link closes visitors' online changes 24
 * hours before the start. Alex's booking starts 20 hours after the scenario loads (inside the
 * cutoff: his page explains it), Dana's 3 days after (she can still cancel or move it). Both
 * invitations are in the outbox with their pages' addresses. The high-priority link requires
 * approval, and Riley Chen's request waits for Jordan's answer.
 */
export const policies: ScenarioDefinition = {
  id: 'policies',
  title: 'Change policies, approval and reminders',
  description:
    "As `default`, signed in, but Jordan's standard link lets visitors cancel or reschedule online only until 24 hours before the start. Alex Morgan <alex.morgan@example.org> has a standard booking starting 20 hours after the scenario loads (inside the cutoff: his booking's page explains it and names Jordan's e-mail); Dana White <dana.white@example.org> has one 3 days out (she can still cancel or reschedule). Jordan's high-priority link requires approval: Riley Chen <riley.chen@example.org> asked 2 hours ago for a meeting 2 days out, and the request waits in Bookings (\"Awaiting confirmation\") for Jordan to accept or decline. The invitations of Alex's and Dana's bookings and Riley's \"Request received\" are in the outbox (QA panel, `GET /__mock/outbox`) with their booking pages' addresses.",
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
        // The high-priority link requires approval: one request, made 2 hours ago for 2 days out
        // (its meeting holds the time, as a pending request's does), waits in Bookings.
        const high = s.data.links.find((l) => l.id === LINK_IDS.jordanHighPriority);
        if (!high) throw new Error('The high-priority link was not seeded');
        high.requiresApproval = true;
        const { id, token } = POLICIES_REQUEST;
        const start = s.now + 2 * DAY;
        s.booking(host, high.id, POLICY_VISITORS.riley, start, 2 * HOUR, {
          id,
          token,
          invite: false,
        });
        const request = s.data.bookings.find((b) => b.id === id);
        if (!request) throw new Error('The request was not seeded');
        request.status = 'pending';
        s.data.invitations.push({
          id: s.id('inv'),
          bookingId: id,
          to: POLICY_VISITORS.riley.email,
          subject: `Request received: ${request.title}`,
          body:
            `Hi ${POLICY_VISITORS.riley.name},\n\nYour request for "${request.title}" with ` +
            `${host.name} was sent. ${host.name} must confirm it; you will get the invitation ` +
            `once they do.\n\nYour request: /bookings/${id}?token=${token}\n\n— Slotwise`,
          sentAt: request.createdAt,
          kind: 'pending',
          startTime: request.startTime,
          manageUrl: `/bookings/${id}?token=${token}`,
        });
      },
    });
    seedPriya(seed);
  },
};
