/**
 * What the mock "Google consent" does once the person continues: the shared core of the
 * browser consent page (`POST /__mock/consent`) and the mock server's HTML form
 * (`POST /auth/google/callback`). It behaves like the real backend's OAuth callback:
 *
 * - flow `web` (sign-in or reconnect): creates the account if the e-mail is new, stores the
 *   granted scopes (all of them, or only profile/e-mail when the calendar box was unticked),
 *   repairs an expired calendar authorisation when the calendar scopes are granted, opens a
 *   session and sends the browser to `/preferences`;
 * - flow `calendar`: connects the chosen Google account as an additional ("Personal") calendar of
 *   the signed-in host, with a few events of its own, and sends the browser to
 *   `/preferences?connected=true` (already connected or the primary account: nothing changes,
 *   same redirect). Declining sends the browser back to `/preferences`.
 */
import * as v from 'valibot';
import { isValidTimeZone, defaultPreferences } from '../../src/domain/preferences';
import { BASIC_SCOPES, FULL_SCOPES, createSession } from '../auth';
import { now } from '../clock';
import { db, type UserRecord } from '../db';
import { hashSeed, newId } from '../random';
import { uniqueSlugPrefix } from '../security';
import { Seed } from '../scenarios/seed';
import { recordActivity } from '../handlers/shared';
import { addDays } from '../../src/domain/civil-date';

export const ConsentRequestSchema = v.strictObject({
  email: v.pipe(
    v.string('email is required'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('email is required'),
    v.email('email must be an e-mail address'),
  ),
  grantScopes: v.boolean('grantScopes must be true or false'),
  flow: v.picklist(['web', 'calendar'], "flow must be 'web' or 'calendar'"),
  connectEmail: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.email('connectEmail must be an e-mail address'),
    ),
  ),
  /** Display name for a new account (default: from the e-mail address). */
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  /** The browser's zone, stored as the new account's time zone ("detected at sign-in"). */
  timezone: v.optional(v.string()),
  /**
   * The OAuth `state` of the flow (mocks/oauth-state.ts). The consent page always sends it and
   * `/__mock/consent` then checks it; tests and the kit may leave it out (the control API is a
   * test backdoor anyway: `/__mock/session` signs anyone in).
   */
  state: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type ConsentRequest = v.InferOutput<typeof ConsentRequestSchema>;

export type ConsentOutcome =
  | { ok: true; redirectTo: string; sessionToken: string | null }
  | { ok: false; status: 400 | 401; error: string };

/** 'alex.kim@example.com' -> 'Alex Kim' */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local
    .split(/[._\-+]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return words.length > 0 ? words.join(' ') : email;
}

const PERSONAL_AGENDA = [
  { title: 'Yoga class', hour: 7, minute: 0, minutes: 60 },
  { title: 'Doctor appointment', hour: 10, minute: 30, minutes: 60 },
  { title: 'Lunch with family', hour: 12, minute: 30, minutes: 60 },
  { title: 'Book club', hour: 19, minute: 0, minutes: 90 },
  { title: 'Parent-teacher meeting', hour: 16, minute: 0, minutes: 30 },
  { title: 'Car service', hour: 9, minute: 0, minutes: 90 },
];

/** A few events of a newly connected account, in the host's weeks around now (deterministic). */
async function seedConnectedCalendar(
  user: UserRecord,
  email: string,
  timeZone: string,
): Promise<void> {
  const seed = new Seed(now().getTime(), hashSeed(email));
  const person = {
    id: user.id,
    name: user.name,
    email: user.email,
    picture: null,
    timezone: timeZone,
    slackId: null,
  };
  for (const offset of [-1, 0, 1]) {
    const monday = seed.monday(timeZone, offset);
    const count = seed.rng.int(2, 4);
    for (let i = 0; i < count; i++) {
      const item = seed.rng.pick(PERSONAL_AGENDA);
      seed.meetingAt(
        person,
        email,
        addDays(monday, seed.rng.int(0, 6)),
        item.hour,
        item.minute,
        item.minutes,
        item.title,
      );
    }
  }
  for (const meeting of seed.data.meetings) {
    await db.meetings.create({ ...meeting, id: newId('evt') });
  }
}

export async function performConsent(
  request: ConsentRequest,
  currentUser: UserRecord | null,
): Promise<ConsentOutcome> {
  const at = now().toISOString();

  if (request.flow === 'calendar') {
    if (!currentUser)
      return { ok: false, status: 401, error: 'Sign in before connecting a calendar' };
    if (!request.grantScopes) return { ok: true, redirectTo: '/preferences', sessionToken: null };
    const email = request.connectEmail ?? request.email;
    const existing = db.calendars.findFirst((q) => q.where({ userId: currentUser.id, email }));
    if (existing) {
      if (existing.authExpired) {
        await db.calendars.update(existing, {
          data(c) {
            c.authExpired = false;
          },
        });
      }
      return { ok: true, redirectTo: '/preferences?connected=true', sessionToken: null };
    }
    await db.calendars.create({
      id: newId('cal'),
      userId: currentUser.id,
      email,
      kind: 'personal',
      authExpired: false,
      connectedAt: at,
    });
    const prefs = db.preferences.findFirst((q) => q.where({ userId: currentUser.id }));
    await seedConnectedCalendar(currentUser, email, prefs?.timezone ?? 'UTC');
    await recordActivity(currentUser.id, 'calendar_connected', `Calendar ${email} connected`);
    return { ok: true, redirectTo: '/preferences?connected=true', sessionToken: null };
  }

  // flow 'web': sign in (creating the account on first consent).
  const scopes = request.grantScopes ? [...FULL_SCOPES] : [...BASIC_SCOPES];
  let user = db.users.findFirst((q) => q.where({ email: request.email }));
  if (!user) {
    const id = newId('usr');
    const name = request.name || nameFromEmail(request.email);
    user = await db.users.create({
      id,
      name,
      slugPrefix: uniqueSlugPrefix(name),
      email: request.email,
      picture: null,
      grantedScopes: scopes,
      workflowAccess: false,
      createdAt: at,
    });
    const timezone =
      request.timezone && isValidTimeZone(request.timezone) ? request.timezone : 'UTC';
    await db.calendars.create({
      id: newId('cal'),
      userId: id,
      email: request.email,
      kind: 'primary',
      authExpired: false,
      connectedAt: at,
      timeZone: timezone,
    });
    await db.preferences.create({
      userId: id,
      ...defaultPreferences(timezone),
      totalMeetingsAnalyzed: 0,
      lastAnalyzedAt: null,
      slackId: null,
      updatedAt: at,
    });
  } else {
    user = await db.users.update(user, {
      data(u) {
        u.grantedScopes = scopes;
      },
    });
    const primary = db.calendars.findFirst((q) => q.where({ userId: user?.id, kind: 'primary' }));
    if (request.grantScopes && primary?.authExpired) {
      await db.calendars.update(primary, {
        data(c) {
          c.authExpired = false;
        },
      });
    }
  }
  if (!user) return { ok: false, status: 400, error: 'The account could not be created' };
  const sessionToken = await createSession(user.id);
  return { ok: true, redirectTo: '/preferences', sessionToken };
}
