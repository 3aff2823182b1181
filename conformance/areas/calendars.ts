/**
 * Calendars (contract tag `user`, and `auth` for the consent redirect): the connected calendars,
 * connecting and disconnecting one, and (mock only) the answers of an expired Google grant.
 */
import { withCode, type Checker } from '../checker';
import { preview, type Difference } from '../contract';
import type { Run, Schemas, Spare } from '../core';

type Calendars = Schemas['ConnectedCalendars'];
type CurrentUser = Schemas['CurrentUser'];

const FILE = 'conformance/areas/calendars.ts';

export async function calendars(run: Run, { me }: { me: CurrentUser }): Promise<void> {
  const check = run.checker(FILE);
  run.log('calendars');
  const listed = await check.expect(
    'getConnectedCalendars',
    'the primary calendar is the host’s account',
    { as: run.host },
    200,
    (a) =>
      (a.body as Calendars).primary.email.toLowerCase() !== me.email.toLowerCase()
        ? {
            path: '$.primary.email',
            expected: me.email,
            got: (a.body as Calendars).primary.email,
          }
        : null,
  );
  await check.expect(
    'connectAdditionalCalendar',
    '302 to the consent screen',
    { as: run.host },
    302,
  );
  const calendars = listed?.body as Calendars | undefined;
  if (calendars) {
    await check.expect(
      'disconnectCalendar',
      '400 for the primary calendar',
      { as: run.host, params: { calendar: calendars.primary.email } },
      400,
      withCode('primary_calendar_required'),
    );
  }
  await check.expect(
    'disconnectCalendar',
    '400 for a value that is not an e-mail address',
    { as: run.host, params: { calendar: 'not-an-email' } },
    400,
  );
  await check.expect(
    'disconnectCalendar',
    '404 for a calendar that is not connected',
    { as: run.host, params: { calendar: `nobody.${run.runId}@example.org` } },
    404,
  );

  let extra = run.options.disconnectCalendar ?? null;
  if (!extra && run.mock) {
    // The mock's consent page connects an additional calendar, as Google would after consent.
    extra = `conformance.${run.runId}@example.org`;
    await run.http.send({
      method: 'POST',
      url: '/__mock/consent',
      cookie: run.host.cookie,
      json: { flow: 'calendar', email: me.email, connectEmail: extra, grantScopes: true },
    });
    await check.expect(
      'getConnectedCalendars',
      'lists a newly connected calendar',
      { as: run.host },
      200,
      (a) =>
        (a.body as Calendars).additional.some((c) => c.email === extra)
          ? null
          : {
              path: '$.additional',
              expected: `to include ${extra}`,
              got: preview((a.body as Calendars).additional),
            },
    );
  }
  if (!extra) {
    check.skip(
      'disconnectCalendar',
      '200 answers the remaining calendars',
      'disconnecting forgets a real calendar’s tokens; pass --disconnect-calendar EMAIL to allow it',
    );
    return;
  }
  const email = extra;
  await check.expect(
    'disconnectCalendar',
    '200 answers the remaining calendars',
    { as: run.host, params: { calendar: email } },
    200,
    (a) =>
      (a.body as Calendars).additional.some((c) => c.email === email)
        ? {
            path: '$.additional',
            expected: `without ${email}`,
            got: preview((a.body as Calendars).additional),
          }
        : null,
  );
  await check.expect(
    'disconnectCalendar',
    '404 once disconnected',
    { as: run.host, params: { calendar: email } },
    404,
  );
}

/**
 * The 409s that need the host's Google authorisation to have expired. Only the mock can be put
 * in that state on request (`/__mock/calendar-auth`); against another server these answers are
 * listed as not exercised.
 */
export async function expiredGrant(run: Run, { spare }: { spare: Spare | null }): Promise<void> {
  const check = run.checker(FILE);
  if (!run.mock || !spare) return;
  run.log('an expired Google authorisation (mock only)');
  const { slot, params, range } = spare;
  const expire = (expired: boolean) =>
    run.http.send({
      method: 'POST',
      url: '/__mock/calendar-auth',
      cookie: run.host.cookie,
      json: { expired },
    });
  const expired = await expire(true);
  if (expired.status !== 200) return;
  try {
    await calendarStatusIs(run, check, 'reconnect_required');
    await check.expect(
      'analyzeCalendar',
      '409 when the calendar cannot be read',
      { as: run.host },
      409,
      withCode('calendar_auth_expired'),
    );
    await check.expect(
      'getBusySlots',
      '409 when the host’s calendar cannot be read',
      { as: null, params, json: range },
      409,
      withCode('calendar_auth_expired'),
    );
    await check.expect(
      'bookSlot',
      '409 for a free slot when the host’s calendar cannot be read',
      {
        as: null,
        params,
        json: {
          title: 'Conformance Kit',
          description: '',
          startTime: slot.start,
          endTime: slot.end,
          attendeeEmail: `conformance.visitor+${run.runId}@example.com`,
          attendeeName: 'Conformance Kit',
        },
      },
      409,
      withCode('calendar_auth_expired'),
    );
  } finally {
    await expire(false);
  }
  await check.expect(
    'getBusySlots',
    'answers again once the grant is repaired',
    { as: null, params, json: range },
    200,
  );
  await calendarStatusIs(run, check, 'connected');
}

/** The session and the primary calendar both report the grant's state (the app's banner). */
async function calendarStatusIs(
  run: Run,
  check: Checker,
  status: 'connected' | 'reconnect_required',
): Promise<void> {
  const field = (at: string, got: unknown): Difference | null =>
    got === status
      ? null
      : { path: at, expected: JSON.stringify(status), got: JSON.stringify(got) };
  await check.expect('getCurrentUser', `calendarStatus is ${status}`, { as: run.host }, 200, (a) =>
    field('$.calendarStatus', (a.body as { calendarStatus?: unknown }).calendarStatus),
  );
  await check.expect(
    'getConnectedCalendars',
    `the primary calendar's status is ${status}`,
    { as: run.host },
    200,
    (a) =>
      field('$.primary.status', (a.body as { primary?: { status?: unknown } }).primary?.status),
  );
}
