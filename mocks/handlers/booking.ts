/**
 * Contract tag `booking`: the public calls of the booking page (no session). The book handler
 * re-runs the app's own slot engine (`src/domain/slots.ts`) on the server side and books only a
 * slot the engine offers at that moment; the check and the insert run under a per-host lock, so
 * of any number of simultaneous requests for one slot exactly one succeeds.
 */
import {
  BookingRequestSchema,
  BusySlotsRequestSchema,
  isSlugSegment,
} from '../../src/domain/api-schemas';
import { DEFAULT_LINK_DESCRIPTIONS } from '../../src/domain/links';
import { bookingWindow, isSlotAvailable, type SlotPreferences } from '../../src/domain/slots';
import { hasRequiredScopes } from '../auth';
import { now } from '../clock';
import { db, type LinkRecord, type UserRecord } from '../db';
import { newId } from '../random';
import { localParts } from '../time';
import {
  hostPreferences,
  http,
  latency,
  LINK_NOT_FOUND,
  pathParam,
  primaryCalendar,
  readBody,
  recordActivity,
  visibleMeetings,
  withLock,
} from './shared';

export const AUTH_EXPIRED_FOR_HOST = 'Google Calendar authentication expired for this host';
export const AUTH_MISSING_FOR_HOST = 'Google Calendar authentication is missing for this host';
export const SLOT_TAKEN = 'This time slot is no longer available. Please choose another time.';

const DAY = 86_400_000;

function findLink(
  user: string | readonly string[] | undefined,
  type: string | readonly string[] | undefined,
): { link: LinkRecord; host: UserRecord } | null {
  const prefix = pathParam(user);
  const suffix = pathParam(type);
  // The slug pattern holds for path parameters too: anything else is an unknown slug.
  if (!isSlugSegment(prefix) || !isSlugSegment(suffix)) return null;
  const slug = `${prefix}/${suffix}`;
  const link = db.links.findFirst((q) => q.where({ slug }));
  if (!link) return null;
  const host = db.users.findFirst((q) => q.where({ id: link.userId }));
  return host ? { link, host } : null;
}

/** Why the host's calendar cannot be read right now, or null when it can. */
function calendarProblem(host: UserRecord): string | null {
  const primary = primaryCalendar(host.id);
  if (!primary || !hasRequiredScopes(host)) return AUTH_MISSING_FOR_HOST;
  if (primary.authExpired) return AUTH_EXPIRED_FOR_HOST;
  return null;
}

function slotPreferences(host: UserRecord): SlotPreferences {
  const p = hostPreferences(host);
  return {
    timePreference: p.timePreference,
    timezone: p.timezone,
    dayAvailability: p.dayAvailability,
    bufferTime: p.bufferTime,
    noBufferNeeded: p.noBufferNeeded,
  };
}

