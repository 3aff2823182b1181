import { beforeEach, describe, expect, it } from 'vitest';
import { generateSlots, type Slot, type SlotPreferences } from '../src/domain/slots';
import { NOTICES, noticeLang, noticeTime } from './notices';
import { api, json, NOW, useScenario } from './test/helpers';

const LINK = '/api/scheduling-links/jordan-lee/standard';

/** The first slot the booking page would offer (same engine, same inputs). */
async function firstSlot(): Promise<Slot> {
  const link = json<{ type: string; startDate: string; endDate: string; defaultDuration: number }>(
    await api('GET', LINK),
  );
  const busy = json<{
    busySlots: { start: string; end: string }[];
    preferences: Omit<SlotPreferences, 'timePreference'>;
  }>(await api('POST', `${LINK}/busy-slots`, { startDate: link.startDate, endDate: link.endDate }));
  const slots = generateSlots({
    type: 'standard',
    duration: link.defaultDuration,
    window: { startDate: link.startDate, endDate: link.endDate },
    preferences: { ...busy.preferences, timePreference: 'both' },
    busy: busy.busySlots,
    visitorTimeZone: 'Europe/Berlin',
    now: NOW,
  });
  return Object.values(slots).flat()[0]!;
}

async function book(acceptLanguage?: string) {
  const slot = await firstSlot();
  const call = await api(
    'POST',
    `${LINK}/book`,
    {
      title: '1-1 meeting with Lena Vogel',
      description: 'Intro call',
      startTime: slot.start,
      endTime: slot.end,
      attendeeEmail: 'lena.vogel@example.org',
      attendeeName: 'Lena Vogel',
    },
    acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  );
  expect(call.status).toBe(201);
  return { slot, booking: json<{ id: string; token: string }>(call) };
}

async function invitations() {
  return json<{ invitations: { to: string; subject: string; body: string }[] }>(
    await api('GET', '/__mock/state'),
  ).invitations;
}

beforeEach(async () => {
  await useScenario('default', NOW);
});

describe('the visitor’s e-mails in the language they booked in', () => {
  it('reads the first Accept-Language tag we have; anything else is English', () => {
    expect(noticeLang('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(noticeLang('ja')).toBe('ja');
    expect(noticeLang('pt')).toBe('pt-BR');
    expect(noticeLang('nl-NL')).toBe('en');
    expect(noticeLang(null)).toBe('en');
  });

  it('German booking: a German invitation with the time in German words, the link opening in German', async () => {
    const { slot, booking } = await book('de');
    const [invitation] = (await invitations()).filter((i) => i.to === 'lena.vogel@example.org');
    const when = noticeTime(slot.start, 'America/New_York', 'de');
    expect(when).toBe(
      new Intl.DateTimeFormat('de-DE', {
        timeZone: 'America/New_York',
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(Date.parse(slot.start)),
    );
    expect(invitation!.subject).toBe(`Einladung: 1-1 meeting with Lena Vogel @ ${when}`);
    expect(invitation!.body).toContain('Hallo Lena Vogel,');
    expect(invitation!.body).toContain(`am ${when} geplant (30 Minuten)`);
    expect(invitation!.body).toContain(`/bookings/${booking.id}?token=${booking.token}&lang=de`);

    // Cancelled by the visitor: their notice in German, the host's in English.
    const cancel = await api(
      'POST',
      `/api/bookings/${booking.id}/cancel`,
      { reason: 'Krank' },
      { 'booking-token': booking.token },
    );
    expect(cancel.status).toBe(200);
    const all = await invitations();
    const visitor = all.find(
      (i) => i.to === 'lena.vogel@example.org' && i.subject.startsWith('Abgesagt'),
    );
    expect(visitor!.body).toContain('ist abgesagt.\n\nGrund: Krank');
    const host = all.find(
      (i) => i.to === 'jordan.lee@example.com' && i.subject.startsWith('Cancelled by'),
    );
    expect(host!.subject).toMatch(/^Cancelled by Lena Vogel: /);
  });

  it('no language asked: the English texts exactly as before', async () => {
    const { booking } = await book();
    const [invitation] = await invitations();
    expect(invitation!.subject).toMatch(/^Invitation: 1-1 meeting with Lena Vogel @ /);
    expect(invitation!.body).toMatch(/^Hi Lena Vogel,\n\nJordan Lee has scheduled "1-1 meeting/);
    expect(invitation!.body).toContain(`?token=${booking.token}\n\n— Slotwise`);
  });

  it('every language says each notice with its values (no value lost in a translation)', () => {
    for (const [lang, words] of Object.entries(NOTICES)) {
      const values = {
        name: 'N4me',
        host: 'H0st',
        title: 'T1tle',
        when: 'W2hen',
        minutes: 45,
        description: 'D3sc',
        manage: 'https://m/4',
        movedFrom: 'P5rev',
        reason: 'R6eason',
        bookAgain: 'https://b/7',
      };
      const all = [
        words.invitation(true, values),
        words.cancelledByHost(values),
        words.cancelled(values),
      ];
      const text = (notice: { subject: string; body: string }) => notice.subject + notice.body;
      for (const value of ['N4me', 'H0st', 'T1tle', 'W2hen']) {
        for (const notice of all) expect(text(notice), `${lang} ${value}`).toContain(value);
      }
      expect(text(all[0]!)).toContain('P5rev');
      expect(text(all[0]!)).toContain('https://m/4');
      expect(text(all[1]!)).toContain('R6eason');
      expect(text(all[2]!)).toContain('https://b/7');
    }
  });
});
