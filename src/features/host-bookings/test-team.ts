/**
 * Team bookings for the Bookings screen's tests and stories: scenario `team` (Jordan Lee signed
 * in, QA clock Monday 1 March 2027, 8:00 AM New York), booked by visitors through the public
 * booking call of the mock's own handlers, so each booking's hosts and assignment are the mock's.
 */
import type { RequestHandler } from 'msw';
import { seedBackend, type HandlerTarget } from '../../../mocks/test/story-backend';

export const TEAM_NOW = '2027-03-01T13:00:00.000Z';

/** Tuesday 2 March 2027, 9:00 AM New York: Jordan and Noor are free, Priya's day is over. */
export const TUE_9_NY = '2027-03-02T14:00:00.000Z';
/** Tuesday 2 March 2027, 10:00 AM New York. */
export const TUE_10_NY = '2027-03-02T15:00:00.000Z';

function origin(): string {
  return typeof location !== 'undefined' && location.origin !== 'null'
    ? location.origin
    : 'http://localhost';
}

/** A visitor books `customer-success/{suffix}` for 30 minutes from `startTime`. */
export async function bookTeamLink(
  suffix: 'intro' | 'kickoff',
  startTime: string,
  visitor: { name: string; email: string },
): Promise<void> {
  const res = await fetch(
    new URL(`/api/scheduling-links/customer-success/${suffix}/book`, origin()),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: suffix === 'intro' ? 'Intro call' : 'Kickoff',
        description: '',
        attendeeName: visitor.name,
        attendeeEmail: visitor.email,
        startTime,
        endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
      }),
    },
  );
  if (!res.ok) throw new Error(`Could not book ${suffix}: ${res.status} ${await res.text()}`);
}

/**
 * Scenario `team` with two bookings of Jordan's: the round-robin Intro call with Sam Rivera on
 * Tuesday 9:00 AM New York (Jordan and Noor free and even: the link's order gives it to Jordan),
 * and the collective Kickoff with Ada Brooks on Tuesday 10:00 AM (Jordan and Noor).
 */
export async function teamBookingsBackend(
  target: HandlerTarget,
  ...overrides: RequestHandler[]
): Promise<void> {
  await seedBackend(target, { scenario: 'team', now: TEAM_NOW });
  await bookTeamLink('intro', TUE_9_NY, { name: 'Sam Rivera', email: 'sam.rivera@example.org' });
  await bookTeamLink('kickoff', TUE_10_NY, { name: 'Ada Brooks', email: 'ada.brooks@example.org' });
  if (overrides.length > 0) target.use(...overrides);
}
