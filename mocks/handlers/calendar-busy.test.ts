import { beforeEach, describe, expect, it } from 'vitest';
import { api, json, NOW, signInAs, useScenario } from '../test/helpers';

interface Interval {
  start: string;
  end: string;
}
interface Meeting extends Interval {
  startTime: string;
  endTime: string;
  calendarEmail: string;
}
interface BusySlots {
  busySlots: Interval[];
}

const FROM = '2026-11-04T00:00:00.000Z';
const TO = '2026-11-26T00:00:00.000Z';
const NEW_CALENDAR = 'jordan.family@example.com';

const busy = async () =>
  json<BusySlots>(
    await api('POST', '/api/scheduling-links/jordan-lee/standard/busy-slots', {
      startDate: FROM,
      endDate: TO,
    }),
  ).busySlots;

/** Is [start, end) inside one of the (merged) busy intervals? */
const covered = (slots: Interval[], m: Meeting) =>
  slots.some(
    (s) =>
      Date.parse(s.start) <= Date.parse(m.startTime) && Date.parse(m.endTime) <= Date.parse(s.end),
  );

const meetingsOf = async (email: string) =>
  json<Meeting[]>(
    await api('GET', `/api/dashboard/meetings?startDate=${FROM}&endDate=${TO}`),
  ).filter((m) => m.calendarEmail === email);

beforeEach(async () => {
  await useScenario('default', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('connected calendars and booking availability', () => {
  it("counts a newly connected calendar's meetings as busy, and stops once it is removed", async () => {
    const consent = await api('POST', '/__mock/consent', {
      email: 'jordan.lee@example.com',
      grantScopes: true,
      flow: 'calendar',
      connectEmail: NEW_CALENDAR,
    });
    expect(consent.status).toBe(200);
    expect(json<{ redirectTo: string }>(consent).redirectTo).toBe('/preferences?connected=true');

    const calendars = json<{ additional: { email: string }[] }>(
      await api('GET', '/api/user/connected-calendars'),
    );
    expect(calendars.additional.map((c) => c.email)).toContain(NEW_CALENDAR);

    // busy-slots covers the booking window only (standard: from tomorrow, 2026-11-05 in New York).
    const added = (await meetingsOf(NEW_CALENDAR)).filter(
      (m) => Date.parse(m.startTime) >= Date.parse('2026-11-05T05:00:00Z'),
    );
    expect(added.length).toBeGreaterThan(0);
    const withCalendar = await busy();
    for (const meeting of added) expect(covered(withCalendar, meeting)).toBe(true);

    const removed = await api(
      'DELETE',
      `/api/user/connected-calendars/${encodeURIComponent(NEW_CALENDAR)}`,
    );
    expect(removed.status).toBe(200);
    expect(await meetingsOf(NEW_CALENDAR)).toEqual([]);
    const withoutCalendar = await busy();
    // A removed meeting that overlaps no remaining meeting must be free again.
    const remaining = json<Meeting[]>(
      await api('GET', `/api/dashboard/meetings?startDate=${FROM}&endDate=${TO}`),
    );
    const overlapsRemaining = (m: Meeting) =>
      remaining.some(
        (r) =>
          Date.parse(r.startTime) < Date.parse(m.endTime) &&
          Date.parse(m.startTime) < Date.parse(r.endTime),
      );
    const alone = added.filter((m) => !overlapsRemaining(m));
    expect(alone.length).toBeGreaterThan(0);
    for (const meeting of alone) expect(covered(withoutCalendar, meeting)).toBe(false);
  });

  it('refuses to remove the primary calendar and changes nothing', async () => {
    const before = await busy();
    const call = await api(
      'DELETE',
      `/api/user/connected-calendars/${encodeURIComponent('jordan.lee@example.com')}`,
    );
    expect(call.status).toBe(400);
    expect(json<{ error: string }>(call).error).toMatch(/primary/i);
    expect(await busy()).toEqual(before);
  });
});
