/**
 * Renamed links keep working (`docs/decisions.md#renamed-links-keep-working`): previous slugs
 * resolve, stay reserved, can be removed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { generateSlots } from '../../src/domain/slots';
import { api, errorOf, json, NOW, signInAs, useScenario } from '../test/helpers';

type Schemas = components['schemas'];
type Link = Schemas['SchedulingLink'];

const STANDARD = '/api/scheduling-links/lnk_jordan_standard';
const HIGH = '/api/scheduling-links/lnk_jordan_high_priority';
const OLD = '/api/scheduling-links/jordan-lee/standard';

const rename = (path: string, slug: string) => api('PATCH', path, { slug });

/** The first slot the booking page would offer at `path` right now. */
async function firstSlot(path: string): Promise<{ startTime: string; endTime: string }> {
  const link = json<Schemas['PublicSchedulingLink']>(await api('GET', path));
  const busy = json<Schemas['BusySlotsResponse']>(
    await api('POST', `${path}/busy-slots`, { startDate: link.startDate, endDate: link.endDate }),
  );
  const slots = generateSlots({
    type: link.type,
    duration: link.defaultDuration,
    window: { startDate: link.startDate, endDate: link.endDate },
    preferences: { ...busy.preferences, timePreference: link.preferences.timePreference },
    busy: busy.busySlots,
    visitorTimeZone: 'Europe/Paris',
    now: NOW,
  });
  const slot = Object.values(slots).flat()[0];
  if (!slot) throw new Error('no slot offered');
  return { startTime: slot.start, endTime: slot.end };
}

beforeEach(async () => {
  await useScenario('default', NOW);
  await signInAs('jordan.lee@example.com');
});