/** Busy intervals of the host overlapping [from, to): merged, sorted, not widened. */
function busyIntervals(
  host: UserRecord,
  from: number,
  to: number,
): { start: number; end: number }[] {
  const intervals = visibleMeetings(host.id, from, to)
    .map((m) => ({ start: Date.parse(m.startTime), end: Date.parse(m.endTime) }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: { start: number; end: number }[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

function formatForHost(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export const bookingHandlers = [
  http.get('/api/scheduling-links/{user}/{type}', async ({ params, response }) => {
    await latency();
    const found = findLink(params.user, params.type);
    if (!found) return response(404).json(LINK_NOT_FOUND);
    const { link, host } = found;
    const prefs = hostPreferences(host);
    const window = bookingWindow(link.type, now(), prefs.timezone);
    return response(200).json({
      slug: link.slug,
      type: link.type,
      defaultDuration: link.defaultDuration,
      name: link.name,
      description: DEFAULT_LINK_DESCRIPTIONS[link.type],
      customDescription: link.customDescription,
      host: { name: host.name, picture: host.picture },
      owner: { name: host.name, email: host.email },
      preferences: { timePreference: prefs.timePreference },
      startDate: window.start.toISOString(),
      endDate: window.end.toISOString(),
    });
  }),

  http.post(
    '/api/scheduling-links/{user}/{type}/busy-slots',
    async ({ request, params, response }) => {
      await latency();
      const found = findLink(params.user, params.type);
      if (!found) return response(404).json(LINK_NOT_FOUND);
      const body = await readBody(request, BusySlotsRequestSchema);
      if (!body.success) return response(400).json({ error: body.error });
      const problem = calendarProblem(found.host);
      if (problem) return response(409).json({ error: problem });
      const prefs = slotPreferences(found.host);
      // Visitors learn nothing outside the booking window: a range outside it is a 400, an
      // overlapping one is answered for the overlap only, intervals cut at its edges.
      const window = bookingWindow(found.link.type, now(), prefs.timezone);
      const from = Math.max(Date.parse(body.output.startDate), window.start.getTime());
      const to = Math.min(Date.parse(body.output.endDate) + 1, window.end.getTime());
      if (from >= to) {
        return response(400).json({
          error: `The range must overlap the booking window (${window.start.toISOString()} to ${window.end.toISOString()})`,
        });
      }
      return response(200).json({
        busySlots: busyIntervals(found.host, from, to).map((b) => ({
          start: new Date(Math.max(b.start, from)).toISOString(),
          end: new Date(Math.min(b.end, to)).toISOString(),
        })),
        preferences: {
          bufferTime: prefs.bufferTime,
          noBufferNeeded: prefs.noBufferNeeded,
          timezone: prefs.timezone,
          dayAvailability: hostPreferences(found.host).dayAvailability,
        },
      });
    },
  ),

  http.post('/api/scheduling-links/{user}/{type}/book', async ({ request, params, response }) => {
    await latency();
    const found = findLink(params.user, params.type);
    if (!found) return response(404).json(LINK_NOT_FOUND);
    const body = await readBody(request, BookingRequestSchema);
    if (!body.success) return response(400).json({ error: body.error });
    const { link, host } = found;
    const input = body.output;
    const start = Date.parse(input.startTime);
    const end = Date.parse(input.endTime);
    if (end - start !== link.defaultDuration * 60_000) {
      return response(400).json({ error: `The meeting must last ${link.defaultDuration} minutes` });
    }
    const prefs = slotPreferences(host);
    const local = localParts(start, prefs.timezone);
    if (local.minute % 30 !== 0 || local.second !== 0 || start % 1000 !== 0) {
      return response(400).json({ error: 'Meetings must start on the hour or half hour' });
    }
    const problem = calendarProblem(host);
    if (problem) return response(409).json({ error: problem });

    const outcome = await withLock(`book:${host.id}`, async () => {
      const at = now();
      const busy = busyIntervals(host, start - DAY, end + DAY);
      const free = isSlotAvailable(
        {
          type: link.type,
          duration: link.defaultDuration,
          preferences: prefs,
          busy,
          visitorTimeZone: 'UTC',
          now: at,
        },
        input.startTime,
        input.endTime,
      );
      if (!free) return null;
      const meetingId = newId('evt');
      const bookingId = newId('bkg');
      const createdAt = at.toISOString();
      await db.meetings.create({
        id: meetingId,
        userId: host.id,
        calendarEmail: primaryCalendar(host.id)?.email ?? host.email,
        title: input.title,
        description: input.description,
        startTime: input.startTime,
        endTime: input.endTime,
        source: 'booking',
        attendees: [{ name: input.attendeeName, email: input.attendeeEmail }],
      });
      const booking = await db.bookings.create({
        id: bookingId,
        linkId: link.id,
        slug: link.slug,
        hostUserId: host.id,
        meetingId,
        title: input.title,
        description: input.description,
        startTime: input.startTime,
        endTime: input.endTime,
        attendeeName: input.attendeeName,
        attendeeEmail: input.attendeeEmail,
        createdAt,
      });
      const when = formatForHost(input.startTime, prefs.timezone);
      await db.invitations.create({
        id: newId('inv'),
        bookingId,
        to: input.attendeeEmail,
        subject: `Invitation: ${input.title} @ ${when}`,
        body:
          `Hi ${input.attendeeName},\n\n${host.name} has scheduled "${input.title}" with you on ${when} ` +
          `(${link.defaultDuration} minutes). The event is in ${host.name}'s calendar and includes all ` +
          `meeting details.${input.description ? `\n\n${input.description}` : ''}\n\n— Slotwise`,
        sentAt: createdAt,
      });
      return booking;
    });
    if (!outcome) return response(409).json({ error: SLOT_TAKEN });
    await recordActivity(
      host.id,
      'meeting_booked',
      `${outcome.attendeeName} booked "${link.name}" on ${formatForHost(outcome.startTime, prefs.timezone)}`,
    );
    return response(201).json({
      id: outcome.id,
      meetingId: outcome.meetingId,
      slug: outcome.slug,
      title: outcome.title,
      startTime: outcome.startTime,
      endTime: outcome.endTime,
      attendeeName: outcome.attendeeName,
      attendeeEmail: outcome.attendeeEmail,
      status: 'confirmed',
      invitationSentTo: outcome.attendeeEmail,
      createdAt: outcome.createdAt,
    });
  }),
];
