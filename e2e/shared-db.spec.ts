import { expect, test, type Page } from '@playwright/test';
import { mulberry32 } from '../src/domain/random';
import { consent, signInAsJordan, waitForApp } from './helpers';

// One mock database per origin (mocks/shared-db.ts): every tab of a browser reads and writes the
// same data, nothing written in one tab is lost by another, and open tabs learn of changes.

const BOOKING_PAGE = '/book/jordan-lee/standard';

/** The fixed instant the mock clock is frozen at: a Monday, 9:00 in New York (EDT). */
const FROZEN_NOW = '2026-05-04T13:00:00.000Z';

/** Opens the app and waits until it renders (the mock backend answers from then on). */
async function openApp(page: Page) {
  await page.goto('/');
  await waitForApp(page);
}

async function api<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, data: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

test('a booking made in a second tab survives the host saving preferences in the first', async ({
  page,
  context,
}) => {
  await signInAsJordan(page);
  await page.goto('/scheduling');
  const newTab = context.waitForEvent('page');
  await page
    .getByRole('link', { name: /^Open .* link in a new tab$/ })
    .last()
    .click();
  const visitor = await newTab;
  await expect(visitor).toHaveURL(/\/book\/jordan-lee\//);

  // The visitor books the first offered slot in the second tab.
  await expect(visitor.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  const slot = visitor.getByTestId('slot-list').getByRole('button').first();
  const start = (await slot.getAttribute('data-start')) ?? '';
  expect(start).not.toBe('');
  await slot.click();
  await visitor.getByLabel('Full Name').fill('Tab Two Visitor');
  await visitor.getByLabel('Email Address').fill('tab.two@example.org');
  await visitor.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    visitor.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();

  // The host, in the first tab, ticks Saturday in Preferences.
  await page.goto('/preferences');
  const saturday = page.getByRole('checkbox', { name: 'Saturday' });
  const wasChecked = await saturday.isChecked();
  await saturday.click();
  await expect(page.getByText(/^Saved \d{1,2}:\d{2} [AP]M$/)).toBeVisible({ timeout: 10_000 });

  // Both tabs reload: the preference and the booking are both there.
  // (One after the other: each reload hands the database to the other tab, mocks/shared-db.ts.)
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Saturday' })).toBeChecked({
    checked: !wasChecked,
    timeout: 15_000,
  });
  await visitor.reload();
  await waitForApp(visitor);
  const day = 86_400_000;
  const query = new URLSearchParams({
    startDate: new Date(Date.parse(start) - day).toISOString(),
    endDate: new Date(Date.parse(start) + day).toISOString(),
  });
  for (const tab of [page, visitor]) {
    const meetings = await api<{ title: string; startTime: string }[]>(
      tab,
      'GET',
      `/api/dashboard/meetings?${query.toString()}`,
    );
    expect(meetings.data).toContainEqual(
      expect.objectContaining({ title: '1-1 meeting with Tab Two Visitor', startTime: start }),
    );
  }
  // The booking page no longer offers the booked slot.
  await visitor.goto(`${BOOKING_PAGE}?date=${start.slice(0, 10)}`);
  await expect(visitor.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  await expect(visitor.locator(`[data-start="${start}"]`)).toHaveCount(0);
});

test("the host's open planner shows a booking made in another tab, without a reload", async ({
  page,
  context,
}) => {
  // The mock clock stands at a fixed Monday, 9:00 in New York (the browser's zone), so the week
  // holds free times whatever day the test runs on.
  await page.goto(`/?now=${FROZEN_NOW}&scenario=default`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await consent(page, /Jordan Lee/);
  await expect(page).toHaveURL(/\/preferences$/);
  // That week's weekday half hours, 10:00-15:30 New York (EDT, UTC-4): some are booked or too
  // soon, the rest are free.
  const week: string[] = [];
  for (const day of [4, 5, 6, 7, 8]) {
    for (let hour = 14; hour < 20; hour++) {
      for (const minutes of ['00', '30']) {
        week.push(`2026-05-${String(day).padStart(2, '0')}T${hour}:${minutes}:00.000Z`);
      }
    }
  }
  const ymd = '2026-05-04';
  await page.goto(`/meetings?date=${ymd}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Planner' })).toBeVisible();
  await expect(page.getByText('Loading meetings...')).toHaveCount(0);
  const booked = page.locator('.rbc-event[title$=": 1-1 meeting with Cross Tab"]');
  await expect(booked).toHaveCount(0);

  // Another tab books (through the API, as the booking page does).
  const other = await context.newPage();
  await openApp(other);
  let accepted = false;
  for (const startTime of week) {
    const attempt = await api(
      other,
      'POST',
      '/api/scheduling-links/jordan-lee/high-priority/book',
      {
        title: '1-1 meeting with Cross Tab',
        description: '',
        startTime,
        endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
        attendeeName: 'Cross Tab',
        attendeeEmail: 'cross.tab@example.org',
      },
    );
    if (attempt.status === 201) {
      accepted = true;
      break;
    }
  }
  expect(accepted).toBe(true);
  // The planner in the first tab shows it within 2 s, with no reload and no refresh click.
  await expect(booked).toBeVisible({ timeout: 2_000 });
});

// ---------------------------------------------------------------------------------------------
// Fuzzed interleaving
// ---------------------------------------------------------------------------------------------

const SEED = 20_260_504;
const WAVES = 70; // three writes per wave: 210 writes

interface Write {
  /** Writes of one wave run at once in the three tabs; their keys differ so they commute. */
  key: string;
  method: string;
  path: string;
  body?: unknown;
}

interface Preferences {
  timePreference: 'am' | 'pm' | 'both';
  timezone: string;
  dayAvailability: Record<string, { enabled: boolean; startHour: number; endHour: number }>;
  bufferTime: number;
  noBufferNeeded: boolean;
}

function planWrites(prefs: Preferences, links: { id: string }[], calendars: string[]): Write[][] {
  const rng = mulberry32(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
  // Goals weeks (their Mondays' dates) around the frozen "now".
  const weeks = ['2026-04-27', '2026-05-04', '2026-05-11', '2026-05-18'];
  // Weekday half hours, 9:00-16:30 New York, of the week after next (the seeded calendar ends
  // before it; the standard link books up to 21 days ahead).
  const slots: string[] = [];
  for (const day of [18, 19, 20, 21, 22]) {
    for (let hour = 13; hour < 21; hour++) {
      for (const minutes of ['00', '30']) {
        slots.push(`2026-05-${String(day).padStart(2, '0')}T${hour}:${minutes}:00.000Z`);
      }
    }
  }
  let n = 0;
  const availabilityWrite = (): Write => {
    n += 1;
    const roll = rng();
    if (roll < 0.5) {
      const startTime = pick(slots);
      return {
        key: 'availability',
        method: 'POST',
        path: '/api/scheduling-links/jordan-lee/standard/book',
        body: {
          title: `Fuzz booking ${n}`,
          description: `Write ${n}`,
          startTime,
          endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
          attendeeName: `Visitor ${n}`,
          attendeeEmail: `visitor${n}@example.org`,
        },
      };
    }
    if (roll < 0.85) {
      const day = String(Math.floor(rng() * 7));
      const current = prefs.dayAvailability[day]!;
      return {
        key: 'availability',
        method: 'PUT',
        path: '/api/user/preferences',
        body: {
          timezone: prefs.timezone,
          timePreference: pick(['am', 'pm', 'both', 'both', 'both'] as const),
          bufferTime: pick([0, 5, 10, 15]),
          noBufferNeeded: rng() < 0.3,
          dayAvailability: {
            ...prefs.dayAvailability,
            [day]: { ...current, enabled: day === '0' || day === '6' ? rng() < 0.5 : true },
          },
        },
      };
    }
    return {
      key: 'availability',
      method: 'DELETE',
      path: `/api/user/connected-calendars/${encodeURIComponent(pick(calendars))}`,
    };
  };
  const goalsWrite = (week: string): Write => {
    n += 1;
    return {
      key: `goals:${week}`,
      method: 'POST',
      path: '/api/goals',
      body: { weekStartDate: week, goals: [`Goal ${n}`, `Goal ${n} bis`, `Goal ${n} ter`] },
    };
  };
  const linkWrite = (id: string): Write => {
    n += 1;
    return {
      key: `link:${id}`,
      method: 'PATCH',
      path: `/api/scheduling-links/${id}`,
      body: rng() < 0.5 ? { name: `Link name ${n}` } : { customDescription: `Description ${n}` },
    };
  };

  const waves: Write[][] = [];
  for (let w = 0; w < WAVES; w++) {
    const [weekA, weekB] = [...weeks].sort(() => rng() - 0.5);
    const [linkA, linkB] = [...links].sort(() => rng() - 0.5);
    // Writes that change what can be booked (bookings, preferences, calendars) do not commute:
    // one a wave, with two that do.
    const wave: Write[] = [availabilityWrite()];
    const candidates = [
      goalsWrite(weekA!),
      goalsWrite(weekB!),
      linkWrite(linkA!.id),
      linkWrite(linkB!.id),
    ];
    while (wave.length < 3) {
      const next = candidates.splice(Math.floor(rng() * candidates.length), 1)[0]!;
      if (!wave.some((write) => write.key === next.key)) wave.push(next);
    }
    waves.push(wave);
  }
  return waves;
}

/** What the API says, without record ids (each run mints its own). */
async function finalState(page: Page) {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value))
      return value.map(strip).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== 'id' && key !== 'meetingId' && key !== 'bookingId')
          .map(([key, inner]) => [key, strip(inner)]),
      );
    return value;
  };
  const read = async (path: string) => {
    const result = await api(page, 'GET', path);
    expect(result.status, path).toBe(200);
    return strip(result.data);
  };
  return {
    preferences: await read('/api/user/preferences'),
    goals: await read('/api/goals/user/all'),
    links: await read('/api/scheduling-links'),
    calendars: await read('/api/user/connected-calendars'),
    meetings: await read(
      '/api/dashboard/meetings?startDate=2026-05-04T04:00:00.000Z&endDate=2026-05-18T04:00:00.000Z',
    ),
  };
}

async function freshScenario(page: Page) {
  expect((await api(page, 'POST', '/__mock/clock', { now: FROZEN_NOW })).status).toBe(200);
  // No artificial latency, whatever the build's (`VITE_MOCK_LATENCY`): the leader serves writes one
  // at a time whatever the latency, which only made each of the 420 writes longer.
  expect((await api(page, 'POST', '/__mock/latency', { ms: 0 })).status).toBe(200);
  expect((await api(page, 'POST', '/__mock/scenario', { id: 'default' })).status).toBe(200);
  expect(
    (await api(page, 'POST', '/__mock/session', { email: 'jordan.lee@example.com' })).status,
  ).toBe(200);
}

test('fuzzed writes from three tabs lose nothing: the result equals the writes in sequence', async ({
  context,
}) => {
  test.setTimeout(240_000);
  const tabs = [await context.newPage(), await context.newPage(), await context.newPage()];
  await openApp(tabs[0]!);
  await freshScenario(tabs[0]!);
  // The others open after the sign-in, so they carry the same session cookie.
  await openApp(tabs[1]!);
  await openApp(tabs[2]!);
  for (const tab of tabs) {
    expect((await api(tab, 'GET', '/api/auth/me')).status).toBe(200);
  }

  const prefs = (await api<Preferences>(tabs[0]!, 'GET', '/api/user/preferences')).data;
  const links = (await api<{ id: string }[]>(tabs[0]!, 'GET', '/api/scheduling-links')).data;
  const connected = (
    await api<{ primary: { email: string }; additional: { email: string }[] }>(
      tabs[0]!,
      'GET',
      '/api/user/connected-calendars',
    )
  ).data;
  // The primary one too: removing it is refused (400), the same in any order.
  const calendars = [connected.primary, ...connected.additional].map((c) => c.email);
  expect(links.length).toBeGreaterThanOrEqual(2);
  const waves = planWrites(prefs, links, calendars);
  const writeCount = waves.flat().length;
  expect(writeCount).toBeGreaterThanOrEqual(200);

  // Interleaved: each wave's three writes go out at once, one per tab, in a seeded order.
  const rng = mulberry32(SEED + 1);
  const concurrentStatuses: number[] = [];
  for (const wave of waves) {
    const order = [0, 1, 2].sort(() => rng() - 0.5);
    const results = await Promise.all(
      wave.map((write, i) => api(tabs[order[i]!]!, write.method, write.path, write.body)),
    );
    concurrentStatuses.push(...results.map((result) => result.status));
  }
  const interleaved = await finalState(tabs[1]!);
  // Every tab reads the same state.
  expect(await finalState(tabs[2]!)).toEqual(interleaved);

  // The same writes, one after another, from the same starting state.
  await freshScenario(tabs[0]!);
  const sequentialStatuses: number[] = [];
  for (const wave of waves) {
    for (const write of wave) {
      sequentialStatuses.push((await api(tabs[0]!, write.method, write.path, write.body)).status);
    }
  }
  const sequential = await finalState(tabs[0]!);

  expect(concurrentStatuses).toEqual(sequentialStatuses);
  expect(interleaved).toEqual(sequential);
  // The run wrote something of each kind.
  const accepted = (method: string, path: string) =>
    waves
      .flat()
      .filter(
        (write, i) =>
          write.method === method && write.path.startsWith(path) && concurrentStatuses[i]! < 300,
      ).length;
  expect(accepted('POST', '/api/scheduling-links/')).toBeGreaterThan(10);
  expect(accepted('PUT', '/api/user/preferences')).toBeGreaterThan(5);
  expect(accepted('POST', '/api/goals')).toBeGreaterThan(20);
  expect(accepted('PATCH', '/api/scheduling-links/')).toBeGreaterThan(20);
  expect(accepted('DELETE', '/api/user/connected-calendars/')).toBeGreaterThan(0);
  console.log(
    `interleaving: ${writeCount} writes over 3 tabs, ${concurrentStatuses.filter((s) => s < 300).length} accepted`,
  );
});

test('a leading tab that closes mid-request leaves no tab waiting: a read is answered, a write fails as a dropped connection', async ({
  page: leader,
  context,
}) => {
  await signInAsJordan(leader);
  await waitForApp(leader);
  const follower = await context.newPage();
  await openApp(follower);
  const before = await api<{ bufferTime: number }>(follower, 'GET', '/api/user/preferences');
  expect(before.status).toBe(200);

  // The leading tab takes a read and a write from the other tab and holds them.
  expect(
    (
      await api(follower, 'POST', '/__mock/faults', {
        spec: 'getPreferences:hang,updatePreferences:hang',
      })
    ).status,
  ).toBe(201);
  const call = (method: string, body?: unknown) =>
    follower.evaluate(
      async ({ method, body }) => {
        try {
          const res = await fetch('/api/user/preferences', {
            method,
            credentials: 'include',
            headers: body === undefined ? undefined : { 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: res.status, text: await res.text() };
        } catch (error) {
          return { status: 0, text: String(error) };
        }
      },
      { method, body },
    );
  const read = call('GET');
  const write = call('PUT', { ...before.data, bufferTime: before.data.bufferTime + 5 });
  // (The open apps' own reads of the preferences are held too.)
  await expect
    .poll(async () =>
      (await api<{ hung: { operationId: string }[] }>(follower, 'GET', '/__mock/faults')).data.hung
        .map((entry) => entry.operationId)
        .filter((id) => id === 'updatePreferences'),
    )
    .toEqual(['updatePreferences']);

  // The leading tab goes away with both held. The write, which may or may not have landed, is a
  // network error, as a dropped connection is; the read is asked again of the next leader (this
  // tab), which answers it once the faults are cleared.
  await leader.close();
  expect(await write).toEqual({ status: 0, text: expect.stringMatching(/Failed to fetch/) });
  expect((await api(follower, 'DELETE', '/__mock/faults')).status).toBe(200);
  const answered = await read;
  expect(answered.status).toBe(200);
  expect(JSON.parse(answered.text)).toMatchObject({ bufferTime: before.data.bufferTime });
  const after = await api<{ bufferTime: number }>(follower, 'GET', '/api/user/preferences');
  expect(after.data.bufferTime).toBe(before.data.bufferTime);
});

test('a tab opened while the mock worker is being replaced still reaches the mock backend', async ({
  page: first,
  context,
}) => {
  await signInAsJordan(first);
  await waitForApp(first);
  // What a tab that navigates away as the last client does: the worker unregisters itself, and
  // stays active only for the pages it already controls.
  await first.evaluate(async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  });
  const second = await context.newPage();
  await second.goto('/preferences');
  await waitForApp(second, 20_000);
  await expect(second.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();
  expect(await second.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});
