import { describe, expect, it } from 'vitest';
import { NO_HOST_ERROR, readTeamLink, teamFieldsOf, teamLinkValues } from './team-link-form';

const team = {
  id: 'team_customer_success',
  name: 'Customer Success',
  slug: 'customer-success',
  members: [
    { id: 'usr_jordan_lee', name: 'Jordan Lee' },
    { id: 'usr_noor_haddad', name: 'Noor Haddad' },
    { id: 'usr_priya_shah', name: 'Priya Shah' },
  ],
};

describe('teamLinkValues', () => {
  it('starts a new link collective, with the host creating it ticked at medium', () => {
    expect(teamLinkValues(team, {}, 'usr_noor_haddad')).toEqual({
      kind: 'collective',
      members: [
        { userId: 'usr_noor_haddad', checked: true, priority: 'medium' },
        { userId: 'usr_jordan_lee', checked: false, priority: 'medium' },
        { userId: 'usr_priya_shah', checked: false, priority: 'medium' },
      ],
    });
  });

  it('keeps a saved link’s hosts in its order, then the other members', () => {
    const values = teamLinkValues(
      team,
      {
        kind: 'round_robin',
        hosts: [
          { userId: 'usr_priya_shah', priority: 'high' },
          { userId: 'usr_jordan_lee', priority: 'low' },
        ],
      },
      'usr_noor_haddad',
    );
    expect(values.kind).toBe('round_robin');
    expect(values.members.map((m) => [m.userId, m.checked, m.priority])).toEqual([
      ['usr_priya_shah', true, 'high'],
      ['usr_jordan_lee', true, 'low'],
      ['usr_noor_haddad', false, 'medium'],
    ]);
  });
});

describe('readTeamLink', () => {
  it('sends the ticked hosts in order, with priorities for round robin only', () => {
    const values = teamLinkValues(
      team,
      { kind: 'round_robin', hosts: [{ userId: 'usr_priya_shah', priority: 'high' }] },
      'usr_jordan_lee',
    );
    expect(readTeamLink(values)).toEqual({
      ok: true,
      kind: 'round_robin',
      hosts: [{ userId: 'usr_priya_shah', priority: 'high' }],
    });
    expect(readTeamLink({ ...values, kind: 'collective' })).toEqual({
      ok: true,
      kind: 'collective',
      hosts: [{ userId: 'usr_priya_shah', priority: 'medium' }],
    });
  });

  it('asks for at least one host', () => {
    const values = teamLinkValues(team, {}, 'usr_jordan_lee');
    const none = { ...values, members: values.members.map((m) => ({ ...m, checked: false })) };
    expect(readTeamLink(none)).toEqual({ ok: false, error: NO_HOST_ERROR });
  });
});

describe('teamFieldsOf', () => {
  it('gives a team link’s kind and hosts, and nothing for a host’s own link', () => {
    expect(teamFieldsOf({})).toEqual({});
    expect(
      teamFieldsOf({
        kind: 'collective',
        hosts: [{ userId: 'usr_jordan_lee', priority: 'medium' }],
      }),
    ).toEqual({ kind: 'collective', hosts: [{ userId: 'usr_jordan_lee', priority: 'medium' }] });
  });
});
