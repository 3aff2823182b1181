/** Contract tag `user`: connected calendars and meeting preferences (with the analysis). */
import { hostHttp } from './handler';
import {
  CalendarParamSchema,
  PreferencesInputSchema,
  validate,
} from '../../src/domain/api-schemas';
import { hasRequiredScopes } from '../auth';
import { now } from '../clock';
import { db } from '../db';
import { analyzeMeetings } from '../simulation/analyze';
import { apiError, invalid } from '../errors';
import { newTimeOffInPast } from './time-off-rule';
import { preconditionHolds, readIfMatch, versionConflict, versionOf } from '../versions';
import {
  connectedCalendars,
  hostPreferences,
  pathParam,
  primaryCalendar,
  readBody,
  recordActivity,
  toPreferences,
  withLock,
} from './shared';

/** The phrase the app reacts to; both 409 answers of analyze contain it. */
const NOT_CONNECTED_TEXT = 'Google Calendar not connected';
export const NOT_CONNECTED = apiError('calendar_not_connected', NOT_CONNECTED_TEXT);
export const NOT_CONNECTED_EXPIRED = apiError(
  'calendar_auth_expired',
  `${NOT_CONNECTED_TEXT}: the authentication expired. Please reconnect your calendar.`,
);

export const userHandlers = [
  hostHttp.get('/api/user/connected-calendars', async ({ response, user }) => {
    return response(200).json(connectedCalendars(user.id));
  }),

  hostHttp.delete(
    '/api/user/connected-calendars/{calendar}',
    async ({ params, response, user }) => {
      const parsed = validate(CalendarParamSchema, pathParam(params.calendar));
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      const email = parsed.output.toLowerCase();
      if (primaryCalendar(user.id)?.email.toLowerCase() === email) {
        return response(400).json(
          apiError('primary_calendar_required', 'The primary calendar cannot be disconnected'),
        );
      }
      const calendar = db.calendars.findFirst((q) =>
        q.where(
          (c) => c.userId === user.id && c.kind === 'personal' && c.email.toLowerCase() === email,
        ),
      );
      if (!calendar) return response(404).json(apiError('not_found', 'Calendar not found'));
      db.calendars.delete(calendar);
      await recordActivity(
        user.id,
        'calendar_disconnected',
        `Calendar ${calendar.email} disconnected`,
      );
      return response(200).json(connectedCalendars(user.id));
    },
  ),

  hostHttp.get('/api/user/preferences', async ({ response, user }) => {
    return response(200).json(hostPreferences(user));
  }),

  hostHttp.put('/api/user/preferences', async ({ request, response, user }) => {
    const body = await readBody(request, PreferencesInputSchema);
    if (!body.success) return response(400).json(invalid(body.error));
    const input = body.output;
    const pastTimeOff = newTimeOffInPast(user.id, input.timeOff, input.timezone);
    if (pastTimeOff) return response(400).json(invalid(pastTimeOff.message, pastTimeOff.field));
    const precondition = readIfMatch(request);
    const outcome = await withLock(`preferences:${user.id}`, async () => {
      const existing = db.preferences.findFirst((q) => q.where({ userId: user.id }));
      // A host who never saved holds the defaults, version 1.
      const version = existing ? versionOf(existing) : 1;
      if (!preconditionHolds(precondition, version)) return { kind: 'stale' } as const;
      const updatedAt = now().toISOString();
      if (existing) {
        const held = toPreferences(existing);
        const { timePreference, timezone, dayAvailability, bufferTime, noBufferNeeded } = held;
        // Lists left out (older clients) keep the stored ones.
        const timeOff = input.timeOff ?? held.timeOff;
        const dateOverrides = input.dateOverrides ?? held.dateOverrides;
        const notifications = input.notifications ?? held.notifications;
        const unchanged =
          JSON.stringify({
            timePreference,
            timezone,
            dayAvailability,
            bufferTime,
            noBufferNeeded,
            timeOff: held.timeOff,
            dateOverrides: held.dateOverrides,
            notifications: held.notifications,
          }) ===
          JSON.stringify({
            timePreference: input.timePreference,
            timezone: input.timezone,
            dayAvailability: input.dayAvailability,
            bufferTime: input.bufferTime,
            noBufferNeeded: input.noBufferNeeded,
            timeOff,
            dateOverrides,
            notifications,
          });
        // The same values again (another tab's echo) are not a change: the version stays.
        if (unchanged) return { kind: 'saved', stored: existing, changed: false } as const;
        const stored = await db.preferences.update(existing, {
          data(p) {
            p.timePreference = input.timePreference;
            p.timezone = input.timezone;
            p.dayAvailability = input.dayAvailability;
            p.bufferTime = input.bufferTime;
            p.noBufferNeeded = input.noBufferNeeded;
            p.timeOff = timeOff;
            p.dateOverrides = dateOverrides;
            if (notifications) p.notifications = { ...notifications };
            p.updatedAt = updatedAt;
            p.version = version + 1;
          },
        });
        return { kind: 'saved', stored, changed: true } as const;
      }
      const stored = await db.preferences.create({
        userId: user.id,
        ...input,
        timeOff: input.timeOff ?? [],
        dateOverrides: input.dateOverrides ?? [],
        totalMeetingsAnalyzed: 0,
        lastAnalyzedAt: null,
        slackId: null,
        updatedAt,
        version: version + 1,
      });
      return { kind: 'saved', stored, changed: true } as const;
    });
    if (outcome.kind === 'stale') return response(412).json(versionConflict(hostPreferences(user)));
    if (outcome.changed)
      await recordActivity(user.id, 'preferences_updated', 'Meeting preferences updated');
    return response(200).json(
      outcome.stored ? toPreferences(outcome.stored) : hostPreferences(user),
    );
  }),

  hostHttp.post('/api/user/preferences/analyze', async ({ request, response, user }) => {
    const primary = primaryCalendar(user.id);
    if (!primary || !hasRequiredScopes(user)) return response(409).json(NOT_CONNECTED);
    if (primary.authExpired) return response(409).json(NOT_CONNECTED_EXPIRED);

    // `apply=false` only proposes: the analysis is recorded, the host's settings stay.
    const apply = new URL(request.url).searchParams.get('apply') !== 'false';
    const current = hostPreferences(user);
    const at = now();
    const meetings = db.meetings.findMany((q) =>
      q.where({ userId: user.id, calendarEmail: primary.email }),
    );
    const result = analyzeMeetings({ meetings, current, now: at, zone: primary.timeZone });
    const lastAnalyzedAt = at.toISOString();
    const stored = await withLock(`preferences:${user.id}`, async () => {
      const existing = db.preferences.findFirst((q) => q.where({ userId: user.id }));
      const version = (existing ? versionOf(existing) : 1) + 1;
      const recorded = {
        totalMeetingsAnalyzed: result.totalMeetingsAnalyzed,
        lastAnalyzedAt,
        updatedAt: lastAnalyzedAt,
        version,
      };
      const values = apply ? { ...result.preferences, ...recorded } : recorded;
      if (existing) {
        return db.preferences.update(existing, {
          data(p) {
            Object.assign(p, values);
          },
        });
      }
      const { timePreference, timezone, dayAvailability, bufferTime, noBufferNeeded } = current;
      return db.preferences.create({
        userId: user.id,
        slackId: null,
        timePreference,
        timezone,
        dayAvailability,
        bufferTime,
        noBufferNeeded,
        ...values,
      });
    });
    await recordActivity(
      user.id,
      'preferences_updated',
      `Calendar analysed: ${result.totalMeetingsAnalyzed} meetings`,
    );
    const preferences = stored ? toPreferences(stored) : hostPreferences(user);
    return response(200).json({
      ...preferences,
      ...(apply ? {} : result.preferences),
      applied: apply,
      workingDays: result.workingDays,
      workingHoursStart: result.workingHoursStart,
      workingHoursEnd: result.workingHoursEnd,
      evidence: result.evidence,
    });
  }),
];
