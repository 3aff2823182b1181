/**
 * The held time on the details step (docs/decisions.md#a-held-time), a chunk of its own (the booking page loads it when
 * the visitor picks a time). On mount it asks the server to hold the time for 10 minutes and shows
 * how long is left; in the last 2 minutes it offers "Hold 10 more minutes" once. The hold ends on
 * Back (unmount), on leaving the page (pagehide, `keepalive`), on booking (the booking consumes
 * it) or when it expires; then it says so and offers to hold again or pick another time. A 409
 * (someone else holds or took the time) sends the visitor back to the calendar with a notice; a
 * network failure shows nothing: the visitor books without a hold.
 *
 * The time left is shown in whole minutes (the screen changes once a minute), then "less than 2
 * minutes"; the live region speaks only on news (held, 2 minutes left, extended, expired).
 */
import { Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { api, unwrap } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import type { components } from '../../../api/schema.gen';
import { appNow } from '../../../components/app-clock';
import {
  holdLeftMs,
  holdMinutesLeft,
  holdNearEnd,
  offerExtension,
  type HoldTimes,
} from '../../../domain/slot-hold';
import type { Slot } from '../../../domain/slots';
import { formatTime, type ClockFormat } from '../../../domain/time-text';
import { useLang, usePageWords } from '../../../i18n/lang';
import { enHold } from '../../../i18n/messages/en-hold';
import { ownHold } from '../api';
import { dateKeyIn, formatLongDate } from '../calendar-dates';
import type { CalendarNotice } from './calendar-step';

type SlotHold = components['schemas']['SlotHold'];

/** Refusals that mean "not this time": back to the calendar. */
const LOST = new Set([
  'slot_held',
  'slot_taken',
  'time_off',
  'notice_too_short',
  'daily_limit_reached',
]);

// Hold calls run one after another: a release is sent before the next hold is asked for.
let chain: Promise<unknown> = Promise.resolve();
function serial(job: () => Promise<void>): Promise<void> {
  const next = chain.then(job, job);
  chain = next.catch(() => undefined);
  return next;
}

/**
 * Asks for a hold after the calls before it, and lets the page's busy-slots reads and the
 * booking wait for the answer from the moment it is queued (`ownHold.asking`).
 */
function askInTurn(job: () => Promise<void>): void {
  const asking = serial(job).catch(() => undefined);
  ownHold.asking = asking;
  void asking.then(() => {
    if (ownHold.asking === asking) ownHold.asking = undefined;
  });
}

/** Releases the visitor's hold, if any (idempotent on the server). */
async function releaseOwn(keepalive = false): Promise<void> {
  const holdId = ownHold.id;
  if (!holdId) return;
  ownHold.id = undefined;
  await api
    .DELETE('/api/holds/{holdId}', { params: { path: { holdId } }, keepalive })
    .catch(() => undefined);
}

export type HoldPhase = 'asking' | 'held' | 'expired' | 'none';

export interface SlotHolderProps {
  user: string;
  type: string;
  slot: Slot;
  /** The visitor's chosen length; the link's default when absent. */
  duration: number | undefined;
  timeZone: string;
  clock: ClockFormat;
  /** Someone else holds or took the time: back to the calendar with this notice. */
  onLost: (notice: CalendarNotice) => void;
  /** "Pick a time again" after the hold expired (as Back). */
  onPickAgain: () => void;
}

export function SlotHolder({
  user,
  type,
  slot,
  duration,
  timeZone,
  clock,
  onLost,
  onPickAgain,
}: SlotHolderProps) {
  const words = usePageWords('hold', enHold);
  const { locale } = useLang();
  const [hold, setHold] = useState<SlotHold | null>(null);
  const [phase, setPhase] = useState<HoldPhase>(() => (ownHold.booking ? 'none' : 'asking'));
  const [extend, setExtend] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [announce, setAnnounce] = useState('');
  const [now, setNow] = useState(appNow);
  const live = useRef({ on: true });
  const latest = useRef({ onLost, words, timeZone, clock, locale });
  useEffect(() => {
    latest.current = { onLost, words, timeZone, clock, locale };
  });

  const make = (state: { on: boolean }) => async () => {
    if (!state.on) return;
    setPhase('asking');
    try {
      const made = await unwrap(
        api.POST('/api/scheduling-links/{user}/{type}/holds', {
          params: { path: { user, type } },
          body: {
            startTime: slot.start,
            ...(duration === undefined ? {} : { duration }),
            ...(ownHold.id ? { replacesHoldId: ownHold.id } : {}),
          },
        }),
      );
      ownHold.id = made.id;
      if (!state.on) return;
      setHold(made);
      setExtend('idle');
      setNow(appNow());
      setPhase('held');
      setAnnounce(latest.current.words.held);
    } catch (error) {
      if (!state.on) return;
      if (error instanceof ApiError && error.code !== undefined && LOST.has(error.code)) {
        const { words: w, timeZone: zone, clock: c, locale: l } = latest.current;
        latest.current.onLost({
          title: w.lostTitle,
          message: w.lostText(
            formatTime(slot.start, zone, c, l),
            formatLongDate(dateKeyIn(zone, slot.start)),
          ),
        });
        return;
      }
      // Not reachable, or the server could not hold it: the visitor books without a hold.
      setPhase('none');
    }
  };

  useEffect(() => {
    const state = { on: true };
    live.current = state;
    const booking = ownHold.booking;
    if (booking) {
      // The visitor confirmed before the hold was asked for: the booking goes first. Still here
      // after its answer (it failed), the visitor gets the hold; booked, there is none to ask for.
      void booking.then((booked) => {
        if (!booked && state.on) askInTurn(make(state));
      });
    } else {
      askInTurn(make(state));
    }
    const leave = () => {
      if (!ownHold.id) return;
      void releaseOwn(true);
      // Back from the browser's page cache: the hold is gone.
      setPhase('expired');
    };
    window.addEventListener('pagehide', leave);
    return () => {
      state.on = false;
      window.removeEventListener('pagehide', leave);
      void serial(() => releaseOwn());
    };
    // The hold is of this slot and length: a new one for another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, type, slot.start, duration]);

  // The clock: once a second while held; the live region hears only the news.
  useEffect(() => {
    if (phase !== 'held' || !hold) return;
    const tick = () => {
      const at = appNow();
      setNow(at);
      if (holdLeftMs(hold, at) === 0) {
        ownHold.id = undefined;
        setPhase('expired');
        setAnnounce(latest.current.words.expiredTitle);
      }
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [phase, hold]);

  const nearEnd = phase === 'held' && hold !== null && holdNearEnd(hold, now);
  const toldNearEnd = useRef<string | null>(null);
  useEffect(() => {
    if (!nearEnd || !hold || toldNearEnd.current === hold.expiresAt) return;
    toldNearEnd.current = hold.expiresAt;
    setAnnounce(words.nearEnd);
  }, [nearEnd, hold, words]);

  const extendHold = async () => {
    const holdId = hold?.id;
    if (!holdId) return;
    setExtend('busy');
    try {
      const longer = await unwrap(
        api.POST('/api/holds/{holdId}/extend', { params: { path: { holdId } } }),
      );
      setHold(longer);
      setExtend('idle');
      setAnnounce(words.extended);
    } catch {
      setExtend('failed');
      setAnnounce(words.notFree);
    }
  };

  const times: HoldTimes | null = hold;
  return (
    <>
      {phase === 'held' && times ? (
        // Not an alert: the clock changes every second; the live region below says the news.
        <Alert color="blue" variant="light" role="note" data-testid="slot-hold">
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {nearEnd
                ? words.nearEnd
                : words.holding(holdMinutesLeft(holdLeftMs(times, now)), locale)}
            </Text>
            {offerExtension(times, now) && extend !== 'failed' ? (
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  loading={extend === 'busy'}
                  onClick={() => void extendHold()}
                >
                  {words.extend}
                </Button>
              </Group>
            ) : null}
            {extend === 'failed' ? <Text size="sm">{words.notFree}</Text> : null}
          </Stack>
        </Alert>
      ) : null}
      {phase === 'expired' ? (
        <Alert
          color="orange"
          variant="light"
          role="note"
          title={words.expiredTitle}
          // The light variant's orange title is 3.6:1 on its tint: the text stays dark.
          styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
          data-testid="slot-hold"
        >
          <Stack gap="xs">
            <Text size="sm">{words.expiredText}</Text>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => askInTurn(make(live.current))}>
                {words.holdAgain}
              </Button>
              <Button size="xs" variant="subtle" onClick={onPickAgain}>
                {words.pickAgain}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {announce}
      </VisuallyHidden>
    </>
  );
}
