/**
 * The teams' rows of the answered-writes table (`answered-writes-operations.ts`): a team made,
 * renamed, a round-robin booking given to the other member, and the team deleted once its link
 * is gone, each read back after the reload.
 * They run in this order and hand ids over in `ctx.state`. Signed in as Jordan Lee on `policies`,
 * where Priya Shah (Kolkata) is the only other host.
 */
import { generateTeamSlots, type TeamMember } from '../src/domain/slots';
import {
  at,
  bookingBody,
  expectStatus,
  hostBooking,
  need,
  type Ctx,
  type Op,
  type Preferences,
} from './answered-writes-calls';

const PRIYA = { id: 'usr_priya_shah', email: 'priya.shah@example.com' };
const TEAM_SLUG = 'answered-writes';

type Team = { id: string; name: string; version: number; members: { id: string }[] };
type Link = { id: string; slug: string };
type Prefs = NonNullable<TeamMember['preferences']> & Pick<Preferences, 'noBufferNeeded'>;
type TeamBusy = {
  hosts?: { id: string; busySlots: TeamMember['busy']; preferences: Prefs }[];
};
type PublicTeamLink = {
  type: string;
  defaultDuration: number;
  slotInterval: number;
  bookingWindowDays: number;
  startDate: string;
  endDate: string;
};

const teams = async (ctx: Ctx) =>
  (await ctx.call({ method: 'GET', path: '/api/teams' })).body as Team[];

/**
 * Times at which both Jordan and Priya are free on the team link `path`: the engine run over the
 * link's public reads as a collective link (every host free), as the booking page runs it.
 */
async function bothFree(ctx: Ctx, path: string) {
  const link = (await ctx.call({ method: 'GET', path })).body as PublicTeamLink;
  const busy = await ctx.call({
    method: 'POST',
    path: `${path}/busy-slots`,
    body: { startDate: link.startDate, endDate: link.endDate },
  });
  expectStatus(ctx, busy, 200, 'the team link’s busy slots');
  const state = await ctx.call({ method: 'GET', path: '/__mock/state' });
  const hosts = (busy.body as TeamBusy).hosts ?? [];
  const slots = generateTeamSlots({
    kind: 'collective',
    members: hosts.map((h) => ({ id: h.id, preferences: h.preferences, busy: h.busySlots })),
    type: link.type as 'standard',
    duration: link.defaultDuration,
    interval: link.slotInterval,
    windowDays: link.bookingWindowDays,
    gridTimeZone: at(hosts, 0).preferences.timezone,
    visitorTimeZone: 'UTC',
    now: (state.body as { now: string }).now,
  });
  return Object.values(slots).flat();
}

export const TEAM_OPERATIONS: Record<string, Op> = {
  async createTeam(ctx) {
    const answer = await ctx.write({
      method: 'POST',
      path: '/api/teams',
      body: { name: 'Answered writes', slug: TEAM_SLUG, memberEmails: [PRIYA.email] },
    });
    expectStatus(ctx, answer, 201, 'createTeam');
    const made = answer.body as Team;
    ctx.state.teamId = made.id;
    const found = (await teams(ctx)).find((t) => t.id === made.id);
    ctx.expect(found?.members.map((m) => m.id)).toContainEqual(PRIYA.id);
  },
  async updateTeam(ctx) {
    const id = need(ctx, 'teamId');
    const before = (await ctx.call({ method: 'GET', path: `/api/teams/${id}` })).body as Team;
    const answer = await ctx.write({
      method: 'PATCH',
      path: `/api/teams/${id}`,
      headers: { 'if-match': `"${before.version}"` },
      body: { name: 'Answered writes, renamed' },
    });
    expectStatus(ctx, answer, 200, 'updateTeam');
    const found = (await teams(ctx)).find((t) => t.id === id);
    ctx.expect(found?.name).toBe('Answered writes, renamed');
  },
  async reassignHostBooking(ctx) {
    // Jordan's hours are opened to the small hours of New York, which are Priya's afternoon, and
    // put back at the end: only then are both free at one time.
    const prefsPath = '/api/user/preferences';
    const prefs = (await ctx.call({ method: 'GET', path: prefsPath })).body as Prefs;
    const open = { enabled: true, startHour: 0, endHour: 17 };
    const days = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, open]));
    const { bufferTime, noBufferNeeded, timezone, timePreference, dayAvailability } = prefs;
    const saved = { bufferTime, noBufferNeeded, timezone, timePreference, dayAvailability };
    const widen = { ...saved, timePreference: 'both', dayAvailability: days };
    expectStatus(
      ctx,
      await ctx.call({ method: 'PUT', path: prefsPath, body: widen }),
      200,
      'hours',
    );

    const me = (await ctx.call({ method: 'GET', path: '/api/auth/me' })).body as { id: string };
    const made = await ctx.call({
      method: 'POST',
      path: '/api/scheduling-links',
      body: {
        name: 'Pair call',
        slug: `${TEAM_SLUG}/pair`,
        userId: me.id,
        teamId: need(ctx, 'teamId'),
        kind: 'round_robin',
        // Priya first: with nothing booked yet, the link's order gives her the booking.
        hosts: [
          { userId: PRIYA.id, priority: 'medium' },
          { userId: me.id, priority: 'medium' },
        ],
      },
    });
    expectStatus(ctx, made, 201, 'the round-robin link');
    const path = `/api/scheduling-links/${(made.body as Link).slug}`;
    const slot = at(await bothFree(ctx, path), 2);
    const booked = await ctx.call({
      method: 'POST',
      path: `${path}/book`,
      body: bookingBody(slot, 'Emery'),
    });
    expectStatus(ctx, booked, 201, 'a round-robin booking');
    const id = (booked.body as { id: string }).id;
    const assigned = (booked.body as { hosts: { id: string }[] }).hosts;
    ctx.expect(at(assigned, 0).id).toBe(PRIYA.id);

    // Jordan, a host of the link, gives it to himself: then it is his to read.
    const answer = await ctx.write({
      method: 'POST',
      path: `/api/host/bookings/${id}/reassign`,
      body: { hostId: me.id },
    });
    expectStatus(ctx, answer, 200, 'reassignHostBooking');
    ctx.expect(await hostBooking(ctx, id)).toMatchObject({
      hosts: [ctx.expect.objectContaining({ id: me.id })],
      assignment: ctx.expect.objectContaining({ rule: 'reassigned' }),
    });
    expectStatus(ctx, await ctx.call({ method: 'PUT', path: prefsPath, body: saved }), 200, 'back');
    ctx.state.teamLinkId = (made.body as Link).id;
  },
  async deleteTeam(ctx) {
    // The team's link goes first (its booking cancelled with it): a team with links stays.
    const link = need(ctx, 'teamLinkId');
    const gone = await ctx.call({
      method: 'DELETE',
      path: `/api/scheduling-links/${link}?cancelBookings=true`,
    });
    expectStatus(ctx, gone, 204, 'the team’s link');
    const id = need(ctx, 'teamId');
    const answer = await ctx.write({ method: 'DELETE', path: `/api/teams/${id}` });
    expectStatus(ctx, answer, 204, 'deleteTeam');
    ctx.expect((await teams(ctx)).map((t) => t.id)).not.toContainEqual(id);
    expectStatus(ctx, await ctx.call({ method: 'GET', path: `/api/teams/${id}` }), 404, 'gone');
  },
};
