/**
 * Preferences (contract tag `user`): read, analyse, save the kit's test preferences, the invalid
 * saves answered 400, and at the end of the run the host's own preferences put back.
 */
import { firstDifference, pick } from '../compare';
import { EDITABLE, type Run, type SavedPreferences, type Schemas, type Undo } from '../core';
import { versionChecks } from '../version-checks';

type Preferences = Schemas['Preferences'];
type PreferencesInput = Schemas['PreferencesInput'];

/** The preferences the kit saves: every day open 8 to 20 in a half-hour zone, a 10-minute buffer. */
function testPreferences(): PreferencesInput {
  const day = { enabled: true, startHour: 8, endHour: 20 };
  return {
    timePreference: 'both',
    timezone: 'Asia/Kolkata',
    dayAvailability: { '0': day, '1': day, '2': day, '3': day, '4': day, '5': day, '6': day },
    bufferTime: 10,
    noBufferNeeded: false,
  };
}

const FILE = 'conformance/areas/preferences.ts';

/**
 * Reads, analyses and saves the kit's test preferences (recording the host's own in `undo`);
 * answers what it saved and the host's zone.
 */
export async function preferences(run: Run, undo: Undo): Promise<SavedPreferences> {
  const check = run.checker(FILE);
  run.log('preferences');
  const original = await check.expect(
    'getPreferences',
    'the host’s preferences',
    { as: run.host },
    200,
  );
  undo.originalPreferences = (original?.body as Preferences | undefined) ?? null;
  const originalZone = undo.originalPreferences?.timezone ?? 'UTC';

  const analysed = await check.expect(
    'analyzeCalendar',
    'analyses and stores',
    { as: run.host },
    200,
    (a) => {
      const result = a.body as Schemas['AnalysisResult'];
      return result.lastAnalyzedAt === null
        ? { path: '$.lastAnalyzedAt', expected: 'the time of this analysis', got: 'null' }
        : null;
    },
  );
  const analysis = analysed?.body as Schemas['AnalysisResult'] | undefined;
  if (analysis) {
    await check.expect(
      'getPreferences',
      'reads back the stored analysis',
      { as: run.host },
      200,
      (a) =>
        firstDifference(
          pick(analysis, [...EDITABLE, 'totalMeetingsAnalyzed', 'lastAnalyzedAt']),
          a.body,
        ),
    );
  }

  const saved = testPreferences();
  undo.preferencesTouched = true;
  const stored = await check.expect(
    'updatePreferences',
    'saves and answers the stored preferences',
    { as: run.host, json: saved },
    200,
    (a) => {
      const stored = a.body as Preferences;
      return (
        firstDifference(saved, stored) ??
        (analysis
          ? firstDifference(pick(analysis, ['totalMeetingsAnalyzed', 'lastAnalyzedAt']), stored)
          : null)
      );
    },
  );
  if (!stored) {
    run.blocked(
      check,
      ['bookSlot', 'getBusySlots'],
      'the test preferences could not be saved (updatePreferences failed)',
    );
    return { saved: null, timezone: originalZone };
  }
  await check.expect(
    'getPreferences',
    'saved preferences read back equal',
    { as: run.host },
    200,
    (a) => firstDifference(saved, a.body),
  );

  // The contract's input rules and closed objects: each answered 400, nothing stored.
  const day = (over: Record<string, unknown>) => ({
    ...saved,
    dayAvailability: { ...saved.dayAvailability, ...over },
  });
  const { ['3']: _dropped, ...sixDays } = saved.dayAvailability;
  const invalid: [string, unknown][] = [
    ['bufferTime above 120', { ...saved, bufferTime: 121 }],
    ['negative bufferTime', { ...saved, bufferTime: -1 }],
    ['non-numeric bufferTime', { ...saved, bufferTime: '15' }],
    ['fractional bufferTime', { ...saved, bufferTime: 7.5 }],
    ['empty bufferTime', { ...saved, bufferTime: null }],
    ['an unknown time zone', { ...saved, timezone: 'Mars/Olympus_Mons' }],
    ['a missing weekday', { ...saved, dayAvailability: sixDays }],
    ['startHour 24', day({ '1': { enabled: true, startHour: 24, endHour: 17 } })],
    ['negative endHour', day({ '2': { enabled: true, startHour: 9, endHour: -1 } })],
    [
      'ranges that overlap',
      day({
        '1': {
          enabled: true,
          startHour: 9,
          endHour: 12,
          ranges: [
            { start: 540, end: 720 },
            { start: 690, end: 900 },
          ],
        },
      }),
    ],
    [
      'a range ending before it starts',
      day({ '2': { enabled: true, startHour: 9, endHour: 9, ranges: [{ start: 600, end: 540 }] } }),
    ],
    [
      'a range off the quarter hours',
      day({
        '3': { enabled: true, startHour: 9, endHour: 10, ranges: [{ start: 545, end: 600 }] },
      }),
    ],
    [
      'a range past midnight',
      day({
        '4': { enabled: true, startHour: 23, endHour: 23, ranges: [{ start: 1380, end: 1455 }] },
      }),
    ],
    [
      'an empty list of ranges',
      day({ '5': { enabled: true, startHour: 9, endHour: 17, ranges: [] } }),
    ],
    ['an unknown timePreference', { ...saved, timePreference: 'evening' }],
    [
      'a missing field',
      pick(saved, ['timePreference', 'timezone', 'dayAvailability', 'bufferTime']),
    ],
    ['the read-only slackId', { ...saved, slackId: 'U123' }],
  ];
  for (const [what, json] of invalid) {
    await check.expect('updatePreferences', `400 for ${what}`, { as: run.host, json }, 400);
  }
  await check.expect(
    'updatePreferences',
    '400 for malformed JSON',
    { as: run.host, raw: '{"timePreference":' },
    400,
  );
  await check.expect(
    'getPreferences',
    'unchanged after the rejected saves',
    { as: run.host },
    200,
    (a) => firstDifference(saved, a.body),
  );

  // Versions: a stale save is refused and changes nothing; the run goes on with `saved` stored.
  const other = { ...saved, bufferTime: 20 };
  await versionChecks(check, {
    write: { operationId: 'updatePreferences', call: (json) => ({ as: run.host, json }) },
    read: { operationId: 'getPreferences', call: { as: run.host } },
    first: { json: other, shows: other },
    second: { json: saved, shows: saved },
  });
  await notificationChecks(check, run, saved, undo.originalPreferences?.notifications);
  return { saved, timezone: saved.timezone };
}

