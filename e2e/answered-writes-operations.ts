/**
 * The table of `answered-writes.spec.ts` and `mocks/answered-writes.test.ts`: for every write
 * operation of the contract, the write (`ctx.write`) and what the reads after the reload must
 * show. Operations run in the table's order and hand ids over in `ctx.state`.
 */
import {
  at,
  book,
  bookingBody,
  busyAt,
  expectStatus,
  freeTimes,
  hostBooking,
  need,
  SESSION_COOKIE_HEADER,
  type Ctx,
  type Op,
  type Preferences,
  type Slot,
} from './answered-writes-calls';
import { INTEGRATION_OPERATIONS } from './answered-writes-integrations';
import { TEAM_OPERATIONS } from './answered-writes-teams';

type FocusWeek = { blocks: { id: string; startTime: string; endTime: string }[] };
type Calendars = { additional: { email: string }[] };

const SCENARIO_SESSION = 'slotwise_session=sess_scenario_policies';

/** What the read after the reload shows, per write operation of the contract (in the order run). */
const USER_GOALS_AND_FOCUS = (week: string): Record<string, Op> => ({
  async updatePreferences(ctx) {
    const before = await ctx.call({ method: 'GET', path: '/api/user/preferences' });
    const prefs = before.body as Preferences;
    const bufferTime = prefs.bufferTime === 45 ? 30 : 45;
    const put = await ctx.write({
      method: 'PUT',
      path: '/api/user/preferences',
      body: {
        timePreference: prefs.timePreference,
        timezone: prefs.timezone,
        dayAvailability: prefs.dayAvailability,
        bufferTime,
        noBufferNeeded: prefs.noBufferNeeded,
      },
    });
    expectStatus(ctx, put, 200, 'updatePreferences');
    const after = await ctx.call({ method: 'GET', path: '/api/user/preferences' });
    ctx.expect((after.body as Preferences).bufferTime).toBe(bufferTime);
  },
  async analyzeCalendar(ctx) {
    const answer = await ctx.write({ method: 'POST', path: '/api/user/preferences/analyze' });
    expectStatus(ctx, answer, 200, 'analyzeCalendar');
    const activity = await ctx.call({ method: 'GET', path: '/api/dashboard/activity?limit=1' });
    ctx.expect(JSON.stringify(activity.body)).toMatch(/analy/i);
  },
  ...Object.fromEntries(
    (['testSlackConnection', 'testGoogleConnection', 'testOpenAIConnection'] as const).map((id) => [
      id,
      async (ctx: Ctx) => {
        // A check that changes nothing: the state after it is the state before.
        const path = `/api/test/${id.replace(/^test|Connection$/g, '').toLowerCase()}`;
        const before = await ctx.call({ method: 'GET', path: '/api/dashboard/activity' });
        const answer = await ctx.write({ method: 'POST', path });
        ctx.expect(answer.status, id).toBeLessThan(500);
        const after = await ctx.call({ method: 'GET', path: '/api/dashboard/activity' });
        ctx.expect(after.body).toEqual(before.body);
      },
    ]),
  ),
  async saveWeeklyGoals(ctx) {
    const goals = ['Write the launch plan', 'Review hiring', ''];
    const body = { goals, weekStartDate: week, minutesNeeded: [120, 60, 0] };
    const answer = await ctx.write({ method: 'POST', path: '/api/goals', body });
    expectStatus(ctx, answer, 200, 'saveWeeklyGoals');
    const read = await ctx.call({ method: 'GET', path: `/api/goals?weekStartDate=${week}` });
    ctx.expect(read.body).toMatchObject({ goals });
    ctx.state.goalsId = (read.body as { id: string }).id;
  },
  async proposeFocusBlocks(ctx) {
    const answer = await ctx.write({
      method: 'POST',
      path: '/api/focus/proposals',
      body: { weekStartDate: week },
    });
    expectStatus(ctx, answer, 200, 'proposeFocusBlocks');
    const proposals = (answer.body as { proposals: { startTime: string; endTime: string }[] })
      .proposals;
    ctx.expect(proposals.length).toBeGreaterThan(1);
    ctx.state.proposals = JSON.stringify(proposals);
    // A proposal places nothing.
    const read = await ctx.call({ method: 'GET', path: `/api/focus?weekStartDate=${week}` });
    ctx.expect((read.body as FocusWeek).blocks).toEqual([]);
  },
  async applyFocusBlocks(ctx) {
    const proposals = JSON.parse(need(ctx, 'proposals')) as {
      goalIndex: number;
      startTime: string;
      endTime: string;
    }[];
    const first = at(proposals, 0);
    const block = {
      goalIndex: first.goalIndex,
      startTime: first.startTime,
      endTime: first.endTime,
    };
    const answer = await ctx.write({
      method: 'POST',
      path: '/api/focus/blocks',
      body: { weekStartDate: week, blocks: [block] },
    });
    expectStatus(ctx, answer, 201, 'applyFocusBlocks');
    const read = await ctx.call({ method: 'GET', path: `/api/focus?weekStartDate=${week}` });
    const blocks = (read.body as FocusWeek).blocks;
    ctx.expect(blocks).toMatchObject([{ startTime: block.startTime, endTime: block.endTime }]);
    ctx.state.blockId = at(blocks, 0).id;
  },
  async moveFocusBlock(ctx) {
    const proposals = JSON.parse(need(ctx, 'proposals')) as {
      startTime: string;
      endTime: string;
    }[];
    const to = at(proposals, proposals.length - 1);
    const answer = await ctx.write({
      method: 'PATCH',
      path: `/api/focus/blocks/${need(ctx, 'blockId')}`,
      body: { startTime: to.startTime, endTime: to.endTime },
    });
    expectStatus(ctx, answer, 200, 'moveFocusBlock');
    const read = await ctx.call({ method: 'GET', path: `/api/focus?weekStartDate=${week}` });
    ctx.expect((read.body as FocusWeek).blocks).toMatchObject([{ startTime: to.startTime }]);
  },
  async deleteFocusBlock(ctx) {
    const answer = await ctx.write({
      method: 'DELETE',
      path: `/api/focus/blocks/${need(ctx, 'blockId')}`,
    });
    ctx.expect(answer.status).toBeLessThan(300);
    const read = await ctx.call({ method: 'GET', path: `/api/focus?weekStartDate=${week}` });
    ctx.expect((read.body as FocusWeek).blocks).toEqual([]);
  },
  async deleteWeeklyGoals(ctx) {
    const answer = await ctx.write({
      method: 'DELETE',
      path: `/api/goals/${need(ctx, 'goalsId')}`,
    });
    ctx.expect(answer.status).toBeLessThan(300);
    const read = await ctx.call({ method: 'GET', path: `/api/goals?weekStartDate=${week}` });
    ctx.expect(read.body).toMatchObject({ id: null });
  },
});

