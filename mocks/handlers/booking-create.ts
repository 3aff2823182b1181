/**
 * Contract tag `booking`, `bookSlot` (no session). The book handler re-runs the app's own slot
 * engine (`src/domain/slots.ts`) on the server side and books only a slot the engine offers at
 * that moment; the check and the insert run under a per-host lock, so of any number of
 * simultaneous requests for one slot exactly one succeeds. An `Idempotency-Key` makes a retry
 * answer with the same booking.
 */
import { publicHttp } from './handler';
import { DAY_MS } from '../../src/domain/civil-date';
import { BookingRequestSchema } from '../../src/domain/api-schemas';
import { isValidTimeZone } from '../../src/domain/date-time';
import { bookingLocation, checkPhone } from '../../src/domain/meeting-types';
import { checkedAnswers, checkedGuests, meetingHostEmails } from './booking-details';
import { now } from '../clock';
import { db } from '../db';
import { apiError, invalid } from '../errors';
import { newId } from '../random';
import {
  minutesOf,
  calendarProblem,
  SLOT_TAKEN,
  slotPreferences,
  slotRefusalAt,
  slotShapeProblem,
} from './booking-slots';
import { endHold, heldFor } from './booking-holds';
import { sendInvitation } from './booking-notices';
import { expireDue, pendingExpiry, sendApprovalMessage } from './approval';
import { tellHost } from './host-messages';
import { yieldFocusTime } from './focus-yield';
import { chosenPlace, locationsOf } from '../../src/domain/link-places';
import { isUsed, LINK_USED, providerMeetingUrl } from './link-extras';
import { LINK_NOT_FOUND, readBody, recordActivity } from './shared';
import { noticeLang, noticeTime } from '../notices';
import { ruleBroken } from '../rule-breaks';
import { publicOrigin } from '../public-origin';
import { findLink, LINK_INACTIVE } from './booking-link';
import {
  bookingHostsView,
  createHostMeetings,
  heldTeamChoice,
  tellOtherHosts,
  teamBookingRecord,
} from './team-booking';
import {
  chooseTeamHosts,
  isTeamLink,
  lockedHostIds,
  withHostLocks,
  type TeamChoice,
} from './team-booking-slots';

export const IDEMPOTENCY_MISMATCH = apiError(
  'idempotency_key_reused',
  'This Idempotency-Key was used for a different booking request',
);
/** How long a repeated Idempotency-Key answers with the first booking: a day. */
const IDEMPOTENCY_TTL = DAY_MS;

/** 192 random bits, hex: the secret of a booking's own page. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `tkn_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A meeting address of its own for each video booking: unguessable, like a real provider's. */
function newMeetingUrl(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const code = Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
  return `https://meet.slotwise.example/${code}`;
}

