/** Meeting types: duplicating a link (every setting under a new slug) and its refusals. */
import { splitSlug } from '../../../src/domain/links';
import { withCode } from '../../checker';
import type { Run, Schemas } from '../../core';
import { holds } from './shared';

type Link = Schemas['SchedulingLink'];

const FILE = 'conformance/areas/meeting-types/duplicate.ts';

/** Duplicates `link`; the copy goes into `copies` (the caller deletes it). */
export async function duplicateChecks(run: Run, link: Link, copies: Link[]): Promise<void> {
  const check = run.checker(FILE);
  const copy = await check.expect(
    'duplicateSchedulingLink',
    'duplicates a link with every setting under a new slug',
    { as: run.host, params: { id: link.id }, json: {} },
    201,
    holds({ durations: [30, 60], location: { kind: 'video' }, maxGuests: 1, version: 1 }),
  );
  if (copy) copies.push(copy.body as Link);
  await check.expect(
    'duplicateSchedulingLink',
    '409 for a slug that is taken',
    { as: run.host, params: { id: link.id }, json: { slug: link.slug } },
    409,
    withCode('slug_taken'),
  );
  await check.expect(
    'duplicateSchedulingLink',
    '400 for an unknown field',
    { as: run.host, params: { id: link.id }, json: { type: 'standard' } },
    400,
    withCode('invalid_request'),
  );
  await check.expect(
    'duplicateSchedulingLink',
    '404 for an unknown link',
    { as: run.host, params: { id: `lnk_missing_${run.runId}` }, json: {} },
    404,
  );
  await check.expect(
    'duplicateSchedulingLink',
    '401 without a session',
    { as: null, params: { id: link.id }, json: {} },
    401,
  );
  await check.expect(
    'duplicateSchedulingLink',
    '403 for a slug under another prefix',
    {
      as: run.host,
      params: { id: link.id },
      json: { slug: `not-${splitSlug(link.slug).prefix}/x` },
    },
    403,
    withCode('not_owner'),
  );
}
