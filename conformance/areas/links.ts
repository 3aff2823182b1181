/**
 * Scheduling links (contract tag `scheduling-links`): create the host's missing links, one per
 * type, update and put back their fields, and the 400, 403, 404 and 409 answers.
 */
import { DEFAULT_SLUG_SUFFIXES, slugPrefix, splitSlug } from '../../src/domain/links';
import { withCode } from '../checker';
import { firstDifference, pick } from '../compare';
import {
  asArray,
  SECURITY_CHECKS,
  serverNow,
  slugParams,
  type Run,
  type Schemas,
  type Undo,
} from '../core';
import { slugChecks } from '../security-checks';
import { versionChecks } from '../version-checks';

type Link = Schemas['SchedulingLink'];
type LinkType = Schemas['SchedulingLinkType'];
type CurrentUser = Schemas['CurrentUser'];

const FILE = 'conformance/areas/links.ts';

/**
 * Creates the host's missing links and checks the link operations (the fields it changes are
 * put back before it ends, and recorded in `undo` in case the run stops first); answers the
 * host's links as they then are.
 */
export async function schedulingLinks(
  run: Run,
  { me }: { me: CurrentUser },
  undo: Undo,
): Promise<Link[]> {
  const check = run.checker(FILE);
  run.log('scheduling links');
  const initial = await check.expect(
    'listSchedulingLinks',
    'the host’s links',
    { as: run.host },
    200,
  );
  let links = asArray<Link>(initial?.body);
  const prefix =
    me.slugPrefix ?? (links[0] ? splitSlug(links[0].slug).prefix : slugPrefix(me.name));
  const missing = (['high_priority', 'standard'] as const).filter(
    (t) => !links.some((l) => l.type === t),
  );
  const base = {
    name: '1-1 meeting',
    customDescription: null,
    defaultDuration: 30,
    slug: `${prefix}/conformance-${run.runId}`,
    userId: me.id,
    type: missing[0] ?? 'standard',
  };
  const invalid: [string, unknown][] = [
    ['a suffix with capitals and spaces', { ...base, slug: `${prefix}/Bad Suffix!` }],
    ['an empty suffix', { ...base, slug: `${prefix}/` }],
    ['an empty name', { ...base, name: '' }],
    ['defaultDuration 4', { ...base, defaultDuration: 4 }],
    ['defaultDuration 481', { ...base, defaultDuration: 481 }],
    ['a fractional defaultDuration', { ...base, defaultDuration: 30.5 }],
    // `type` may be left out (an extra meeting type, `docs/decisions.md#meeting-types`); the slug may not.
    ['a missing slug', pick(base, ['name', 'customDescription', 'defaultDuration', 'userId'])],
    ['an unknown type', { ...base, type: 'vip' }],
    ['slotInterval 20', { ...base, slotInterval: 20 }],
    ['bookingWindowDays 0', { ...base, bookingWindowDays: 0 }],
    ['bookingWindowDays 61', { ...base, bookingWindowDays: 61 }],
    ['a fractional bookingWindowDays', { ...base, bookingWindowDays: 7.5 }],
    ['an unknown field', { ...base, color: 'blue' }],
  ];
  for (const [what, json] of invalid) {
    await check.expect('createSchedulingLink', `400 for ${what}`, { as: run.host, json }, 400);
  }
  if (missing.length > 0) {
    await check.expect(
      'createSchedulingLink',
      '403 for another user’s id',
      { as: run.host, json: { ...base, userId: `usr_not_${run.runId}` } },
      403,
      withCode('not_owner'),
    );
  } else {
    check.skip(
      'createSchedulingLink',
      '403 for another user’s id',
      'the host already has both link types, so the contract leaves open whether 403 or 409 comes first: sign in a fresh host to exercise it',
    );
  }

  const create = async (type: LinkType): Promise<void> => {
    let slug = `${prefix}/${DEFAULT_SLUG_SUFFIXES[type]}`;
    const taken = await run.http.send({
      method: 'GET',
      url: check.url(run.contract.operation('getPublicSchedulingLink'), {
        params: slugParams(slug),
      }),
      cookie: null,
    });
    if (taken.status === 200) slug = `${slug}-${run.runId}`;
    const body = { ...base, type, slug };
    const created = await check.expect(
      'createSchedulingLink',
      `201 creates the ${type} link`,
      { as: run.host, json: body },
      201,
      (a) => firstDifference({ ...body }, a.body),
    );
    if (created) links.push(created.body as Link);
  };

  // A pure slug clash needs a link type the host lacks at that moment (else the type clashes too).
  const slugClash = async (): Promise<boolean> => {
    const free = (['high_priority', 'standard'] as const).find(
      (t) => !links.some((l) => l.type === t),
    );
    const taken = links[0];
    if (!free || !taken) return false;
    await check.expect(
      'createSchedulingLink',
      '409 for a taken slug',
      { as: run.host, json: { ...base, type: free, slug: taken.slug } },
      409,
      withCode('slug_taken'),
    );
    return true;
  };
  let clashed = await slugClash();
  if (missing.includes('high_priority')) await create('high_priority');
  if (!clashed) clashed = await slugClash();
  if (missing.includes('standard')) await create('standard');
  if (!clashed) {
    check.skip(
      'createSchedulingLink',
      '409 for a taken slug',
      'the host already has both link types, so any second link clashes on its type as well (the slug clash is checked on update)',
    );
  }
  if (missing.length === 0) {
    check.skip(
      'createSchedulingLink',
      '201 creates a link',
      'the host already has both link types (one per type; links cannot be deleted): sign in a fresh host to exercise it',
    );
  }
  await check.expect(
    'createSchedulingLink',
    '409 for a second link of a type',
    {
      as: run.host,
      json: { ...base, type: 'high_priority', slug: `${prefix}/conformance-dup-${run.runId}` },
    },
    409,
    withCode('link_type_exists'),
  );
  // One spec link per type; extra meeting types have the standard rules, so a host may
  // hold more standard links, but only ever one high-priority link.
  await check.expect('listSchedulingLinks', 'one link per type', { as: run.host }, 200, (a) => {
    const links = asArray<Link>(a.body);
    const high = links.filter((l) => l.type === 'high_priority').length;
    if (high !== 1)
      return { path: '$', expected: 'exactly one high_priority link', got: `${high}` };
    const standard = links.filter((l) => l.type === 'standard').length;
    if (standard < 1) return { path: '$', expected: 'a standard link', got: '0' };
    return null;
  });

  const standard = links.find((l) => l.type === 'standard');
  const highPriority = links.find((l) => l.type === 'high_priority');
  if (!standard || !highPriority) return links;
  undo.linkFields.push({
    id: standard.id,
    body: {
      name: standard.name,
      customDescription: standard.customDescription,
      defaultDuration: standard.defaultDuration,
      slug: standard.slug,
      slotInterval: standard.slotInterval,
      bookingWindowDays: standard.bookingWindowDays,
    },
  });
  const change = {
    name: 'Conformance check',
    customDescription: 'Checked by the conformance kit.',
    defaultDuration: 45,
  };
  await check.expect(
    'updateSchedulingLink',
    'updates name, description and duration',
    { as: run.host, params: { id: standard.id }, json: change },
    200,
    (a) =>
      firstDifference(
        { ...change, id: standard.id, slug: standard.slug, type: 'standard' },
        a.body,
      ),
  );
  await check.expect(
    'getPublicSchedulingLink',
    'shows the updated link',
    { as: null, params: slugParams(standard.slug) },
    200,
    (a) => firstDifference(change, a.body),
  );
  // The start-time interval and the booking window: stored, told to visitors, then put back.
  const timing = { slotInterval: 15, bookingWindowDays: 10 } as const;
  await check.expect(
    'updateSchedulingLink',
    'updates the start-time interval and the booking window',
    { as: run.host, params: { id: standard.id }, json: timing },
    200,
    (a) => firstDifference(timing, a.body),
  );
  await check.expect(
    'getPublicSchedulingLink',
    'tells the interval and ends the booking window after that many days',
    { as: null, params: slugParams(standard.slug) },
    200,
    (a) => {
      const pub = a.body as Schemas['PublicSchedulingLink'];
      const wrong = firstDifference(timing, pub);
      if (wrong) return wrong;
      const days = (Date.parse(pub.endDate) - serverNow(a)) / 86_400_000;
      return Math.abs(days - timing.bookingWindowDays) < 0.01
        ? null
        : {
            path: '$.endDate',
            expected: `now + ${timing.bookingWindowDays} days`,
            got: pub.endDate,
          };
    },
  );
  await check.expect(
    'updateSchedulingLink',
    'puts the interval and the window back',
    {
      as: run.host,
      params: { id: standard.id },
      json: { slotInterval: standard.slotInterval, bookingWindowDays: standard.bookingWindowDays },
    },
    200,
  );
  await check.expect(
    'updateSchedulingLink',
    'null clears the custom description',
    { as: run.host, params: { id: standard.id }, json: { customDescription: null } },
    200,
    (a) => firstDifference({ customDescription: null, name: change.name }, a.body),
  );
  // Versions: a stale update is refused and changes nothing; `change.name` stays stored.
  await versionChecks(check, {
    write: {
      operationId: 'updateSchedulingLink',
      call: (json) => ({ as: run.host, params: { id: standard.id }, json }),
    },
    read: {
      operationId: 'listSchedulingLinks',
      call: { as: run.host },
      select: (body) => asArray<Link>(body).find((l) => l.id === standard.id) ?? null,
    },
    first: { json: { name: 'Checked by the kit' }, shows: { name: 'Checked by the kit' } },
    second: { json: { name: change.name }, shows: { name: change.name } },
  });
  const invalid2: [string, unknown][] = [
    ['an empty body', {}],
    ['a type change', { type: 'high_priority' }],
    ['a userId', { userId: me.id }],
    ['defaultDuration 0', { defaultDuration: 0 }],
    ['an invalid slug', { slug: 'Not A/Slug' }],
    ['an empty name', { name: '' }],
    ['slotInterval 45', { slotInterval: 45 }],
    ['bookingWindowDays 0', { bookingWindowDays: 0 }],
    ['bookingWindowDays as text', { bookingWindowDays: '14' }],
  ];
  for (const [what, json] of invalid2) {
    await check.expect(
      'updateSchedulingLink',
      `400 for ${what}`,
      { as: run.host, params: { id: standard.id }, json },
      400,
    );
  }
  await check.expect(
    'updateSchedulingLink',
    '404 for an unknown id',
    { as: run.host, params: { id: `lnk_unknown_${run.runId}` }, json: { name: 'x' } },
    404,
  );
  const foreign = await foreignLink(run, me);
  if (foreign) {
    await check.expect(
      'updateSchedulingLink',
      '404 for another host’s link',
      { as: run.host, params: { id: foreign.id }, json: { name: 'Taken over' } },
      404,
    );
  } else {
    check.skip(
      'updateSchedulingLink',
      '404 for another host’s link',
      'no second host with links: pass --operator-cookie or --no-access-cookie of another host',
    );
  }
  await slugChecks(run.checker(SECURITY_CHECKS), {
    host: run.host,
    prefix: splitSlug(standard.slug).prefix,
    otherPrefix: foreign ? splitSlug(foreign.slug).prefix : null,
    create: missing.length > 0 ? base : null,
    link: standard,
    runId: run.runId,
  });
  await check.expect(
    'updateSchedulingLink',
    '409 for a slug taken by another link',
    { as: run.host, params: { id: standard.id }, json: { slug: highPriority.slug } },
    409,
    withCode('slug_taken'),
  );
  await restoreLinkFields(run, undo);
  links = links.map((l) => {
    const restored = undo.linkFields.find((r) => r.id === l.id);
    return restored ? { ...l, ...restored.body } : l;
  });
  return links;
}

/** A link of another user (the operator or the no-access user, when they are someone else). */
async function foreignLink(run: Run, me: CurrentUser): Promise<Link | null> {
  for (const session of [run.outsider, run.operatorIsDefault ? null : run.operator]) {
    if (!session) continue;
    const answer = await run.http.send({
      method: 'GET',
      url: '/api/scheduling-links',
      cookie: session.cookie,
    });
    const link = asArray<Link>(answer.body).find(
      (l) => typeof l.id === 'string' && l.userId !== me.id,
    );
    if (link) return link;
  }
  return null;
}

/** Puts back the link fields recorded in `undo`. */
export async function restoreLinkFields(run: Run, undo: Undo): Promise<void> {
  const check = run.checker(FILE);
  for (const { id, body } of undo.linkFields) {
    await check.expect(
      'updateSchedulingLink',
      'puts the link’s fields back',
      { as: run.host, params: { id }, json: body },
      200,
      (a) => firstDifference(body, a.body),
    );
  }
}
