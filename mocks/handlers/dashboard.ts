/** Contract tag `dashboard` (the workflow calls live in `workflows.ts`). */
import { hostHttp } from './handler';
import { ActivityQuerySchema, MeetingsQuerySchema } from '../../src/domain/api-schemas';
import { hasRequiredScopes } from '../auth';
import { now } from '../clock';
import { db } from '../db';
import { dayStart, weekStart } from '../time';
import { invalid } from '../errors';
import {
  calendarColors,
  hostPreferences,
  primaryCalendar,
  readQuery,
  toMeeting,
  bookingIdsByMeeting,
  tentativeMeetingIds,
  visibleMeetings,
} from './shared';
import { focusMeetings } from './focus-time';
import { DAY_MS, HOUR_MS } from '../../src/domain/civil-date';

export const dashboardHandlers = [
  hostHttp.get('/api/dashboard/metrics', async ({ response, user }) => {
    const zone = hostPreferences(user).timezone;
    const from = dayStart(now(), zone);
    const to = dayStart(from + DAY_MS + 3 * HOUR_MS, zone);
    const todayMeetings = visibleMeetings(user.id).filter((m) => {
      const start = Date.parse(m.startTime);
      return start >= from && start < to;
    }).length;
    // "Connected Users — With Google Calendar": accounts whose primary calendar is usable.
    const activeUsers = db.users.all().filter((u) => {
      const primary = primaryCalendar(u.id);
      return primary !== undefined && !primary.authExpired && hasRequiredScopes(u);
    }).length;
    return response(200).json({ todayMeetings, activeUsers });
  }),

  hostHttp.get('/api/dashboard/meetings', async ({ request, response, user }) => {
    const query = readQuery(request, MeetingsQuerySchema);
    if (!query.success) return response(400).json(invalid(query.error));
    let from: number;
    let to: number;
    if (query.output.startDate !== undefined && query.output.endDate !== undefined) {
      from = Date.parse(query.output.startDate);
      // The range is inclusive of endDate: a meeting starting exactly then still overlaps.
      to = Date.parse(query.output.endDate) + 1;
    } else {
      from = weekStart(now(), hostPreferences(user).timezone);
      to = from + 7 * DAY_MS;
    }
    const colors = calendarColors(user.id);
    const bookingIds = bookingIdsByMeeting(user.id);
    const tentative = tentativeMeetingIds(user.id);
    // Focus blocks are listed among the meetings, `kind: focus`.
    const meetings = [
      ...visibleMeetings(user.id, from, to).map((m) => toMeeting(m, colors, bookingIds, tentative)),
      ...focusMeetings(user.id, from, to),
    ].sort(
      (a, b) =>
        a.startTime.localeCompare(b.startTime) ||
        a.endTime.localeCompare(b.endTime) ||
        a.id.localeCompare(b.id),
    );
    return response(200).json(meetings);
  }),

  hostHttp.get('/api/dashboard/status', async ({ response }) => {
    return response(200).json({
      status: 'ok',
      checkedAt: new Date(Math.floor(now().getTime() / 60_000) * 60_000).toISOString(),
      services: { google: 'up', slack: 'up', openai: 'up' },
    });
  }),

  hostHttp.get('/api/dashboard/activity', async ({ request, response, user }) => {
    const query = readQuery(request, ActivityQuerySchema);
    if (!query.success) return response(400).json(invalid(query.error));
    const entries = db.activities
      .findMany((q) => q.where({ userId: user.id }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice(0, query.output.limit)
      .map((a) => ({ id: a.id, type: a.type, message: a.message, createdAt: a.createdAt }));
    return response(200).json(entries);
  }),
];
