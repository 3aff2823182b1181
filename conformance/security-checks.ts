/**
 * The kit's security checks (`docs/decisions.md#security`), kept apart from the areas (`areas/*.ts`). Each check's
 * name carries a `[security: …]` flag; conformance/README.md lists the rules and their flags.
 */
import type { components } from '../src/api/schema.gen';
import { withCode, type Checker, type Session } from './checker';
import { preview, type Contract } from './contract';
import type { Http } from './http';
import { harmlessParams, oauthStateRule } from './security-rules';
import { DAY_MS } from '../src/domain/civil-date';

type BusySlots = components['schemas']['BusySlotsResponse'];

/** Clock skew allowed between the server and the kit. */
const TOLERANCE_MS = 2 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * [security: busy-window] `getBusySlots` answers nothing outside the link's booking window: a
 * range before or after it is a 400, a range reaching far into the past is answered for the
 * overlap only.
 */
export async function busyWindowChecks(
  check: Checker,
  params: { user: string; type: string },
  window: { startDate: string; endDate: string },
): Promise<void> {
  const start = Date.parse(window.startDate);
  const end = Date.parse(window.endDate);
  await check.expect(
    'getBusySlots',
    '[security: busy-window] 400 for a range in the past, before the booking window',
    {
      as: null,
      params,
      json: { startDate: iso(start - 60 * DAY_MS), endDate: iso(start - DAY_MS) },
    },
    400,
    withCode('outside_booking_window'),
  );
  await check.expect(
    'getBusySlots',
    '[security: busy-window] 400 for a range after the booking window',
    { as: null, params, json: { startDate: iso(end + DAY_MS), endDate: iso(end + 30 * DAY_MS) } },
    400,
  );
  await check.expect(
    'getBusySlots',
    '[security: busy-window] a range reaching 30 days back is answered inside the window only',
    { as: null, params, json: { startDate: iso(start - 30 * DAY_MS), endDate: window.endDate } },
    200,
    (a) => {
      const slots = (a.body as BusySlots).busySlots;
      const leak = slots.findIndex(
        (b) => Date.parse(b.start) < start - TOLERANCE_MS || Date.parse(b.end) > end + TOLERANCE_MS,
      );
      const slot = slots[leak];
      return slot
        ? {
            path: `$.busySlots[${leak}]`,
            expected: `intervals inside the booking window ${window.startDate} – ${window.endDate}`,
            got: preview(slot),
          }
        : null;
    },
  );
}

/**
 * [security: slug-prefix] a host's prefix is theirs alone: creating or renaming a link onto any
 * other prefix (another host's, or one nobody has) is a 403. [security: slug-pattern] each
 * segment is 1–64 of [a-z0-9-] with a letter or digit, in bodies and in path parameters.
 */
