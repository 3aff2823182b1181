/**
 * Meeting types (`docs/decisions.md#meeting-types`), their places and access, over scenario
 * `meeting-types`: any length from 5 to 480 minutes, several places with the visitor choosing,
 * named video services with a join address per booking, secret links (not in the host's public
 * list) and single-use links (closed after one booking).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { generateSlots } from '../../src/domain/slots';
import { api, errorOf, json, NOW, signInAs, signOut, useScenario } from '../test/helpers';
import { providerMeetingUrl } from './link-extras';

type Schemas = components['schemas'];
type Link = Schemas['SchedulingLink'];
type ErrorBody = Schemas['Error'];

const LINKS = '/api/scheduling-links';
const JORDAN_ID = 'usr_jordan_lee';
const LIST = '/api/hosts/jordan-lee/scheduling-links';
const alex = { attendeeName: 'Alex Morgan', attendeeEmail: 'alex.morgan@example.org' };
const meet = { kind: 'video', provider: 'google_meet' } as const;
const office = { kind: 'in_person', address: '1 Main Street, Springfield' } as const;

async function slotsOf(path: string, duration: number) {
  const link = json<Schemas['PublicSchedulingLink']>(await api('GET', path));
  const busy = json<Schemas['BusySlotsResponse']>(
    await api('POST', `${path}/busy-slots`, { startDate: link.startDate, endDate: link.endDate }),
  );
  const slots = generateSlots({
    type: link.type,
    duration,
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

async function create(suffix: string, fields: Record<string, unknown>) {
  const call = await api('POST', LINKS, {
    name: 'Workshop',
    slug: `jordan-lee/${suffix}`,
    userId: JORDAN_ID,
    ...fields,
  });
  expect(call.status, JSON.stringify(call.body)).toBe(201);
  return json<Link>(call);
}

async function book(suffix: string, duration: number, extra: Record<string, unknown> = {}) {
  const path = `/api/scheduling-links/jordan-lee/${suffix}`;
  const slot = (await slotsOf(path, duration))[0];
  if (!slot) throw new Error('no slot offered');
  return api('POST', `${path}/book`, {
    title: 'Workshop',
    description: '',
    ...alex,
    ...slot,
    ...extra,
  });
}

beforeEach(async () => {
  await useScenario('meeting-types', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('any length from 5 to 480 minutes', () => {
  it('offers and books 20, 50 and 240 minutes, each slot that long', async () => {
    await create('workshop', { durations: [20, 50, 240], defaultDuration: 50 });
    for (const minutes of [20, 50, 240]) {
      const slots = await slotsOf('/api/scheduling-links/jordan-lee/workshop', minutes);
      expect(slots.length).toBeGreaterThan(0);
      for (const s of slots) {
        expect(Date.parse(s.endTime) - Date.parse(s.startTime)).toBe(minutes * 60_000);
      }
    }
    const booked = await book('workshop', 240);
    expect(booked.status).toBe(201);
    expect(json<Schemas['Booking']>(booked).duration).toBe(240);
  });

  it('refuses a booking whose length is not one of the link’s', async () => {
    await create('workshop', { durations: [50] });
    const path = '/api/scheduling-links/jordan-lee/workshop';
    const slot = (await slotsOf(path, 50))[0]!;
    const wrong = await api('POST', `${path}/book`, {
      title: 'Workshop',
      description: '',
      ...alex,
      startTime: slot.startTime,
      endTime: new Date(Date.parse(slot.startTime) + 45 * 60_000).toISOString(),
    });
    expect(wrong.status).toBe(400);
  });
});

describe('several places, the visitor choosing', () => {
  it('keeps location as the first place, and an older client sees today’s fields', async () => {
    const made = await create('choose', { locations: [meet, office] });
    expect(made).toMatchObject({ location: meet, locations: [meet, office] });
    const plain = await create('plain', {});
    expect(plain).toMatchObject({
      location: null,
      locations: [],
      secret: false,
      singleUse: false,
      usedAt: null,
    });
    const old = json<Link>(await api('PATCH', `${LINKS}/${made.id}`, { location: office }));
    expect(old).toMatchObject({ location: office, locations: [office] });
    const pub = json<Schemas['PublicSchedulingLink']>(
      await api('GET', '/api/scheduling-links/jordan-lee/plain'),
    );
    expect(pub).toMatchObject({ locations: [], singleUse: false, usedAt: null });
  });

  it('books the chosen place, the first when none is named', async () => {
    await create('choose', { locations: [meet, office] });
    const inPerson = await book('choose', 30, { locationIndex: 1 });
    expect(json<Schemas['Booking']>(inPerson).location).toEqual(office);
    const first = json<Schemas['Booking']>(await book('choose', 30));
    expect(first.location).toEqual({
      kind: 'video',
      provider: 'google_meet',
      url: providerMeetingUrl('google_meet', first.id),
    });
    expect(first.location).toMatchObject({
      url: expect.stringMatching(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/),
    });
  });

  it('refuses a place the link does not have, five places, a repeated one, a disagreeing pair', async () => {
    await create('choose', { locations: [meet, office] });
    const missing = await book('choose', 30, { locationIndex: 2 });
    expect(missing.status).toBe(400);
    expect((missing.body as ErrorBody).field).toBe('locationIndex');
    const base = { name: 'X', slug: 'jordan-lee/x', userId: JORDAN_ID };
    const five = await api('POST', LINKS, {
      ...base,
      locations: [
        meet,
        office,
        { kind: 'video' },
        { kind: 'custom', text: 'A' },
        { kind: 'custom', text: 'B' },
      ],
    });
    expect(errorOf(five)).toBe('A link can offer at most 4 places');
    const twice = await api('POST', LINKS, { ...base, locations: [office, office] });
    expect(errorOf(twice)).toBe('locations must not repeat a place');
    const disagree = await api('POST', LINKS, { ...base, location: office, locations: [meet] });
    expect(disagree.status).toBe(400);
    expect((disagree.body as ErrorBody).field).toBe('locations');
    const provider = await api('POST', LINKS, {
      ...base,
      locations: [{ kind: 'video', provider: 'skype' }],
    });
    expect(provider.status).toBe(400);
    expect(json<Link[]>(await api('GET', LINKS)).some((l) => l.slug === 'jordan-lee/x')).toBe(
      false,
    );
  });

  it('asks the phone number only when the chosen place is the host’s call', async () => {
    await create('choose', {
      locations: [office, { kind: 'phone', caller: 'host', number: null }],
    });
    const noNumber = await book('choose', 30, { locationIndex: 1 });
    expect((noNumber.body as ErrorBody).field).toBe('phone');
    const called = await book('choose', 30, { locationIndex: 1, phone: '+1 555 010 0200' });
    expect(json<Schemas['Booking']>(called).location).toEqual({
      kind: 'phone',
      caller: 'host',
      number: '+1 555 010 0200',
    });
  });
});

describe('named video services', () => {
  it('makes a join address per booking on each service’s own host, the same for the same booking', () => {
    expect(providerMeetingUrl('zoom', 'bkg_1')).toMatch(/^https:\/\/zoom\.us\/j\/[1-9]\d{9}$/);
    expect(providerMeetingUrl('teams', 'bkg_1')).toMatch(
      /^https:\/\/teams\.microsoft\.com\/l\/meetup-join\/19%3Ameeting_[a-z]{24}%40thread\.v2\/0$/,
    );
    expect(providerMeetingUrl('google_meet', 'bkg_1')).toBe(
      providerMeetingUrl('google_meet', 'bkg_1'),
    );
    expect(providerMeetingUrl('google_meet', 'bkg_1')).not.toBe(
      providerMeetingUrl('google_meet', 'bkg_2'),
    );
  });

  it('gives a Zoom booking its Zoom address, kept on its own page', async () => {
    await create('zoom', { locations: [{ kind: 'video', provider: 'zoom' }] });
    const booked = json<Schemas['Booking']>(await book('zoom', 30));
    expect(booked.location).toMatchObject({ kind: 'video', provider: 'zoom' });
    await signOut();
    const page = json<Schemas['ManagedBooking']>(
      await api('GET', `/api/bookings/${booked.id}`, undefined, { 'Booking-Token': booked.token }),
    );
    expect(page.location).toEqual(booked.location);
  });
});

describe('secret links', () => {
  it('leaves a secret link out of the host’s public list, still bookable by its address', async () => {
    await create('secret', { secret: true });
    await create('open', {});
    await signOut();
    const listed = json<Schemas['PublicLinkSummary'][]>(await api('GET', LIST));
    const slugs = listed.map((l) => l.slug);
    expect(slugs).toContain('jordan-lee/open');
    expect(slugs).not.toContain('jordan-lee/secret');
    expect((await api('GET', '/api/scheduling-links/jordan-lee/secret')).status).toBe(200);
    expect((await book('secret', 30)).status).toBe(201);
    expect(json<unknown[]>(await api('GET', '/api/hosts/nobody-here/scheduling-links'))).toEqual(
      [],
    );
  });
});

describe('single-use links', () => {
  it('closes after one booking: 409 link_used, no holds, not listed, used for the host', async () => {
    const made = await create('once', { singleUse: true });
    const first = await book('once', 30);
    expect(first.status).toBe(201);
    const second = await book('once', 30);
    expect(second.status).toBe(409);
    expect((second.body as ErrorBody).code).toBe('link_used');
    const slot = (await slotsOf('/api/scheduling-links/jordan-lee/once', 30))[1]!;
    const hold = await api('POST', '/api/scheduling-links/jordan-lee/once/holds', {
      startTime: slot.startTime,
    });
    expect((hold.body as ErrorBody).code).toBe('link_used');
    const pub = json<Schemas['PublicSchedulingLink']>(
      await api('GET', '/api/scheduling-links/jordan-lee/once'),
    );
    expect(pub.usedAt).toBe(NOW);
    expect(
      json<Schemas['PublicLinkSummary'][]>(await api('GET', LIST)).map((l) => l.slug),
    ).not.toContain('jordan-lee/once');
    const host = json<Link[]>(await api('GET', LINKS)).find((l) => l.id === made.id);
    expect(host).toMatchObject({ singleUse: true, usedAt: NOW });
    // Switching single use off reopens it.
    const reopened = json<Link>(await api('PATCH', `${LINKS}/${made.id}`, { singleUse: false }));
    expect(reopened.usedAt).toBeNull();
    expect((await book('once', 30)).status).toBe(201);
  });
});