export const bookSlotHandlers = [
  publicHttp.post(
    '/api/scheduling-links/{user}/{type}/book',
    async ({ request, params, response }) => {
      const found = findLink(params.user, params.type);
      if (!found) return response(404).json(LINK_NOT_FOUND);
      const key = request.headers.get('idempotency-key');
      if (key !== null && (key.length === 0 || key.length > 200)) {
        return response(400).json(invalid('Idempotency-Key must be 1 to 200 characters'));
      }
      const body = await readBody(request, BookingRequestSchema);
      if (!body.success) return response(400).json(invalid(body.error));
      const { link, host } = found;
      const input = body.output;
      const shape = slotShapeProblem(link, host, input.startTime, input.endTime);
      if (shape) return response(400).json(invalid(shape, 'endTime'));
      // The meeting type's own fields: each problem names its field; nothing is booked.
      const answers = checkedAnswers(link, input.answers);
      if (!answers.ok) return response(400).json(answers.error);
      const guests = checkedGuests(
        link,
        input.guests,
        input.attendeeEmail,
        meetingHostEmails(link),
      );
      if (!guests.ok) return response(400).json(guests.error);
      // The place the visitor chose among the link's; the first when not told.
      const place = chosenPlace(locationsOf(link), input.locationIndex);
      if (!place.ok) return response(400).json(invalid(place.message, 'locationIndex'));
      const phone = checkPhone(place.location, input.phone);
      if (!phone.ok) return response(400).json(invalid(phone.message, phone.field));
      if (link.active === false) return response(409).json(LINK_INACTIVE);
      if (isUsed(link)) return response(409).json(LINK_USED);
      // A team link's hosts are each checked when the time is chosen (team-booking-slots.ts).
      const problem = isTeamLink(link) ? null : calendarProblem(host);
      if (problem) return response(409).json(problem);
      const fingerprint = JSON.stringify(input);
      const origin = publicOrigin();

      // Every host the booking may touch is locked, in one order (a team link's: all its hosts).
      const locked = lockedHostIds(link);
      const outcome = await withHostLocks(locked, async () => {
        const at = now();
        if (key !== null) {
          // A retry of a request that already succeeded: the same booking, not a 409.
          const earlier = db.bookings.findFirst((q) =>
            q.where(
              (b) =>
                b.idempotencyKey === key &&
                b.linkId === link.id &&
                at.getTime() - Date.parse(b.createdAt) < IDEMPOTENCY_TTL,
            ),
          );
          if (earlier && earlier.requestFingerprint !== fingerprint)
            return { kind: 'mismatch' } as const;
          if (earlier && !ruleBroken('idempotency-replay-books-again'))
            return { kind: 'replay', booking: earlier } as const;
        }
        // Switched off or deleted while the request waited for the lock: nothing is booked.
        const fresh = db.links.findFirst((q) => q.where({ id: link.id }));
        if (!fresh || fresh.deletedAt || fresh.active === false)
          return { kind: 'inactive' } as const;
        if (isUsed(fresh)) return { kind: 'used' } as const;
        // A host added to the link while the request waited is not under its lock: not booked.
        if (lockedHostIds(fresh).some((id) => !locked.includes(id)))
          return { kind: 'taken', error: SLOT_TAKEN } as const;
        // Requests not answered in time free their time first.
        for (const id of lockedHostIds(fresh)) await expireDue(id, origin);
        // The visitor's valid hold of this very time on this link: the time was checked
        // when it was held and no other visitor could take it since, so the booking is judged as
        // at that moment, holds aside; the host's own rules (time off, daily limit) still count,
        // and so does what the host did since (their reschedule is never held off): taken is taken.
        const hold = heldFor(input.holdId, link.id, input.startTime, input.endTime, at);
        // A team link: the engine picks the hosts (all, or one member by the rules).
        const team: TeamChoice | null = !isTeamLink(fresh)
          ? null
          : hold
            ? heldTeamChoice(fresh, hold, input.startTime, input.endTime)
            : chooseTeamHosts(fresh, input.startTime, input.endTime, at);
        if (team && !team.ok) return { kind: 'taken', error: team.error } as const;
        const hosts = team?.ok
          ? team.hostIds
              .map((id) => db.users.findFirst((q) => q.where({ id })))
              .filter((u) => u !== undefined)
          : [host];
        const organizer = hosts[0] ?? host;
        const refused = team
          ? null
          : hold
            ? slotRefusalAt(
                link,
                host,
                input.startTime,
                input.endTime,
                new Date(hold.createdAt),
                undefined,
                'held',
              )
            : slotRefusalAt(link, host, input.startTime, input.endTime, at);
        if (refused) return { kind: 'taken', error: refused } as const;
        if (hold) await endHold(hold.id);
        const meetingId = newId('evt');
        const bookingId = newId('bkg');
        const createdAt = at.toISOString();
        await createHostMeetings(
          {
            title: input.title,
            description: input.description,
            startTime: input.startTime,
            endTime: input.endTime,
            source: 'booking',
            attendees: [
              { name: input.attendeeName, email: input.attendeeEmail },
              ...guests.value.map((email) => ({ name: null, email })),
            ],
          },
          { meetingId, hostUserId: organizer.id },
          hosts,
        );
        const booking = await db.bookings.create({
          id: bookingId,
          linkId: link.id,
          slug: link.slug,
          hostUserId: organizer.id,
          meetingId,
          title: input.title,
          description: input.description,
          startTime: input.startTime,
          endTime: input.endTime,
          attendeeName: input.attendeeName,
          attendeeEmail: input.attendeeEmail,
          createdAt,
          token: newToken(),
          // A link that requires approval makes a request that holds the time.
          status:
            fresh.requiresApproval && !ruleBroken('approval-ignored') ? 'pending' : 'confirmed',
          cancelledAt: null,
          cancelReason: null,
          idempotencyKey: key,
          requestFingerprint: key === null ? null : fingerprint,
          lang: noticeLang(request.headers.get('accept-language')),
          location: bookingLocation(place.location, {
            videoUrl:
              place.location?.kind === 'video' && place.location.provider
                ? providerMeetingUrl(place.location.provider, bookingId)
                : newMeetingUrl(),
            phone: phone.phone,
          }),
          answers: answers.value,
          guests: guests.value,
          timeZone: input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : null,
          remindersSent: [],
          icsSequence: 0,
          ...(team?.ok ? teamBookingRecord(team.hostIds, team.assignment) : {}),
        });
        // A single-use link closes with its first booking.
        if (fresh.singleUse) {
          await db.links.update(fresh, {
            data(l) {
              l.usedAt = createdAt;
            },
          });
        }
        if (booking.status === 'pending') {
          const expiresAt = pendingExpiry(booking);
          await sendApprovalMessage(booking, organizer, 'pending', origin);
          await tellHost('request', booking, organizer, origin, { expiresAt });
          await tellOtherHosts('request', booking, origin, { expiresAt });
        } else {
          await sendInvitation(booking, organizer, 'Invitation', origin);
          await tellHost('newBooking', booking, organizer, origin);
          await tellOtherHosts('newBooking', booking, origin);
        }
        // A high-priority booking may take focus time, and so may one made on a time held before
        // a block was placed there: the assistant moves the blocks it took.
        if (link.type === 'high_priority' || hold)
          for (const each of hosts)
            await yieldFocusTime(
              each,
              { start: Date.parse(input.startTime), end: Date.parse(input.endTime) },
              booking.id,
              link.type === 'high_priority' ? 'high_priority' : 'held',
            );
        return { kind: 'booked', booking } as const;
      });
      if (outcome.kind === 'taken') return response(409).json(outcome.error);
      if (outcome.kind === 'inactive') return response(409).json(LINK_INACTIVE);
      if (outcome.kind === 'used') return response(409).json(LINK_USED);
      if (outcome.kind === 'mismatch')
        return response(400).json(
          ruleBroken('idempotency-key-reuse-invalid-request')
            ? invalid('This Idempotency-Key was used for a different booking request')
            : IDEMPOTENCY_MISMATCH,
        );
      const booked = outcome.booking;
      if (outcome.kind === 'booked') {
        await recordActivity(
          booked.hostUserId,
          'meeting_booked',
          `${booked.attendeeName} ${booked.status === 'pending' ? 'asked to book' : 'booked'} "${link.name}" on ${noticeTime(booked.startTime, slotPreferences(host).timezone)}`,
        );
      }
      return response(201).json({
        id: booked.id,
        // The rule-break leaves the field out (JSON drops undefined).
        token: ruleBroken('booking-token-missing')
          ? (undefined as unknown as string)
          : booked.token,
        meetingId: booked.meetingId,
        slug: booked.slug,
        title: booked.title,
        startTime: booked.startTime,
        endTime: booked.endTime,
        attendeeName: booked.attendeeName,
        attendeeEmail: booked.attendeeEmail,
        status: booked.status === 'pending' ? ('pending' as const) : ('confirmed' as const),
        invitationSentTo: booked.attendeeEmail,
        createdAt: booked.createdAt,
        duration: minutesOf(booked),
        location: booked.location ?? null,
        answers: (booked.answers ?? []).map((a) => ({ ...a })),
        guests: [...(booked.guests ?? [])],
        ...((booked.hostUserIds ?? []).length > 0 ? { hosts: bookingHostsView(booked) } : {}),
      });
    },
  ),
];