export async function slugChecks(
  check: Checker,
  options: {
    host: Session;
    prefix: string;
    /** Another host's prefix, when the kit knows one. */
    otherPrefix: string | null;
    /** A valid create body of the host (its slug is replaced). */
    create: Record<string, unknown> | null;
    /** The host's standard link. */
    link: { id: string; slug: string };
    runId: string;
  },
): Promise<void> {
  const { host, prefix, link, runId } = options;
  const other = options.otherPrefix ?? `not-${prefix}`.slice(0, 64);
  const long = 'a'.repeat(65);
  if (options.create) {
    await check.expect(
      'createSchedulingLink',
      '[security: slug-prefix] 403 for a slug with another host’s prefix',
      { as: host, json: { ...options.create, slug: `${other}/taken-${runId}` } },
      403,
      withCode('not_owner'),
    );
    for (const [what, slug] of [
      ['a 65-character suffix', `${prefix}/${long}`],
      ['the slug -/-', '-/-'],
      ['a suffix of hyphens only', `${prefix}/---`],
    ] as const) {
      await check.expect(
        'createSchedulingLink',
        `[security: slug-pattern] 400 for ${what}`,
        { as: host, json: { ...options.create, slug } },
        400,
      );
    }
  }
  await check.expect(
    'updateSchedulingLink',
    '[security: slug-prefix] 403 for a slug with another host’s prefix',
    { as: host, params: { id: link.id }, json: { slug: `${other}/mine-${runId}` } },
    403,
    withCode('not_owner'),
  );
  await check.expect(
    'updateSchedulingLink',
    '[security: slug-prefix] 403 for a changed prefix',
    { as: host, params: { id: link.id }, json: { slug: `${prefix}-x/standard-${runId}` } },
    403,
    withCode('not_owner'),
  );
  await check.expect(
    'updateSchedulingLink',
    '[security: slug-pattern] 400 for a 65-character suffix',
    { as: host, params: { id: link.id }, json: { slug: `${prefix}/${long}` } },
    400,
  );
  await check.expect(
    'getPublicSchedulingLink',
    '[security: slug-pattern] 404 for a 65-character suffix in the path',
    { as: null, params: { user: prefix, type: long } },
    404,
  );
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FOREIGN_ORIGIN = 'https://conformance-foreign.example';

/** The public operations the Origin rule still binds (the exemptions are booking's own calls). */
const ORIGIN_BOUND_PUBLIC = new Set(['createSlotHold', 'extendSlotHold', 'releaseSlotHold']);

/**
 * [security: json-only] 415, [security: body-size] 413 and [security: origin] 403 for every
 * write that declares them, driven by the contract. `logout` is left to `logoutTransportChecks`
 * (a server that wrongly accepts would end the session the rest of the run needs).
 */
export async function transportChecks(
  check: Checker,
  contract: Contract,
  host: Session,
  link: { user: string; type: string },
  bodies: Partial<Record<string, unknown>>,
): Promise<void> {
  for (const op of contract.operations) {
    if (!WRITES.has(op.method) || !op.path.startsWith('/api/') || op.id === 'logout') continue;
    const declares = (status: number) => op.responses.some((r) => Number(r.status) === status);
    const params = harmlessParams(link);
    const example = bodies[op.id] ?? contract.requestExample(op) ?? {};
    const as = op.public ? null : host;
    if (declares(415)) {
      await check.expect(
        op.id,
        '[security: json-only] 415 for a text/plain body',
        { as, params, raw: JSON.stringify(example), headers: { 'content-type': 'text/plain' } },
        415,
      );
    }
    if (declares(413) && op.requestSchemaPointer) {
      await check.expect(
        op.id,
        '[security: body-size] 413 for a 70 KB body',
        { as, params, raw: JSON.stringify({ padding: 'x'.repeat(70_000) }) },
        413,
      );
    }
    // Public calls are exempt from the Origin rule but for the hold calls (contract, "Same
    // origin"): a hold from another site's page is 403 too.
    if (declares(403) && (!op.public || ORIGIN_BOUND_PUBLIC.has(op.id))) {
      await check.expect(
        op.id,
        '[security: origin] 403 for a signed-in write from a foreign Origin',
        {
          as,
          params,
          json: op.requestSchemaPointer ? example : undefined,
          headers: { origin: FOREIGN_ORIGIN },
        },
        403,
        withCode('foreign_origin'),
      );
    }
  }
}

/** The same for `logout`, run just before the real logout at the end. */
export async function logoutTransportChecks(check: Checker, host: Session): Promise<void> {
  await check.expect(
    'logout',
    '[security: json-only] 415 for a form content type',
    { as: host, raw: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    415,
  );
  await check.expect(
    'logout',
    '[security: origin] 403 for a signed-in write from a foreign Origin',
    { as: host, headers: { origin: FOREIGN_ORIGIN } },
    403,
    withCode('foreign_origin'),
  );
}

/**
 * [security: session-cookie] logout clears `__Host-slotwise_session` with the contract's
 * attributes; [security: duplicate-cookie] the session cookie sent twice is a 401;
 * [security: 405] an unsupported method gets 405 with `Allow`; [security: decode-once] a
 * double-encoded slug is not the slug.
 */
export async function protocolChecks(
  check: Checker,
  http: Http,
  host: Session,
  link: { user: string; type: string },
): Promise<void> {
  await check.expect(
    'getCurrentUser',
    '[security: duplicate-cookie] 401 when the session cookie comes twice',
    { as: null, cookie: `${host.cookie}; ${host.cookie}` },
    401,
  );
  const answer = await http.send({ method: 'DELETE', url: '/api/auth/me', cookie: host.cookie });
  const allow = answer.headers.get('allow') ?? '';
  check.verdict(
    'getCurrentUser',
    '[security: 405] DELETE /api/auth/me answers 405 with Allow: GET',
    answer.status === 405 && /\bGET\b/.test(allow)
      ? null
      : {
          path: 'status',
          expected: '405 with an Allow header listing GET',
          got: `${answer.status}${allow ? ` Allow: ${allow}` : ' (no Allow)'}`,
        },
  );
  const twice = link.user.replace(/-/, '%252D');
  if (twice !== link.user) {
    const decoded = await http.send({
      method: 'GET',
      url: `/api/scheduling-links/${twice}/${encodeURIComponent(link.type)}`,
      cookie: null,
    });
    check.verdict(
      'getPublicSchedulingLink',
      '[security: decode-once] a double-encoded prefix (%252D) is not the link',
      decoded.status === 404
        ? null
        : { path: 'status', expected: '404 (decoded once: %2D)', got: String(decoded.status) },
    );
  }
}

/**
 * [security: plain-text] CR/LF, U+2028/U+2029, NUL and bidi overrides in names and titles are a 400;
 * [security: real-dates] impossible dates are a 400, never rolled over.
 */
export async function inputChecks(
  check: Checker,
  host: Session,
  link: { user: string; type: string },
): Promise<void> {
  // In the past, so a server that skips the check cannot book it either (409 instead of 400).
  const start = '2020-01-06T15:00:00.000Z';
  const base = {
    title: 'Conformance',
    description: '',
    startTime: start,
    endTime: '2020-01-06T15:30:00.000Z',
    attendeeEmail: 'conformance.visitor@example.com',
    attendeeName: 'Conformance Kit',
  };
  for (const [what, patch] of [
    ['a title with CR/LF (mail header injection)', { title: 'Chat\r\nBcc: victim@example.org' }],
    ['a name with NUL', { attendeeName: 'Conformance\u0000Kit' }],
    ['a name with a bidi override', { attendeeName: 'Kit \u202Eecnamrofnoc' }],
    ['a name with a line separator (U+2028)', { attendeeName: 'Conformance\u2028Kit' }],
    ['a title with a paragraph separator (U+2029)', { title: 'Conformance\u2029Kit' }],
    ['a start on 30 February', { startTime: '2027-02-30T15:00:00Z' }],
  ] as const) {
    await check.expect(
      'bookSlot',
      `[security: ${what.includes('February') ? 'real-dates' : 'plain-text'}] 400 for ${what}`,
      { as: null, params: link, json: { ...base, ...patch } },
      400,
    );
  }
  // Date-times: each range would be a valid week if its start were rolled over.
  for (const [startDate, endDate] of [
    ['2027-02-30T05:00:00Z', '2027-03-08T05:00:00Z'],
    ['2026-11-01T24:00:00Z', '2026-11-08T05:00:00Z'],
  ] as const) {
    await check.expect(
      'listMeetings',
      `[security: real-dates] 400 for startDate=${startDate}`,
      { as: host, query: { startDate, endDate } },
      400,
      (a) =>
        /RFC 3339/.test(JSON.stringify(a.body))
          ? null
          : { path: '$.error', expected: 'a message naming RFC 3339', got: JSON.stringify(a.body) },
    );
  }
  // The goals week is a date: 2027-02-29 would roll over to Monday 2027-03-01.
  for (const value of ['2027-02-29', '2027-02-30']) {
    await check.expect(
      'getWeeklyGoals',
      `[security: real-dates] 400 for weekStartDate=${value}`,
      { as: host, query: { weekStartDate: value } },
      400,
      (a) =>
        /YYYY-MM-DD/.test(JSON.stringify(a.body))
          ? null
          : {
              path: '$.error',
              expected: 'a message naming YYYY-MM-DD',
              got: JSON.stringify(a.body),
            },
    );
  }
}

/**
 * [security: oauth-state] each Google navigation puts a fresh unguessable `state` (≥ 128 bits:
 * 22 base64url characters) in the consent URL and binds it to the browser with a short-lived
 * `HttpOnly; SameSite=Lax` cookie. The callback's refusal happens behind Google, where the kit
 * cannot go; the mock's own tests cover it (conformance/mock-security.test.ts).
 */
export async function oauthStateChecks(check: Checker, host: Session): Promise<void> {
  const rule = oauthStateRule();
  for (const round of ['first', 'second']) {
    await check.expect(
      'startGoogleSignIn',
      `[security: oauth-state] 302 with a state bound by a cookie (${round} start)`,
      { as: null },
      302,
      rule('sign-in'),
    );
  }
  await check.expect(
    'connectAdditionalCalendar',
    '[security: oauth-state] 302 with a state bound by a cookie',
    { as: host },
    302,
    rule('connect a calendar'),
  );
}
