/**
 * Teams and team links through the contract's calls: who sees and changes a team, the slug
 * namespace teams share with hosts' prefixes, and team links that any member edits.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { api, json, NOW, signInAs, useScenario } from '../test/helpers';
import { uniqueSlugPrefix } from '../security';

type Team = components['schemas']['Team'];
type Link = components['schemas']['SchedulingLink'];

const JORDAN = 'usr_jordan_lee';
const PRIYA = 'usr_priya_shah';
const NOOR = 'usr_noor_haddad';

async function createSupport(memberEmails: string[] = ['priya.shah@example.com']) {
  const created = await api('POST', '/api/teams', {
    name: 'Support',
    slug: 'support',
    memberEmails,
  });
  expect(created.status).toBe(201);
  return json<Team>(created);
}

function teamLink(teamId: string, extra: Record<string, unknown> = {}) {
  return api('POST', '/api/scheduling-links', {
    userId: JORDAN,
    teamId,
    name: 'Demo',
    slug: 'support/demo',
    kind: 'round_robin',
    hosts: [
      { userId: JORDAN, priority: 'high' },
      { userId: PRIYA, priority: 'medium' },
    ],
    ...extra,
  });
}

describe('teams', () => {
  beforeEach(async () => {
    await useScenario('default', NOW);
    await signInAs('jordan.lee@example.com');
  });

  it('creates a team with the caller first, then the named hosts', async () => {
    const team = await createSupport(['priya.shah@example.com', 'JORDAN.LEE@example.com']);
    expect(team).toMatchObject({ name: 'Support', slug: 'support', version: 1, links: [] });
    expect(team.members.map((m) => [m.id, m.timezone])).toEqual([
      [JORDAN, 'America/New_York'],
      [PRIYA, 'Asia/Kolkata'],
    ]);
    expect(json<Team[]>(await api('GET', '/api/teams')).map((t) => t.id)).toEqual([team.id]);
    expect(json<Team>(await api('GET', `/api/teams/${team.id}`)).name).toBe('Support');
  });

  it('refuses an address that is no host, naming it, and creates nothing', async () => {
    const call = await api('POST', '/api/teams', {
      name: 'Support',
      slug: 'support',
      memberEmails: ['nobody@example.com'],
    });
    expect(call.status).toBe(400);
    expect(call.body).toMatchObject({ code: 'invalid_request' });
    expect(JSON.stringify(call.body)).toContain('nobody@example.com');
    expect(json<Team[]>(await api('GET', '/api/teams'))).toEqual([]);
  });

  it.each(['jordan-lee', 'priya-shah', 'support'])(
    'answers 409 slug_taken for %s (a host’s prefix or another team’s slug)',
    async (slug) => {
      await createSupport();
      const call = await api('POST', '/api/teams', { name: 'Other', slug });
      expect(call.status).toBe(409);
      expect(call.body).toMatchObject({ code: 'slug_taken', error: `${slug} is already taken` });
    },
  );

  it('keeps a new account’s prefix off a team’s slug', async () => {
    expect(uniqueSlugPrefix('Sam Rivera')).toBe('sam-rivera');
    expect((await api('POST', '/api/teams', { name: 'Sam', slug: 'sam-rivera' })).status).toBe(201);
    expect(uniqueSlugPrefix('Sam Rivera')).toBe('sam-rivera-2');
  });

  it('is invisible to a host who is not a member: 404 to read or change, 403 to add a link', async () => {
    const team = await createSupport([]);
    await signInAs('priya.shah@example.com');
    expect(json<Team[]>(await api('GET', '/api/teams'))).toEqual([]);
    expect((await api('GET', `/api/teams/${team.id}`)).status).toBe(404);
    expect((await api('PATCH', `/api/teams/${team.id}`, { name: 'Mine' })).status).toBe(404);
    const link = await api('POST', '/api/scheduling-links', {
      userId: PRIYA,
      teamId: team.id,
      name: 'Demo',
      slug: 'support/demo',
      kind: 'collective',
    });
    expect(link.status).toBe(403);
    expect(link.body).toMatchObject({ code: 'not_team_member' });
  });

  it('renames with If-Match, and a stale version changes nothing (412 with the stored team)', async () => {
    const team = await createSupport();
    const renamed = await api(
      'PATCH',
      `/api/teams/${team.id}`,
      { name: 'Customer Support' },
      { 'if-match': '"1"' },
    );
    expect(renamed.status).toBe(200);
    expect(json<Team>(renamed)).toMatchObject({ name: 'Customer Support', version: 2 });
    const stale = await api(
      'PATCH',
      `/api/teams/${team.id}`,
      { name: 'Old tab' },
      { 'if-match': '"1"' },
    );
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({
      code: 'version_conflict',
      current: { name: 'Customer Support', version: 2 },
    });
    expect(json<Team>(await api('GET', `/api/teams/${team.id}`)).name).toBe('Customer Support');
  });

  it('changes members: a link’s host cannot be removed (409), nor the last member (400)', async () => {
    const team = await createSupport([]);
    const added = await api('PATCH', `/api/teams/${team.id}`, {
      addMemberEmails: ['priya.shah@example.com'],
    });
    expect(json<Team>(added).members.map((m) => m.id)).toEqual([JORDAN, PRIYA]);
    expect((await teamLink(team.id)).status).toBe(201);
    const hostGone = await api('PATCH', `/api/teams/${team.id}`, { removeMemberIds: [PRIYA] });
    expect(hostGone.status).toBe(409);
    expect(hostGone.body).toMatchObject({
      code: 'member_hosts_links',
      error: 'Priya Shah hosts Demo; take them off the link first',
    });
    const everyone = await api('PATCH', `/api/teams/${team.id}`, {
      removeMemberIds: [JORDAN, PRIYA],
    });
    // Nobody would be left: the last-member rule answers first.
    expect(everyone.status).toBe(400);
    const stranger = await api('PATCH', `/api/teams/${team.id}`, { removeMemberIds: [NOOR] });
    expect(stranger.status).toBe(400);
    const stored = json<Team>(await api('GET', `/api/teams/${team.id}`));
    expect(stored.members.map((m) => m.id)).toEqual([JORDAN, PRIYA]);
    expect(stored.version).toBe(2);
  });

  it('refuses the last member', async () => {
    const team = await createSupport([]);
    const call = await api('PATCH', `/api/teams/${team.id}`, { removeMemberIds: [JORDAN] });
    expect(call.status).toBe(400);
    expect(JSON.stringify(call.body)).toContain('at least one member');
  });
});

describe('team links', () => {
  let team: Team;

  beforeEach(async () => {
    await useScenario('default', NOW);
    await signInAs('jordan.lee@example.com');
    team = await createSupport();
  });

  it('creates a team link under the team’s slug, listed with the team and not as Jordan’s own', async () => {
    const call = await teamLink(team.id);
    expect(call.status).toBe(201);
    const link = json<Link>(call);
    expect(link).toMatchObject({
      slug: 'support/demo',
      userId: JORDAN,
      teamId: team.id,
      kind: 'round_robin',
      hosts: [
        { userId: JORDAN, priority: 'high' },
        { userId: PRIYA, priority: 'medium' },
      ],
    });
    const own = json<Link[]>(await api('GET', '/api/scheduling-links'));
    expect(own.map((l) => l.id)).not.toContain(link.id);
    expect(own.every((l) => l.teamId === undefined)).toBe(true);
    const listed = json<Team[]>(await api('GET', '/api/teams'))[0];
    expect(listed?.links.map((l) => l.id)).toEqual([link.id]);
  });

  it('defaults the hosts to the caller', async () => {
    const call = await teamLink(team.id, { hosts: undefined, kind: 'collective' });
    expect(json<Link>(call).hosts).toEqual([{ userId: JORDAN, priority: 'medium' }]);
  });

  it.each([
    ['a prefix other than the team’s', { slug: 'jordan-lee/demo' }, 403, 'not_owner'],
    ['no kind', { kind: undefined }, 400, 'invalid_request'],
    [
      'a host outside the team',
      { hosts: [{ userId: 'usr_sam_rivera', priority: 'low' }] },
      400,
      'invalid_request',
    ],
    [
      'a host twice',
      {
        hosts: [
          { userId: JORDAN, priority: 'low' },
          { userId: JORDAN, priority: 'high' },
        ],
      },
      400,
      'invalid_request',
    ],
    ['no hosts', { hosts: [] }, 400, 'invalid_request'],
  ])('refuses %s', async (_what, extra, status, code) => {
    const call = await teamLink(team.id, extra);
    expect(call.status).toBe(status);
    expect(call.body).toMatchObject({ code });
    expect(json<Team>(await api('GET', `/api/teams/${team.id}`)).links).toEqual([]);
  });

  it('refuses kind and hosts on a host’s own link', async () => {
    const made = await api('POST', '/api/scheduling-links', {
      userId: JORDAN,
      name: 'Mine',
      slug: 'jordan-lee/mine',
      kind: 'collective',
    });
    expect(made.status).toBe(400);
    const changed = await api('PATCH', '/api/scheduling-links/lnk_jordan_standard', {
      hosts: [{ userId: JORDAN, priority: 'high' }],
    });
    expect(changed.status).toBe(400);
    expect(JSON.stringify(changed.body)).toContain('only be set on a team link');
  });

  it('lets another member edit, copy and delete it', async () => {
    const link = json<Link>(await teamLink(team.id));
    await signInAs('priya.shah@example.com');
    const edited = await api(
      'PATCH',
      `/api/scheduling-links/${link.id}`,
      { name: 'Demo call', kind: 'collective', hosts: [{ userId: PRIYA, priority: 'low' }] },
      { 'if-match': `"${link.version}"` },
    );
    expect(edited.status).toBe(200);
    expect(json<Link>(edited)).toMatchObject({
      name: 'Demo call',
      kind: 'collective',
      hosts: [{ userId: PRIYA, priority: 'low' }],
      userId: JORDAN,
    });
    const stranger = await api('PATCH', `/api/scheduling-links/${link.id}`, {
      hosts: [{ userId: 'usr_sam_rivera', priority: 'low' }],
    });
    expect(stranger.status).toBe(400);
    const renamedAway = await api('PATCH', `/api/scheduling-links/${link.id}`, {
      slug: 'priya-shah/demo',
    });
    expect(renamedAway.status).toBe(403);
    const copy = await api('POST', `/api/scheduling-links/${link.id}/duplicate`, {});
    expect(copy.status).toBe(201);
    expect(json<Link>(copy)).toMatchObject({
      slug: 'support/demo-copy',
      userId: PRIYA,
      teamId: team.id,
      kind: 'collective',
    });
    expect((await api('DELETE', `/api/scheduling-links/${link.id}`)).status).toBe(204);
    const left = json<Team>(await api('GET', `/api/teams/${team.id}`)).links;
    expect(left.map((l) => l.slug)).toEqual(['support/demo-copy']);
    // Priya's own list still holds her own links only.
    const own = json<Link[]>(await api('GET', '/api/scheduling-links'));
    expect(own.every((l) => l.slug.startsWith('priya-shah/'))).toBe(true);
  });

  it('is 404 to a host outside the team', async () => {
    const link = json<Link>(await teamLink(team.id, { hosts: undefined }));
    await api('PATCH', `/api/teams/${team.id}`, { removeMemberIds: [PRIYA] });
    await signInAs('priya.shah@example.com');
    expect((await api('PATCH', `/api/scheduling-links/${link.id}`, { name: 'X' })).status).toBe(
      404,
    );
    expect((await api('DELETE', `/api/scheduling-links/${link.id}`)).status).toBe(404);
  });

  it('caps a team at 100 links, counted apart from each member’s own', async () => {
    for (let i = 0; i < 100; i++) {
      const made = await teamLink(team.id, { slug: `support/l-${i}`, hosts: undefined });
      expect(made.status, `link ${i + 1}`).toBe(201);
    }
    const over = await teamLink(team.id, { slug: 'support/over', hosts: undefined });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'link_limit_reached' });
    const own = await api('POST', '/api/scheduling-links', {
      userId: JORDAN,
      name: 'Mine',
      slug: 'jordan-lee/mine',
    });
    expect(own.status).toBe(201);
  });
});
