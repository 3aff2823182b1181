/**
 * Meeting types (`docs/decisions.md#meeting-types`): any number of links, duplicate, switch off,
 * delete; durations, place, questions and guests, each rule and each error of the contract, over
 * scenario `meeting-types`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { generateSlots } from '../../src/domain/slots';
import { api, errorOf, json, NOW, signInAs, signOut, useScenario } from '../test/helpers';

type Schemas = components['schemas'];
type Link = Schemas['SchedulingLink'];
type ErrorBody = Schemas['Error'];

const LINKS = '/api/scheduling-links';
const OFFICE = '/api/scheduling-links/jordan-lee/office-hours';
const OFFICE_ID = 'lnk_jordan_office_hours';
const JORDAN_ID = 'usr_jordan_lee';

/** The first slots the booking page would offer at `path` for `duration` minutes. */
async function slotsOf(path: string, duration?: number) {
  const link = json<Schemas['PublicSchedulingLink']>(await api('GET', path));
  const busy = json<Schemas['BusySlotsResponse']>(
    await api('POST', `${path}/busy-slots`, { startDate: link.startDate, endDate: link.endDate }),
  );
  const slots = generateSlots({
    type: link.type,
    duration: duration ?? link.defaultDuration,
    interval: link.slotInterval,
    windowDays: link.bookingWindowDays,
    window: { startDate: link.startDate, endDate: link.endDate },
    preferences: { ...busy.preferences, timePreference: link.preferences.timePreference },
    busy: busy.busySlots,
    visitorTimeZone: 'America/New_York',
    now: NOW,
  });
  return Object.values(slots)
    .flat()
    .map((s) => ({ startTime: s.start, endTime: s.end }));
}

async function firstSlot(path: string, duration?: number) {
  const slot = (await slotsOf(path, duration))[0];
  if (!slot) throw new Error('no slot offered');
  return slot;
}

const visitor = { title: 'Office hours with Alex Morgan', description: '' };
const alex = { attendeeName: 'Alex Morgan', attendeeEmail: 'alex.morgan@example.org' };

function fieldOf(call: { body: unknown }): string | undefined {
  return (call.body as ErrorBody).field;
}