const LINK_AND_BOOKING_OPERATIONS: Record<string, Op> = {
  async createSchedulingLink(ctx) {
    const me = (await ctx.call({ method: 'GET', path: '/api/auth/me' })).body as { id: string };
    const body = { name: 'Quick chat', slug: 'jordan-lee/quick-chat', userId: me.id };
    const answer = await ctx.write({ method: 'POST', path: '/api/scheduling-links', body });
    expectStatus(ctx, answer, 201, 'createSchedulingLink');
    ctx.state.linkId = (answer.body as { id: string }).id;
    const pub = await ctx.call({
      method: 'GET',
      path: '/api/scheduling-links/jordan-lee/quick-chat',
    });
    expectStatus(ctx, pub, 200, 'the new link’s public page');
  },
  async updateSchedulingLink(ctx) {
    const answer = await ctx.write({
      method: 'PATCH',
      path: `/api/scheduling-links/${need(ctx, 'linkId')}`,
      body: { name: 'Quick call' },
    });
    expectStatus(ctx, answer, 200, 'updateSchedulingLink');
    const links = await ctx.call({ method: 'GET', path: '/api/scheduling-links' });
    ctx
      .expect(links.body)
      .toContainEqual(ctx.expect.objectContaining({ id: need(ctx, 'linkId'), name: 'Quick call' }));
  },
  async duplicateSchedulingLink(ctx) {
    const answer = await ctx.write({
      method: 'POST',
      path: `/api/scheduling-links/${need(ctx, 'linkId')}/duplicate`,
      body: {},
    });
    expectStatus(ctx, answer, 201, 'duplicateSchedulingLink');
    ctx.state.copyId = (answer.body as { id: string }).id;
    const links = await ctx.call({ method: 'GET', path: '/api/scheduling-links' });
    ctx.expect(links.body).toContainEqual(ctx.expect.objectContaining({ id: need(ctx, 'copyId') }));
  },
  async deleteSchedulingLink(ctx) {
    const answer = await ctx.write({
      method: 'DELETE',
      path: `/api/scheduling-links/${need(ctx, 'copyId')}`,
    });
    ctx.expect(answer.status).toBeLessThan(300);
    const links = await ctx.call({ method: 'GET', path: '/api/scheduling-links' });
    ctx
      .expect(links.body)
      .not.toContainEqual(ctx.expect.objectContaining({ id: need(ctx, 'copyId') }));
  },
  async getBusySlots(ctx) {
    // A read sent as POST: it changes nothing.
    const slot = at(await freeTimes(ctx), 0);
    const answer = await ctx.write({
      method: 'POST',
      path: '/api/scheduling-links/jordan-lee/standard/busy-slots',
      body: { startDate: slot.start, endDate: slot.end },
    });
    expectStatus(ctx, answer, 200, 'getBusySlots');
    ctx.expect(await busyAt(ctx, slot)).toBe(false);
  },
  async createSlotHold(ctx) {
    const slots = await freeTimes(ctx);
    ctx.state.slots = JSON.stringify(slots);
    const answer = await ctx.write({
      method: 'POST',
      path: '/api/scheduling-links/jordan-lee/standard/holds',
      body: { startTime: at(slots, 0).start },
    });
    expectStatus(ctx, answer, 201, 'createSlotHold');
    ctx.state.holdId = (answer.body as { id: string }).id;
    ctx.expect(await busyAt(ctx, at(slots, 0))).toBe(true);
  },
  async extendSlotHold(ctx) {
    const path = `/api/holds/${need(ctx, 'holdId')}/extend`;
    expectStatus(ctx, await ctx.write({ method: 'POST', path }), 200, 'extendSlotHold');
    // Extended once already: a second extension is refused.
    expectStatus(ctx, await ctx.call({ method: 'POST', path }), 409, 'a second extension');
  },
  async releaseSlotHold(ctx) {
    const slots = JSON.parse(need(ctx, 'slots')) as Slot[];
    const answer = await ctx.write({ method: 'DELETE', path: `/api/holds/${need(ctx, 'holdId')}` });
    ctx.expect(answer.status).toBeLessThan(300);
    ctx.expect(await busyAt(ctx, at(slots, 0))).toBe(false);
  },
  async bookSlot(ctx) {
    const slots = JSON.parse(need(ctx, 'slots')) as Slot[];
    const answer = await ctx.write({
      method: 'POST',
      path: '/api/scheduling-links/jordan-lee/standard/book',
      body: bookingBody(at(slots, 0), 'Avery'),
    });
    expectStatus(ctx, answer, 201, 'bookSlot');
    const booked = answer.body as { id: string; token: string };
    ctx.state.bookingId = booked.id;
    ctx.state.token = booked.token;
    ctx.expect(await hostBooking(ctx, booked.id)).toMatchObject({ startTime: at(slots, 0).start });
  },
  async rescheduleBooking(ctx) {
    const slots = JSON.parse(need(ctx, 'slots')) as Slot[];
    const headers = { 'Booking-Token': need(ctx, 'token') };
    const answer = await ctx.write({
      method: 'POST',
      path: `/api/bookings/${need(ctx, 'bookingId')}/reschedule`,
      headers,
      body: { startTime: at(slots, 2).start, endTime: at(slots, 2).end },
    });
    expectStatus(ctx, answer, 200, 'rescheduleBooking');
    const read = await ctx.call({
      method: 'GET',
      path: `/api/bookings/${need(ctx, 'bookingId')}`,
      headers,
    });
    ctx.expect(read.body).toMatchObject({ startTime: at(slots, 2).start });
  },
  async cancelBooking(ctx) {
    const headers = { 'Booking-Token': need(ctx, 'token') };
    const answer = await ctx.write({
      method: 'POST',
      path: `/api/bookings/${need(ctx, 'bookingId')}/cancel`,
      headers,
      body: {},
    });
    expectStatus(ctx, answer, 200, 'cancelBooking');
    const read = await ctx.call({
      method: 'GET',
      path: `/api/bookings/${need(ctx, 'bookingId')}`,
      headers,
    });
    ctx.expect(read.body).toMatchObject({ status: 'cancelled' });
  },
  async hostRescheduleBooking(ctx) {
    const slots = JSON.parse(need(ctx, 'slots')) as Slot[];
    const booked = await book(ctx, 'standard', at(slots, 4), 'Blake');
    expectStatus(ctx, booked, 201, 'booking to move');
    const id = (booked.body as { id: string }).id;
    ctx.state.hostBookingId = id;
    const answer = await ctx.write({
      method: 'POST',
      path: `/api/host/bookings/${id}/reschedule`,
      body: { startTime: at(slots, 6).start, endTime: at(slots, 6).end },
    });
    expectStatus(ctx, answer, 200, 'hostRescheduleBooking');
    ctx.expect(await hostBooking(ctx, id)).toMatchObject({ startTime: at(slots, 6).start });
  },
  async hostCancelBooking(ctx) {
    const id = need(ctx, 'hostBookingId');
    const answer = await ctx.write({
      method: 'POST',
      path: `/api/host/bookings/${id}/cancel`,
      body: {},
    });
    expectStatus(ctx, answer, 200, 'hostCancelBooking');
    ctx.expect(await hostBooking(ctx, id)).toMatchObject({ status: 'cancelled' });
  },
  async acceptHostBooking(ctx) {
    const slots = await freeTimes(ctx, 'high-priority');
    ctx.state.hpSlots = JSON.stringify(slots);
    const asked = await book(ctx, 'high-priority', at(slots, 0), 'Casey');
    expectStatus(ctx, asked, 201, 'a request to accept');
    const id = (asked.body as { id: string }).id;
    ctx.expect(await hostBooking(ctx, id)).toMatchObject({ status: 'pending' });
    const answer = await ctx.write({
      method: 'POST',
      path: `/api/host/bookings/${id}/accept`,
      body: {},
    });
    expectStatus(ctx, answer, 200, 'acceptHostBooking');
    ctx.expect(await hostBooking(ctx, id)).toMatchObject({ status: 'confirmed' });
  },
  async declineHostBooking(ctx) {
    const slots = JSON.parse(need(ctx, 'hpSlots')) as Slot[];
    const asked = await book(ctx, 'high-priority', at(slots, 3), 'Drew');
    expectStatus(ctx, asked, 201, 'a request to decline');
    const id = (asked.body as { id: string }).id;
    const answer = await ctx.write({
      method: 'POST',
      path: `/api/host/bookings/${id}/decline`,
      body: {},
    });
    expectStatus(ctx, answer, 200, 'declineHostBooking');
    ctx.expect(await hostBooking(ctx, id)).toMatchObject({ status: 'declined' });
  },
  async disconnectCalendar(ctx) {
    const read = async () =>
      (await ctx.call({ method: 'GET', path: '/api/user/connected-calendars' })).body as Calendars;
    const calendar = at((await read()).additional, 0);
    ctx.expect(calendar).toBeDefined();
    const answer = await ctx.write({
      method: 'DELETE',
      path: `/api/user/connected-calendars/${encodeURIComponent(calendar.email)}`,
    });
    expectStatus(ctx, answer, 200, 'disconnectCalendar');
    ctx.expect((await read()).additional).not.toContainEqual(calendar);
  },
  async logout(ctx) {
    // The session itself must be gone, not only the cookie: the old cookie is sent again.
    const me = {
      method: 'GET' as const,
      path: '/api/auth/me',
      headers: { [SESSION_COOKIE_HEADER]: SCENARIO_SESSION },
    };
    expectStatus(ctx, await ctx.call(me), 200, 'the session before');
    expectStatus(ctx, await ctx.write({ method: 'POST', path: '/api/auth/logout' }), 204, 'logout');
    expectStatus(ctx, await ctx.call(me), 401, 'the ended session');
  },
};

/**
 * Every write operation of the contract, in the order they run, on the `policies` scenario signed
 * in as Jordan Lee; `week` is a Monday with no goals or focus blocks seeded.
 */
export function writeOperations(week: string): Record<string, Op> {
  return {
    ...USER_GOALS_AND_FOCUS(week),
    ...INTEGRATION_OPERATIONS, // before the bookings' rows, which end with logout
    ...TEAM_OPERATIONS,
    ...LINK_AND_BOOKING_OPERATIONS,
  };
}