describe('previous slugs of a renamed link', () => {
  it('keeps the old slug, which goes on answering every public call for the link', async () => {
    const renamed = await rename(STANDARD, 'jordan-lee/intro');
    expect(renamed.status).toBe(200);
    expect(json<Link>(renamed)).toMatchObject({
      slug: 'jordan-lee/intro',
      previousSlugs: ['jordan-lee/standard'],
    });
    const viaOld = await api('GET', OLD);
    expect(viaOld.status).toBe(200);
    // The answer names the current slug: the booking page shows that address.
    expect(json<Schemas['PublicSchedulingLink']>(viaOld).slug).toBe('jordan-lee/intro');
    expect(json(viaOld)).toEqual(json(await api('GET', '/api/scheduling-links/jordan-lee/intro')));

    const slot = await firstSlot(OLD);
    const booked = await api('POST', `${OLD}/book`, {
      ...slot,
      title: '1-1 meeting with Alex Morgan',
      description: 'Intro call',
      attendeeName: 'Alex Morgan',
      attendeeEmail: 'alex.morgan@example.org',
    });
    expect(booked.status).toBe(201);
    const booking = json<Schemas['Booking']>(booked);
    // The booking belongs to the renamed link, and its own page names the current address.
    expect(booking.slug).toBe('jordan-lee/intro');
    const own = await api('GET', `/api/bookings/${booking.id}`, undefined, {
      'booking-token': booking.token,
    });
    expect(json<{ slug: string }>(own).slug).toBe('jordan-lee/intro');
    // The same slot is now taken through the new address too: one link, one calendar.
    const again = await api('POST', '/api/scheduling-links/jordan-lee/intro/book', {
      ...slot,
      title: 't',
      description: 'd',
      attendeeName: 'Sam Lee',
      attendeeEmail: 'sam@example.org',
    });
    expect(again.status).toBe(409);
  });

  it('keeps every earlier slug, oldest first, and renaming back takes one off the list', async () => {
    await rename(STANDARD, 'jordan-lee/intro');
    await rename(STANDARD, 'jordan-lee/chat');
    const links = json<Link[]>(await api('GET', '/api/scheduling-links'));
    expect(links.find((l) => l.id === 'lnk_jordan_standard')?.previousSlugs).toEqual([
      'jordan-lee/standard',
      'jordan-lee/intro',
    ]);
    const back = json<Link>(await rename(STANDARD, 'jordan-lee/standard'));
    expect(back).toMatchObject({
      slug: 'jordan-lee/standard',
      previousSlugs: ['jordan-lee/intro', 'jordan-lee/chat'],
    });
    // Saving the same slug again changes nothing.
    expect(json<Link>(await rename(STANDARD, 'jordan-lee/standard')).previousSlugs).toEqual([
      'jordan-lee/intro',
      'jordan-lee/chat',
    ]);
  });

  it('reserves a previous slug: another host is refused, the same host may take it', async () => {
    await rename(STANDARD, 'jordan-lee/intro');
    // Priya cannot take it (the prefix is Jordan's alone), neither by creating nor by renaming.
    await signInAs('priya.shah@example.com');
    const priyaLinks = json<Link[]>(await api('GET', '/api/scheduling-links'));
    const priyaLink = priyaLinks[0]!;
    const taken = await rename(`/api/scheduling-links/${priyaLink.id}`, 'jordan-lee/standard');
    expect(taken.status).toBe(403);
    expect((await api('GET', OLD)).status).toBe(200);
    expect(json<{ slug: string }>(await api('GET', OLD)).slug).toBe('jordan-lee/intro');

    // Jordan's other link may take it: it leaves the standard link's list and now leads there.
    await signInAs('jordan.lee@example.com');
    const moved = await rename(HIGH, 'jordan-lee/standard');
    expect(moved.status).toBe(200);
    const links = json<Link[]>(await api('GET', '/api/scheduling-links'));
    expect(links.find((l) => l.id === 'lnk_jordan_standard')?.previousSlugs).toEqual([]);
    expect(json<{ type: string }>(await api('GET', OLD)).type).toBe('high_priority');
    expect(json<Link>(moved).previousSlugs).toEqual(['jordan-lee/high-priority']);
  });

  it('a current slug still cannot be taken, previous ones included in the check', async () => {
    await rename(STANDARD, 'jordan-lee/intro');
    const clash = await rename(HIGH, 'jordan-lee/intro');
    expect(clash.status).toBe(409);
    expect(errorOf(clash)).toBe('The booking link /book/jordan-lee/intro is already taken');
  });

  it('removes previous slugs through previousSlugs: they stop resolving at once', async () => {
    await rename(STANDARD, 'jordan-lee/intro');
    await rename(STANDARD, 'jordan-lee/chat');
    const removed = await api('PATCH', STANDARD, { previousSlugs: ['jordan-lee/intro'] });
    expect(removed.status).toBe(200);
    expect(json<Link>(removed)).toMatchObject({
      slug: 'jordan-lee/chat',
      previousSlugs: ['jordan-lee/intro'],
    });
    expect((await api('GET', OLD)).status).toBe(404);
    expect((await api('POST', `${OLD}/busy-slots`, { startDate: NOW, endDate: NOW })).status).toBe(
      404,
    );
    expect((await api('GET', '/api/scheduling-links/jordan-lee/intro')).status).toBe(200);
    // A removed slug is free again: a link may take it as new.
    expect((await rename(HIGH, 'jordan-lee/standard')).status).toBe(200);
  });

  it('refuses a previousSlugs that would add or repeat an address, and changes nothing', async () => {
    await rename(STANDARD, 'jordan-lee/intro');
    for (const [list, message] of [
      [
        ['jordan-lee/standard', 'jordan-lee/other'],
        'previousSlugs can only remove addresses: jordan-lee/other is not a previous address of this link',
      ],
      [
        ['jordan-lee/intro'],
        'previousSlugs can only remove addresses: jordan-lee/intro is not a previous address of this link',
      ],
      [
        ['jordan-lee/standard', 'jordan-lee/standard'],
        'previousSlugs names jordan-lee/standard twice',
      ],
    ] as const) {
      const call = await api('PATCH', STANDARD, { previousSlugs: list, name: 'Changed' });
      expect(call.status).toBe(400);
      expect(errorOf(call)).toBe(message);
    }
    const bad = await api('PATCH', STANDARD, { previousSlugs: ['not a slug'] });
    expect(bad.status).toBe(400);
    const link = json<Link[]>(await api('GET', '/api/scheduling-links')).find(
      (l) => l.id === 'lnk_jordan_standard',
    );
    expect(link).toMatchObject({ name: '1-1 meeting', previousSlugs: ['jordan-lee/standard'] });
  });

  it('applies previousSlugs before a rename sent with it', async () => {
    await rename(STANDARD, 'jordan-lee/intro');
    const call = await api('PATCH', STANDARD, { previousSlugs: [], slug: 'jordan-lee/chat' });
    expect(json<Link>(call)).toMatchObject({
      slug: 'jordan-lee/chat',
      previousSlugs: ['jordan-lee/intro'],
    });
    expect((await api('GET', OLD)).status).toBe(404);
  });

  it('of two renames racing to the same slug, exactly one wins', async () => {
    const calls = await Promise.all([
      rename(STANDARD, 'jordan-lee/same'),
      rename(HIGH, 'jordan-lee/same'),
    ]);
    expect(calls.map((c) => c.status).sort()).toEqual([200, 409]);
  });
});