beforeEach(async () => {
  await useScenario('meeting-types', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('the meeting-types scenario', () => {
  it('lists the two spec links first, then Office hours with its settings', async () => {
    const links = json<Link[]>(await api('GET', LINKS));
    expect(links.map((l) => l.slug)).toEqual([
      'jordan-lee/high-priority',
      'jordan-lee/standard',
      'jordan-lee/office-hours',
    ]);
    expect(links[2]).toMatchObject({
      name: 'Office hours',
      active: true,
      defaultDuration: 30,
      durations: [30, 60],
      location: { kind: 'in_person', address: '1 Main Street, Springfield' },
      questions: [
        {
          id: 'topic',
          label: 'What would you like to discuss?',
          kind: 'short_text',
          required: true,
        },
      ],
      maxGuests: 2,
    });
    expect(links[0]).toMatchObject({
      durations: [30],
      location: null,
      questions: [],
      maxGuests: 0,
    });
  });
});

describe('creating, duplicating, switching off', () => {
  it('creates a link from only a name and a slug, with every default', async () => {
    const call = await api('POST', LINKS, {
      name: 'Quick chat',
      slug: 'jordan-lee/quick-chat',
      userId: JORDAN_ID,
    });
    expect(call.status).toBe(201);
    expect(json<Link>(call)).toMatchObject({
      name: 'Quick chat',
      type: 'standard',
      defaultDuration: 30,
      durations: [30],
      active: true,
      location: null,
      questions: [],
      maxGuests: 0,
      version: 1,
      previousSlugs: [],
    });
    // Any number: a second one is no link_type_exists.
    const again = await api('POST', LINKS, {
      name: 'Another',
      slug: 'jordan-lee/another',
      userId: JORDAN_ID,
    });
    expect(again.status).toBe(201);
    expect(json<Link[]>(await api('GET', LINKS)).map((l) => l.slug)).toEqual([
      'jordan-lee/high-priority',
      'jordan-lee/standard',
      'jordan-lee/office-hours',
      'jordan-lee/quick-chat',
      'jordan-lee/another',
    ]);
  });

  it('keeps one spec link per type when the body names it', async () => {
    const call = await api('POST', LINKS, {
      name: '1-1 meeting',
      slug: 'jordan-lee/second-standard',
      userId: JORDAN_ID,
      type: 'standard',
      defaultDuration: 30,
    });
    expect(call.status).toBe(409);
    expect((call.body as ErrorBody).code).toBe('link_type_exists');
  });

  it('takes durations: the default is the shortest unless named, and must be one of them', async () => {
    const made = json<Link>(
      await api('POST', LINKS, {
        name: 'Long',
        slug: 'jordan-lee/long',
        userId: JORDAN_ID,
        durations: [60, 30],
      }),
    );
    expect(made).toMatchObject({ durations: [30, 60], defaultDuration: 30 });
    const bad = await api('POST', LINKS, {
      name: 'Bad',
      slug: 'jordan-lee/bad',
      userId: JORDAN_ID,
      durations: [30, 60],
      defaultDuration: 45,
    });
    expect(bad.status).toBe(400);
    expect(fieldOf(bad)).toBe('durations');
    const repeated = await api('POST', LINKS, {
      name: 'Bad',
      slug: 'jordan-lee/bad',
      userId: JORDAN_ID,
      durations: [30, 30],
    });
    expect(repeated.status).toBe(400);
    expect(errorOf(repeated)).toBe('durations must not repeat a duration');
  });

  it('replaces a one-item duration list when an older client writes defaultDuration alone', async () => {
    const std = '/api/scheduling-links/lnk_jordan_standard';
    const updated = json<Link>(await api('PATCH', std, { defaultDuration: 45 }));
    expect(updated).toMatchObject({ defaultDuration: 45, durations: [45] });
    const office = `${LINKS}/${OFFICE_ID}`;
    const refused = await api('PATCH', office, { defaultDuration: 45 });
    expect(refused.status).toBe(400);
    expect(fieldOf(refused)).toBe('durations');
    expect(json<Link>(await api('PATCH', office, { defaultDuration: 60 }))).toMatchObject({
      defaultDuration: 60,
      durations: [30, 60],
    });
  });

  it('refuses bad places, questions and guest limits with 400', async () => {
    const base = { name: 'X', slug: 'jordan-lee/x', userId: JORDAN_ID };
    const cases: [Record<string, unknown>, string][] = [
      [{ location: { kind: 'teleport' } }, 'location must be null'],
      [{ location: { kind: 'phone', caller: 'visitor', number: null } }, 'location.number'],
      [{ location: { kind: 'phone', caller: 'host', number: '+1 555 0100' } }, 'location.number'],
      [{ location: { kind: 'in_person', address: '  ' } }, 'location.address is required'],
      [{ maxGuests: 11 }, 'maxGuests'],
      [
        {
          questions: Array.from({ length: 11 }, (_, i) => ({
            id: `q${i}`,
            label: 'Q',
            kind: 'short_text',
            required: false,
          })),
        },
        'at most 10 questions',
      ],
      [
        {
          questions: [
            { id: 'a', label: 'A', kind: 'short_text', required: false },
            { id: 'a', label: 'B', kind: 'long_text', required: false },
          ],
        },
        'repeats',
      ],
      [
        { questions: [{ id: 'c', label: 'Pick', kind: 'single_choice', required: true }] },
        'options',
      ],
      [
        {
          questions: [
            { id: 'c', label: 'Note', kind: 'short_text', required: true, options: ['a', 'b'] },
          ],
        },
        'only for a single choice',
      ],
      [{ questions: [{ id: 'c', label: 'Q', kind: 'essay', required: true }] }, 'kind must be'],
    ];
    for (const [extra, words] of cases) {
      const call = await api('POST', LINKS, { ...base, ...extra });
      expect(call.status, JSON.stringify(extra)).toBe(400);
      expect(errorOf(call)).toContain(words);
    }
    expect(json<Link[]>(await api('GET', LINKS))).toHaveLength(3);
  });

  it('duplicates a link with every setting under a free -copy slug', async () => {
    const copy = await api('POST', `${LINKS}/${OFFICE_ID}/duplicate`, {});
    expect(copy.status).toBe(201);
    expect(json<Link>(copy)).toMatchObject({
      name: 'Copy of Office hours',
      slug: 'jordan-lee/office-hours-copy',
      durations: [30, 60],
      location: { kind: 'in_person', address: '1 Main Street, Springfield' },
      maxGuests: 2,
      version: 1,
      previousSlugs: [],
    });
    expect(json<Link>(copy).id).not.toBe(OFFICE_ID);
    const second = json<Link>(await api('POST', `${LINKS}/${OFFICE_ID}/duplicate`, {}));
    expect(second.slug).toBe('jordan-lee/office-hours-copy-2');
    const named = await api('POST', `${LINKS}/${OFFICE_ID}/duplicate`, {
      name: 'Evening hours',
      slug: 'jordan-lee/evening',
    });
    expect(json<Link>(named)).toMatchObject({ name: 'Evening hours', slug: 'jordan-lee/evening' });
    // A spec link's copy is an extra meeting type: no link_type_exists.
    const spec = await api('POST', `${LINKS}/lnk_jordan_standard/duplicate`, {});
    expect(spec.status).toBe(201);
  });

  it('answers 404, 403 and 409 on duplicating as on creating', async () => {
    expect((await api('POST', `${LINKS}/lnk_priya_standard/duplicate`, {})).status).toBe(404);
    expect((await api('POST', `${LINKS}/nope/duplicate`, {})).status).toBe(404);
    const foreign = await api('POST', `${LINKS}/${OFFICE_ID}/duplicate`, {
      slug: 'priya-raman/mine',
    });
    expect(foreign.status).toBe(403);
    const taken = await api('POST', `${LINKS}/${OFFICE_ID}/duplicate`, {
      slug: 'jordan-lee/standard',
    });
    expect(taken.status).toBe(409);
    expect((taken.body as ErrorBody).code).toBe('slug_taken');
    const unknown = await api('POST', `${LINKS}/${OFFICE_ID}/duplicate`, { type: 'standard' });
    expect(unknown.status).toBe(400);
  });

  it('switches a link off: the page still reads, busy times and booking are 409 link_inactive', async () => {
    const slot = await firstSlot(OFFICE);
    const off = await api(
      'PATCH',
      `${LINKS}/${OFFICE_ID}`,
      { active: false },
      { 'If-Match': '"1"' },
    );
    expect(json<Link>(off)).toMatchObject({ active: false, version: 2 });
    await signOut();
    const page = await api('GET', OFFICE);
    expect(page.status).toBe(200);
    expect(json<Schemas['PublicSchedulingLink']>(page).active).toBe(false);
    const busy = await api('POST', `${OFFICE}/busy-slots`, {
      startDate: slot.startTime,
      endDate: slot.endTime,
    });
    expect(busy.status).toBe(409);
    expect((busy.body as ErrorBody).code).toBe('link_inactive');
    const book = await api('POST', `${OFFICE}/book`, {
      ...visitor,
      ...alex,
      ...slot,
      answers: { topic: 'Roadmap' },
    });
    expect(book.status).toBe(409);
    expect((book.body as ErrorBody).code).toBe('link_inactive');
  });
});

describe('booking a meeting type', () => {
  it('books 60 minutes with an answer and a guest; slots follow the chosen duration', async () => {
    await signOut();
    const thirty = await slotsOf(OFFICE, 30);
    const sixty = await slotsOf(OFFICE, 60);
    expect(sixty.length).toBeGreaterThan(0);
    expect(sixty.length).toBeLessThan(thirty.length);
    const slot = sixty[0]!;
    const call = await api('POST', `${OFFICE}/book`, {
      ...visitor,
      ...alex,
      ...slot,
      duration: 60,
      answers: { topic: 'Hiring plan' },
      guests: ['sam.lee@example.org'],
    });
    expect(call.status).toBe(201);
    const booking = json<Schemas['Booking']>(call);
    expect(booking).toMatchObject({
      duration: 60,
      location: { kind: 'in_person', address: '1 Main Street, Springfield' },
      answers: [
        { questionId: 'topic', label: 'What would you like to discuss?', value: 'Hiring plan' },
      ],
      guests: ['sam.lee@example.org'],
    });
    // Its own page (token) shows the same.
    const own = json<Schemas['ManagedBooking']>(
      await api('GET', `/api/bookings/${booking.id}`, undefined, {
        'Booking-Token': booking.token,
      }),
    );
    expect(own).toMatchObject({ duration: 60, guests: ['sam.lee@example.org'] });
    expect(own.answers[0]?.value).toBe('Hiring plan');
    // The guest got the invitation too, without the visitor's secret link; the place is in it.
    const state = json<{ invitations: { to: string; body: string }[] }>(
      await api('GET', '/__mock/state'),
    );
    const toGuest = state.invitations.find((i) => i.to === 'sam.lee@example.org');
    expect(toGuest?.body).toContain('1 Main Street, Springfield');
    expect(toGuest?.body).not.toContain(booking.token);
    expect(state.invitations.find((i) => i.to === alex.attendeeEmail)?.body).toContain(
      '(60 minutes)',
    );
    // The host sees answers and guests; the public link does not carry them.
    await signInAs('jordan.lee@example.com');
    const hostView = json<Schemas['HostBooking']>(
      await api('GET', `/api/host/bookings/${booking.id}`),
    );
    expect(hostView).toMatchObject({ duration: 60, guests: ['sam.lee@example.org'] });
    expect(hostView.answers[0]?.value).toBe('Hiring plan');
    const publicText = JSON.stringify(json(await api('GET', OFFICE)));
    expect(publicText).not.toContain('Hiring plan');
    expect(publicText).not.toContain('sam.lee');
  });

  it('refuses a length that is not one of the durations, or a duration that disagrees', async () => {
    await signOut();
    const slot = await firstSlot(OFFICE, 30);
    const end45 = new Date(Date.parse(slot.startTime) + 45 * 60_000).toISOString();
    const odd = await api('POST', `${OFFICE}/book`, {
      ...visitor,
      ...alex,
      startTime: slot.startTime,
      endTime: end45,
      answers: { topic: 'x' },
    });
    expect(odd.status).toBe(400);
    expect(errorOf(odd)).toBe('The meeting must last 30 or 60 minutes');
    const disagree = await api('POST', `${OFFICE}/book`, {
      ...visitor,
      ...alex,
      ...slot,
      duration: 60,
      answers: { topic: 'x' },
    });
    expect(disagree.status).toBe(400);
    expect(errorOf(disagree)).toBe('duration must equal endTime - startTime');
  });

  it('names the field of a missing or invalid answer, guest or phone, and books nothing', async () => {
    await signOut();
    const slot = await firstSlot(OFFICE);
    const base = { ...visitor, ...alex, ...slot };
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'answers.topic', 'What would you like to discuss? is required'],
      [
        { answers: { topic: '   ' } },
        'answers.topic',
        'What would you like to discuss? is required',
      ],
      [
        { answers: { topic: 'a\nb' } },
        'answers.topic',
        'What would you like to discuss? must be one line of plain text',
      ],
      [
        { answers: { topic: 'x'.repeat(201) } },
        'answers.topic',
        'What would you like to discuss? must be at most 200 characters',
      ],
      [
        { answers: { topic: true } },
        'answers.topic',
        'What would you like to discuss? must be text',
      ],
      [
        { answers: { topic: 'x', other: 'y' } },
        'answers.other',
        'This link asks no question "other"',
      ],
      [
        { answers: { topic: 'x' }, guests: ['a@example.org', 'b@example.org', 'c@example.org'] },
        'guests',
        'At most 2 guests can be added',
      ],
      [
        { answers: { topic: 'x' }, guests: ['not-an-email'] },
        'guests[0]',
        'Please enter a valid email address',
      ],
      [
        { answers: { topic: 'x' }, guests: ['b@example.org', 'B@example.org'] },
        'guests[1]',
        'B@example.org is already invited',
      ],
      [
        { answers: { topic: 'x' }, guests: ['alex.morgan@example.org'] },
        'guests[0]',
        'alex.morgan@example.org is already invited',
      ],
      [
        { answers: { topic: 'x' }, phone: '+1 555 0100' },
        'phone',
        'This link does not ask for a phone number',
      ],
    ];
    for (const [extra, field, message] of cases) {
      const call = await api('POST', `${OFFICE}/book`, { ...base, ...extra });
      expect(call.status, JSON.stringify(extra)).toBe(400);
      expect(call.body).toEqual({ error: message, code: 'invalid_request', field });
    }
    await signInAs('jordan.lee@example.com');
    const page = json<Schemas['HostBookingPage']>(await api('GET', '/api/host/bookings'));
    expect(page.items.some((b) => b.slug === 'jordan-lee/office-hours')).toBe(false);
  });

  it('refuses guests on a link that takes none', async () => {
    await signOut();
    const path = '/api/scheduling-links/jordan-lee/standard';
    const slot = await firstSlot(path);
    const call = await api('POST', `${path}/book`, {
      ...visitor,
      ...alex,
      ...slot,
      guests: ['sam.lee@example.org'],
    });
    expect(call.status).toBe(400);
    expect(call.body).toEqual({
      error: 'This link takes no guests',
      code: 'invalid_request',
      field: 'guests',
    });
  });

  it('checks every question kind', async () => {
    const link = json<Link>(
      await api('POST', LINKS, {
        name: 'Intake',
        slug: 'jordan-lee/intake',
        userId: JORDAN_ID,
        questions: [
          { id: 'notes', label: 'Notes', kind: 'long_text', required: false },
          {
            id: 'size',
            label: 'Team size',
            kind: 'single_choice',
            required: true,
            options: ['1-10', '11+'],
          },
          { id: 'terms', label: 'I agree', kind: 'checkbox', required: true },
          { id: 'tel', label: 'Phone', kind: 'phone', required: false },
        ],
      }),
    );
    expect(link.questions).toHaveLength(4);
    await signOut();
    const path = '/api/scheduling-links/jordan-lee/intake';
    const slot = await firstSlot(path);
    const base = { ...visitor, ...alex, ...slot };
    const good = {
      notes: 'Line one\nLine two',
      size: '11+',
      terms: true,
      tel: '+1 (555) 010-0200',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, size: '50' }, 'answers.size'],
      [{ ...good, size: undefined }, 'answers.size'],
      [{ ...good, terms: false }, 'answers.terms'],
      [{ ...good, terms: 'yes' }, 'answers.terms'],
      [{ ...good, tel: '12345' }, 'answers.tel'],
      [{ ...good, tel: 'call me' }, 'answers.tel'],
    ];
    for (const [answers, field] of cases) {
      const call = await api('POST', `${path}/book`, { ...base, answers });
      expect(call.status, JSON.stringify(answers)).toBe(400);
      expect(fieldOf(call)).toBe(field);
    }
    const booked = await api('POST', `${path}/book`, { ...base, answers: good });
    expect(booked.status).toBe(201);
    expect(json<Schemas['Booking']>(booked).answers.map((a) => a.value)).toEqual([
      'Line one\nLine two',
      '11+',
      true,
      '+1 (555) 010-0200',
    ]);
  });

  it('makes a unique video address per booking, kept when the booking moves', async () => {
    await api('POST', LINKS, {
      name: 'Video',
      slug: 'jordan-lee/video',
      userId: JORDAN_ID,
      location: { kind: 'video' },
    });
    await signOut();
    const path = '/api/scheduling-links/jordan-lee/video';
    const page = json<Schemas['PublicSchedulingLink']>(await api('GET', path));
    expect(page.location).toEqual({ kind: 'video' });
    const a = await firstSlot(path);
    const firstCall = await api('POST', `${path}/book`, { ...visitor, ...alex, ...a });
    expect(firstCall.body).toMatchObject({ location: { kind: 'video' } });
    const first = json<Schemas['Booking']>(firstCall);
    const b = await firstSlot(path);
    const second = json<Schemas['Booking']>(
      await api('POST', `${path}/book`, {
        ...visitor,
        attendeeName: 'Sam',
        attendeeEmail: 'sam@example.org',
        ...b,
      }),
    );
    expect(first.location).toMatchObject({ kind: 'video' });
    const url = (first.location as { url: string }).url;
    expect(url).toMatch(/^https:\/\//);
    expect((second.location as { url: string }).url).not.toBe(url);
    const later = (await slotsOf(path)).at(-1)!;
    const moved = await api('POST', `/api/bookings/${first.id}/reschedule`, later, {
      'Booking-Token': first.token,
    });
    expect(moved.status).toBe(200);
    expect(json<Schemas['ManagedBooking']>(moved).location).toEqual(first.location);
  });

  it('asks the visitor for a number when the host calls', async () => {
    await api('POST', LINKS, {
      name: 'Call',
      slug: 'jordan-lee/call',
      userId: JORDAN_ID,
      location: { kind: 'phone', caller: 'host', number: null },
    });
    await signOut();
    const path = '/api/scheduling-links/jordan-lee/call';
    const slot = await firstSlot(path);
    const base = { ...visitor, ...alex, ...slot };
    const missing = await api('POST', `${path}/book`, base);
    expect(missing.body).toEqual({
      error: 'Phone number is required',
      code: 'invalid_request',
      field: 'phone',
    });
    const bad = await api('POST', `${path}/book`, { ...base, phone: '12' });
    expect(fieldOf(bad)).toBe('phone');
    const ok = await api('POST', `${path}/book`, { ...base, phone: '+44 20 7946 0958' });
    expect(json<Schemas['Booking']>(ok).location).toEqual({
      kind: 'phone',
      caller: 'host',
      number: '+44 20 7946 0958',
    });
  });
});

