/**
 * Deleting a team (`deleteTeam`, docs/teams.md): only once its links are gone (409
 * `team_has_links` naming how many), versioned like every team write, 404 to anyone outside it;
 * its slug and its deleted links' addresses are free again, and past bookings keep their team.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { setNow } from '../clock';
import { uniqueSlugPrefix } from '../security';
import { api, json, NOW, signInAs, useScenario } from '../test/helpers';
import { INTRO, KICKOFF, loadTeamFixture, TEAM_ID } from '../test/team-fixture';

type Schemas = components['schemas'];
type Team = Schemas['Team'];
type Link = Schemas['SchedulingLink'];

const JORDAN = 'usr_jordan_lee';
const PRIYA = 'usr_priya_shah';

async function createSupport(memberEmails: string[] = ['priya.shah@example.com']) {
  const created = await api('POST', '/api/teams', {
    name: 'Support',
    slug: 'support',
    memberEmails,
  });
  expect(created.status).toBe(201);
  return json<Team>(created);
}

function supportLink(teamId: string, suffix: string) {
  return api('POST', '/api/scheduling-links', {
    userId: JORDAN,
    teamId,
    name: `Support ${suffix}`,
    slug: `support/${suffix}`,
    kind: 'collective',
  });
}

const teamIds = async () => json<Team[]>(await api('GET', '/api/teams')).map((t) => t.id);

describe('deleteTeam', () => {
  beforeEach(async () => {
    await useScenario('default', NOW);
    await signInAs('jordan.lee@example.com');
  });

  it('refuses while links remain, naming how many, and changes nothing', async () => {
    const team = await createSupport();
    const links = [];
    for (const suffix of ['demo', 'intro'])
      links.push(json<Link>(await supportLink(team.id, suffix)));
    const refused = await api('DELETE', `/api/teams/${team.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'team_has_links',
      error: 'This team has 2 links: delete them to delete the team',
    });
    expect(json<Team>(await api('GET', `/api/teams/${team.id}`))).toMatchObject({
      version: 1,
      links: links.map((l) => ({ id: l.id })),
    });

    expect((await api('DELETE', `/api/scheduling-links/${links[0]!.id}`)).status).toBe(204);
    const one = await api('DELETE', `/api/teams/${team.id}`);
    expect(one.status).toBe(409);
    expect(one.body).toMatchObject({ error: 'This team has 1 link: delete it to delete the team' });
  });

  it('deletes a team with no links: gone for every member, and no link can join it', async () => {
    const team = await createSupport();
    const link = json<Link>(await supportLink(team.id, 'demo'));
    expect((await api('DELETE', `/api/scheduling-links/${link.id}`)).status).toBe(204);
    const deleted = await api('DELETE', `/api/teams/${team.id}`, undefined, { 'if-match': '"1"' });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect(await teamIds()).toEqual([]);
    expect((await api('GET', `/api/teams/${team.id}`)).status).toBe(404);
    expect((await api('PATCH', `/api/teams/${team.id}`, { name: 'Back' })).status).toBe(404);
    expect((await api('DELETE', `/api/teams/${team.id}`)).status).toBe(404);
    const late = await supportLink(team.id, 'late');
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({ code: 'not_team_member' });
    await signInAs('priya.shah@example.com');
    expect(await teamIds()).toEqual([]);
  });

  it('is 404 to a host outside the team and for an unknown id; the team stays', async () => {
    const team = await createSupport([]);
    await signInAs('priya.shah@example.com');
    const outsider = await api('DELETE', `/api/teams/${team.id}`);
    expect(outsider.status).toBe(404);
    expect(outsider.body).toMatchObject({ code: 'not_found' });
    expect((await api('DELETE', '/api/teams/team_unknown')).status).toBe(404);
    await signInAs('jordan.lee@example.com');
    expect(await teamIds()).toEqual([team.id]);
  });

  it('answers a stale If-Match with 412 and the stored team, deleting nothing', async () => {
    const team = await createSupport();
    await api('PATCH', `/api/teams/${team.id}`, { name: 'Customer Support' });
    const stale = await api('DELETE', `/api/teams/${team.id}`, undefined, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({
      code: 'version_conflict',
      current: { id: team.id, name: 'Customer Support', version: 2 },
    });
    expect(await teamIds()).toEqual([team.id]);
    const fresh = await api('DELETE', `/api/teams/${team.id}`, undefined, { 'if-match': '"2"' });
    expect(fresh.status).toBe(204);
  });

  it('frees the slug and its deleted links’ addresses for a new team and a new host', async () => {
    const team = await createSupport();
    const link = json<Link>(await supportLink(team.id, 'demo'));
    await api('DELETE', `/api/scheduling-links/${link.id}`);
    // While the team lives, its deleted link keeps the address, and the team its slug.
    expect(uniqueSlugPrefix('Support')).toBe('support-2');
    expect((await api('DELETE', `/api/teams/${team.id}`)).status).toBe(204);
    expect(uniqueSlugPrefix('Support')).toBe('support');

    await signInAs('priya.shah@example.com');
    const again = await api('POST', '/api/teams', { name: 'Support again', slug: 'support' });
    expect(again.status).toBe(201);
    const reused = await api('POST', '/api/scheduling-links', {
      userId: PRIYA,
      teamId: json<Team>(again).id,
      name: 'Demo again',
      slug: 'support/demo',
      kind: 'collective',
    });
    expect(reused.status).toBe(201);
    const page = await api('GET', '/api/scheduling-links/support/demo');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ name: 'Demo again', team: { name: 'Support again' } });
  });
});

describe('deleteTeam: past bookings', () => {
  beforeEach(async () => {
    await loadTeamFixture();
    await signInAs('jordan.lee@example.com');
  });

  it('keeps a deleted link’s past booking, with its team, for its host', async () => {
    const booked = await api('POST', `${KICKOFF.path}/book`, {
      title: 'Kickoff',
      description: '',
      attendeeName: 'Ada Visitor',
      attendeeEmail: 'ada@example.org',
      // Tuesday 2 March 2027, 10:00 AM New York: Jordan and Noor are both free.
      startTime: '2027-03-02T15:00:00.000Z',
      endTime: '2027-03-02T15:30:00.000Z',
    });
    expect(booked.status).toBe(201);
    const id = json<Schemas['Booking']>(booked).id;
    setNow('2027-03-03T13:00:00.000Z'); // the booking is past: the link deletes without asking
    for (const link of [KICKOFF.id, INTRO.id]) {
      expect((await api('DELETE', `/api/scheduling-links/${link}`)).status).toBe(204);
    }
    expect((await api('DELETE', `/api/teams/${TEAM_ID}`)).status).toBe(204);
    const read = await api('GET', `/api/host/bookings/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      attendeeName: 'Ada Visitor',
      team: { id: TEAM_ID, name: 'Customer Success', kind: 'collective' },
    });
  });
});