/**
 * The host's message switches (`notifications`): a switch turned off is stored and read back, a
 * save that leaves them out keeps them, a switch that is not a boolean or not known is a 400; at
 * the end the host's own switches are put back (every one on when they had none).
 */
async function notificationChecks(
  check: ReturnType<Run['checker']>,
  run: Run,
  saved: PreferencesInput,
  original: Schemas['HostNotifications'] | undefined,
): Promise<void> {
  const off = { newBooking: false, expired: false };
  const offAnswered = (body: unknown) => {
    const got = (body as Preferences).notifications;
    return got?.newBooking === false && got.expired === false && got.request !== false
      ? null
      : {
          path: '$.notifications',
          expected: 'newBooking and expired off, request on',
          got: JSON.stringify(got),
        };
  };
  await check.expect(
    'updatePreferences',
    'stores the switches turned off',
    { as: run.host, json: { ...saved, notifications: off } },
    200,
    (a) => offAnswered(a.body),
  );
  await check.expect(
    'updatePreferences',
    'a save without notifications keeps the stored switches',
    { as: run.host, json: saved },
    200,
    (a) => offAnswered(a.body),
  );
  await check.expect('getPreferences', 'reads the switches back', { as: run.host }, 200, (a) =>
    offAnswered(a.body),
  );
  for (const [what, notifications] of [
    ['a switch that is not a boolean', { newBooking: 'no' }],
    ['an unknown switch', { sms: false }],
  ] as const) {
    await check.expect(
      'updatePreferences',
      `400 for ${what}`,
      { as: run.host, json: { ...saved, notifications } },
      400,
    );
  }
  const back = original ?? {
    newBooking: true,
    request: true,
    reschedule: true,
    cancel: true,
    expired: true,
  };
  await check.expect(
    'updatePreferences',
    'puts the host’s own switches back',
    { as: run.host, json: { ...saved, notifications: back } },
    200,
    (a) => firstDifference({ notifications: back }, a.body),
  );
}

/** Puts the host's own preferences back (the end of the run), when the kit saved its own. */
export async function restorePreferences(run: Run, undo: Undo): Promise<void> {
  const check = run.checker(FILE);
  if (!undo.preferencesTouched) return;
  const original = undo.originalPreferences;
  const body = original ? (pick(original, EDITABLE) as PreferencesInput) : null;
  const invalid = body
    ? run.contract.check('#/components/schemas/PreferencesInput', body, 'request')
    : { path: '$', expected: 'the preferences read at the start', got: 'nothing' };
  if (!body || invalid) {
    const why = invalid ?? { path: '$', expected: 'usable preferences', got: 'nothing' };
    check.fail('updatePreferences', 'restores the original preferences', {
      path: why.path,
      expected: 'the original preferences, to put them back',
      got: `none usable (${why.expected}, got ${why.got}): the host's preferences stay as the kit saved them`,
    });
    return;
  }
  await check.expect(
    'updatePreferences',
    'restores the original preferences',
    { as: run.host, json: body },
    200,
    (a) => firstDifference(body, a.body),
  );
}
