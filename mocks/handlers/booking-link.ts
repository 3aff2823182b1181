/**
 * Contract tag `booking`, the link's public page (no session): the link as the visitor sees it
 * and its busy times within the booking window. Nothing of a booking is told here.
 */
import { publicHttp } from './handler';
import { BusySlotsRequestSchema, isSlugSegment } from '../../src/domain/api-schemas';
import { DEFAULT_LINK_DESCRIPTIONS } from '../../src/domain/links';
import { durationsOf } from '../../src/domain/meeting-types';
import { publicDateAvailability } from '../../src/domain/date-rules';
import { bookingWindow, localDateOf, slotIntervalOf, windowDaysOf } from '../../src/domain/slots';
import { now } from '../clock';
import { db, type LinkRecord, type UserRecord } from '../db';
import { apiError, invalid } from '../errors';
import { busyIntervals, calendarProblem, dateRules, slotPreferences } from './booking-slots';
import { ownHoldExcept } from './booking-holds';
import { expirePending } from './approval';
import { hostPreferences, LINK_NOT_FOUND, linkHoldingSlug, pathParam, readBody } from './shared';
import { publicOrigin } from '../public-origin';
import { publicLinkExtras } from './link-extras';

export const LINK_INACTIVE = apiError('link_inactive', 'This link is not taking bookings');

/** The link a public path names (current or previous slug) and its host, or null. */
export function findLink(
  user: string | readonly string[] | undefined,
  type: string | readonly string[] | undefined,
): { link: LinkRecord; host: UserRecord } | null {
  const prefix = pathParam(user);
  const suffix = pathParam(type);
  // The slug pattern holds for path parameters too: anything else is an unknown slug.
  if (!isSlugSegment(prefix) || !isSlugSegment(suffix)) return null;
  const link = linkHoldingSlug(`${prefix}/${suffix}`);
  if (!link) return null;
  const host = db.users.findFirst((q) => q.where({ id: link.userId }));
  return host ? { link, host } : null;
}

export const linkPageHandlers = [
  publicHttp.get('/api/scheduling-links/{user}/{type}', async ({ params, response }) => {
    const found = findLink(params.user, params.type);
    if (!found) return response(404).json(LINK_NOT_FOUND);
    const { link, host } = found;
    const prefs = hostPreferences(host);
    const window = bookingWindow(
      link.type,
      now(),
      prefs.timezone,
      link.bookingWindowDays,
      link.minimumNotice,
    );
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
      minimumNotice: link.minimumNotice ?? null,
      slotInterval: slotIntervalOf(link.slotInterval),
      bookingWindowDays: windowDaysOf(link.type, link.bookingWindowDays),
      // The link's public settings only: never a booking's answers, guests or meeting address.
      active: link.active ?? true,
      durations: durationsOf(link),
      location: link.location ?? null,
      questions: (link.questions ?? []).map((q) => ({ ...q })),
      maxGuests: link.maxGuests ?? 0,
      changeCutoffHours: link.changeCutoffHours ?? 0,
      requiresApproval: link.requiresApproval ?? false,
      ...publicLinkExtras(link),
    });
  }),

  publicHttp.post(
    '/api/scheduling-links/{user}/{type}/busy-slots',
    async ({ request, params, response }) => {
      const found = findLink(params.user, params.type);
      if (!found) return response(404).json(LINK_NOT_FOUND);
      const body = await readBody(request, BusySlotsRequestSchema);
      if (!body.success) return response(400).json(invalid(body.error));
      if (found.link.active === false) return response(409).json(LINK_INACTIVE);
      const problem = calendarProblem(found.host);
      if (problem) return response(409).json(problem);
      await expirePending(found.host.id, publicOrigin());
      const prefs = slotPreferences(found.host);
      // Visitors learn nothing outside the booking window: a range outside it is a 400, an
      // overlapping one is answered for the overlap only, intervals cut at its edges.
      const window = bookingWindow(
        found.link.type,
        now(),
        prefs.timezone,
        found.link.bookingWindowDays,
        found.link.minimumNotice,
      );
      const from = Math.max(Date.parse(body.output.startDate), window.start.getTime());
      const to = Math.min(Date.parse(body.output.endDate) + 1, window.end.getTime());
      if (from >= to) {
        return response(400).json(
          apiError(
            'outside_booking_window',
            `The range must overlap the booking window (${window.start.toISOString()} to ${window.end.toISOString()})`,
          ),
        );
      }
      // The date rules as closed or other hours per date, for the answered dates only: neither
      // why a date is closed nor the host's notes, nor the daily limit itself, is told.
      const rules = dateRules(found.link, found.host);
      const dateAvailability = publicDateAvailability(
        {
          timeOff: rules.timeOff ?? [],
          dateOverrides: hostPreferences(found.host).dateOverrides,
          dailyLimit: rules.dailyLimit,
          bookingsPerDay: rules.bookingsPerDay,
        },
        localDateOf(from, prefs.timezone),
        localDateOf(to - 1, prefs.timezone),
      );
      return response(200).json({
        // The caller's own hold stays free for them; everyone else's is busy.
        busySlots: busyIntervals(
          found.host,
          from,
          to,
          undefined,
          found.link.type,
          ownHoldExcept(body.output.holdId, found.link.id),
        ).map((b) => ({
          start: new Date(Math.max(b.start, from)).toISOString(),
          end: new Date(Math.min(b.end, to)).toISOString(),
        })),
        preferences: {
          bufferTime: prefs.bufferTime,
          noBufferNeeded: prefs.noBufferNeeded,
          timezone: prefs.timezone,
          dayAvailability: hostPreferences(found.host).dayAvailability,
          dateAvailability,
        },
      });
    },
  ),
];