describe('deleting a link', () => {
  async function bookOffice(): Promise<Schemas['Booking']> {
    await signOut();
    const slot = await firstSlot(OFFICE);
    const call = await api('POST', `${OFFICE}/book`, {
      ...visitor,
      ...alex,
      ...slot,
      answers: { topic: 'Plans' },
      guests: ['sam.lee@example.org'],
    });
    expect(call.status).toBe(201);
    await signInAs('jordan.lee@example.com');
    return json<Schemas['Booking']>(call);
  }

  it('deletes a link without bookings: gone from the list and from every public call', async () => {
    const call = await api('DELETE', `${LINKS}/${OFFICE_ID}`, undefined, { 'If-Match': '"1"' });
    expect(call.status).toBe(204);
    expect(json<Link[]>(await api('GET', LINKS)).map((l) => l.slug)).not.toContain(
      'jordan-lee/office-hours',
    );
    expect((await api('GET', OFFICE)).status).toBe(404);
    expect((await api('PATCH', `${LINKS}/${OFFICE_ID}`, { name: 'Back' })).status).toBe(404);
    expect((await api('DELETE', `${LINKS}/${OFFICE_ID}`)).status).toBe(404);
  });

  it('is refused with 409 while upcoming bookings exist, unless they are cancelled with it', async () => {
    const booking = await bookOffice();
    const refused = await api('DELETE', `${LINKS}/${OFFICE_ID}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'This link has 1 upcoming booking: cancel them to delete it',
      code: 'link_has_bookings',
    });
    expect((await api('GET', OFFICE)).status).toBe(200);
    const bad = await api('DELETE', `${LINKS}/${OFFICE_ID}?cancelBookings=yes`);
    expect(bad.status).toBe(400);

    const done = await api('DELETE', `${LINKS}/${OFFICE_ID}?cancelBookings=true`);
    expect(done.status).toBe(204);
    const own = json<Schemas['ManagedBooking']>(
      await api('GET', `/api/bookings/${booking.id}`, undefined, {
        'Booking-Token': booking.token,
      }),
    );
    expect(own).toMatchObject({ status: 'cancelled', cancelledBy: 'host' });
    const state = json<{ invitations: { to: string; subject: string }[] }>(
      await api('GET', '/__mock/state'),
    );
    const told = state.invitations.filter((i) => /cancel/i.test(i.subject)).map((i) => i.to);
    expect(told).toEqual(expect.arrayContaining([alex.attendeeEmail, 'sam.lee@example.org']));
    // The host's Bookings still show it, under its link's name.
    const hostView = json<Schemas['HostBooking']>(
      await api('GET', `/api/host/bookings/${booking.id}`),
    );
    expect(hostView).toMatchObject({ status: 'cancelled', linkName: 'Office hours' });
  });

  it('is versioned: a stale If-Match is 412 with the stored link, and nothing is deleted', async () => {
    const stale = await api('DELETE', `${LINKS}/${OFFICE_ID}`, undefined, { 'If-Match': '"7"' });
    expect(stale.status).toBe(412);
    expect((stale.body as { current: Link }).current.slug).toBe('jordan-lee/office-hours');
    expect((await api('GET', OFFICE)).status).toBe(200);
  });

  it('keeps its slugs for its host, who may give them to another link', async () => {
    await api('DELETE', `${LINKS}/${OFFICE_ID}`);
    const again = await api('POST', LINKS, {
      name: 'Office hours again',
      slug: 'jordan-lee/office-hours',
      userId: JORDAN_ID,
    });
    expect(again.status).toBe(201);
    expect((await api('GET', OFFICE)).status).toBe(200);
  });

  it('needs a session', async () => {
    await signOut();
    expect((await api('DELETE', `${LINKS}/${OFFICE_ID}`)).status).toBe(401);
    expect((await api('POST', `${LINKS}/${OFFICE_ID}/duplicate`, {})).status).toBe(401);
  });
});
