/**
 * Contract tag `booking`, the link's public page (no session): the link as the visitor sees it
 * and its busy times within the booking window. Nothing of a booking is told here. A team link
 * shows its team (its name as the host, its hosts in order) and tells each host's busy times and
 * rules, each read as a host's own link's are; the top-level ones are the first host's.
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
import { linkHosts, teamOfLink } from './team-members';

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
    const hosts = linkHosts(link);
    const first = hosts[0] ?? host;
    const team = teamOfLink(link);
    const window = linkWindow(link, hosts.length > 0 ? hosts : [host]);
    return response(200).json({
      slug: link.slug,
      type: link.type,
      defaultDuration: link.defaultDuration,
      name: link.name,
      description: DEFAULT_LINK_DESCRIPTIONS[link.type],
      customDescription: link.customDescription,
      // A team link's host is its team; its owner, who created it.
      host: team ? { name: team.name, picture: null } : { name: host.name, picture: host.picture },
      owner: { name: host.name, email: host.email },
      preferences: { timePreference: hostPreferences(first).timePreference },
      startDate: new Date(window.start).toISOString(),
      endDate: new Date(window.end).toISOString(),
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
      ...(team
        ? {
            team: {
              name: team.name,
              slug: team.slug,
              kind: link.kind ?? 'collective',
              hosts: hosts.map((h) => ({ id: h.id, name: h.name, picture: h.picture })),
            },
          }
        : {}),
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
      const { link } = found;
      const hosts = link.teamId ? linkHosts(link) : [found.host];
      if (hosts.length === 0) return response(404).json(LINK_NOT_FOUND);
      for (const host of hosts) {
        const problem = calendarProblem(host);
        if (problem) return response(409).json(problem);
      }
      for (const host of hosts) await expirePending(host.id, publicOrigin());
      // Visitors learn nothing outside the booking window: a range outside it is a 400, an
      // overlapping one is answered for the overlap only, intervals cut at its edges.
      const window = linkWindow(link, hosts);
      const from = Math.max(Date.parse(body.output.startDate), window.start);
      const to = Math.min(Date.parse(body.output.endDate) + 1, window.end);
      if (from >= to) {
        return response(400).json(
          apiError(
            'outside_booking_window',
            `The range must overlap the booking window (${new Date(window.start).toISOString()} to ${new Date(window.end).toISOString()})`,
          ),
        );
      }
      // The caller's own hold stays free for them; everyone else's is busy.
      const holds = ownHoldExcept(body.output.holdId, link.id);
      const views = hosts.map((host) => hostBusyView(link, host, from, to, holds));
      const firstView = views[0] as (typeof views)[number];
      return response(200).json({
        busySlots: firstView.busySlots,
        preferences: firstView.preferences,
        ...(link.teamId
          ? { hosts: views.map((view, i) => ({ id: (hosts[i] as UserRecord).id, ...view })) }
          : {}),
      });
    },
  ),
];

/**
 * The link's booking window (epoch ms) as its hosts' zones make it: from the earliest host's
 * start to the latest host's end (one host: that host's window).
 */
function linkWindow(
  link: LinkRecord,
  hosts: readonly UserRecord[],
): { start: number; end: number } {
  const windows = hosts.map((host) =>
    bookingWindow(
      link.type,
      now(),
      hostPreferences(host).timezone,
      link.bookingWindowDays,
      link.minimumNotice,
    ),
  );
  return {
    start: Math.min(...windows.map((w) => w.start.getTime())),
    end: Math.max(...windows.map((w) => w.end.getTime())),
  };
}

/**
 * One host's busy times in [from, to) and rules, as the busy-slots answer tells them: the date
 * rules as closed or other hours per date, for the answered dates only; neither why a date is
 * closed nor the host's notes, nor the daily limit itself, is told.
 */
function hostBusyView(
  link: LinkRecord,
  host: UserRecord,
  from: number,
  to: number,
  holds: ReturnType<typeof ownHoldExcept>,
) {
  const prefs = slotPreferences(host);
  const rules = dateRules(link, host);
  const dateAvailability = publicDateAvailability(
    {
      timeOff: rules.timeOff ?? [],
      dateOverrides: hostPreferences(host).dateOverrides,
      dailyLimit: rules.dailyLimit,
      bookingsPerDay: rules.bookingsPerDay,
    },
    localDateOf(from, prefs.timezone),
    localDateOf(to - 1, prefs.timezone),
  );
  return {
    busySlots: busyIntervals(host, from, to, undefined, link.type, holds).map((b) => ({
      start: new Date(Math.max(b.start, from)).toISOString(),
      end: new Date(Math.min(b.end, to)).toISOString(),
    })),
    preferences: {
      bufferTime: prefs.bufferTime,
      noBufferNeeded: prefs.noBufferNeeded,
      timezone: prefs.timezone,
      dayAvailability: hostPreferences(host).dayAvailability,
      dateAvailability,
    },
  };
}
