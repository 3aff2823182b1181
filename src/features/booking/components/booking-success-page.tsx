import { Anchor, Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { browserTimeZone } from '../../../components/browser-time-zone';
import { Logo, PRODUCT_SITE_URL } from '../../../components/logo';
import { googleCalendarUrl, outlookCalendarUrl } from '../../../domain/calendar-links';
import { buildIcs } from '../../../domain/ics';
import { intlLocale, useLang, usePageWords } from '../../../i18n/lang';
import { enSuccess } from '../../../i18n/messages/en-success';
import type { Messages } from '../../../i18n/messages/english';
import { LanguageMenu } from './language-menu';
import { successLocation, type BookingSuccessSearch } from '../booking-search';
import { placeText } from '../../../domain/booking-place';
import { placeWords } from '../place-words';
import { PlaceLine } from './place-line';
import { dateText, formatTime, type ClockFormat, zoneLabel } from '../../../domain/time-text';

/** The calendar file's description, in the page's language. */
function icsDescription(
  text: Messages['success'],
  host: string | undefined,
  manageUrl: string | null,
): string {
  return [
    host ? text.bookedWith(host) : text.bookedThrough,
    manageUrl ? text.manageAt(manageUrl) : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The page's words in English (the spec's texts exactly; the page shows the visitor's language). */
export const SUCCESS_TEXT = {
  ...enSuccess,
  icsDescription: (host: string | undefined, manageUrl: string | null) =>
    icsDescription(enSuccess, host, manageUrl),
};

/**
 * "Tuesday, November 24, 2026 · 9:30 AM – 10:00 AM" in the visitor's zone and clock, in the
 * locale's words ("Dienstag, 24. November 2026 · 09:30 – 10:00").
 */
export function describeTime(
  start: string,
  end: string,
  tz: string,
  clock: ClockFormat = '12h',
  locale: string = intlLocale(),
): string {
  const date = dateText(start, tz, 'long', locale);
  return `${date} · ${formatTime(start, tz, clock, locale)} – ${formatTime(end, tz, clock, locale)}`;
}

/**
 * A button whose label wraps rather than being cut: some languages' words are long
 * ("Zu meinem Kalender hinzufügen (.ics)" on a phone).
 */
const WRAPPING = {
  root: {
    height: 'auto',
    minHeight: 'var(--button-height)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    paddingBlock: 6,
  },
  // Mantine's label is one line high (line-height 1): a wrapped label needs its own leading.
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.3 },
} as const;

/** The booking's own page, where the visitor reschedules or cancels. */
export function managePath(id: string, token: string): string {
  return `/bookings/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
}

function BookedTime({
  booked,
}: {
  booked: Required<Pick<BookingSuccessSearch, 'start' | 'end'>> & BookingSuccessSearch;
}) {
  const tz = booked.tz ?? browserTimeZone();
  const { locale, messages } = useLang();
  // The booking's place (docs/decisions.md#meeting-types): on the page, in the calendar file and in the calendar links.
  const location = successLocation(booked);
  const where = location ? placeText(location) : undefined;
  const videoUrl = location?.kind === 'video' ? location.url : undefined;
  const place = placeWords(location, booked.host ?? '', messages, true);
  const SUCCESS_TEXT = usePageWords('success', enSuccess);
  const manage = booked.id && booked.token ? managePath(booked.id, booked.token) : null;
  const manageUrl = manage ? `${window.location.origin}${manage}` : null;
  const description = icsDescription(SUCCESS_TEXT, booked.host, manageUrl);
  const icsHref = useMemo(() => {
    const ics = buildIcs({
      uid: `${booked.id ?? booked.start}@slotwise`,
      title: booked.title ?? SUCCESS_TEXT.meeting,
      description,
      ...(manageUrl ? { url: manageUrl } : {}),
      ...(where ? { location: where } : {}),
      ...(videoUrl ? { videoUrl } : {}),
      start: booked.start,
      end: booked.end,
      // When the booking was made (an old link without it: when the file is made).
      stamp: booked.at ?? new Date(),
    });
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  }, [
    booked.id,
    booked.title,
    booked.start,
    booked.end,
    booked.at,
    description,
    manageUrl,
    where,
    videoUrl,
    SUCCESS_TEXT.meeting,
  ]);
  const event = {
    title: booked.title ?? SUCCESS_TEXT.meeting,
    start: booked.start,
    end: booked.end,
    details: manageUrl ? `${SUCCESS_TEXT.manage}: ${manageUrl}` : undefined,
    ...(where ? { location: where } : {}),
  };

  return (
    <Paper withBorder radius="md" p="md" w="100%" bg="gray.0">
      <Stack gap={6}>
        {booked.title ? (
          <Text fw={600} size="sm">
            {booked.title}
          </Text>
        ) : null}
        {booked.host ? <Text size="sm">{SUCCESS_TEXT.with(booked.host)}</Text> : null}
        <Text size="sm">{describeTime(booked.start, booked.end, tz, booked.clock, locale)}</Text>
        <Text size="sm" c="gray.7">
          {zoneLabel(tz, Date.parse(booked.start))}
        </Text>
        {place ? <PlaceLine place={place} label={messages.place.label} centered /> : null}
        {/* A request (docs/decisions.md#approval-per-link) is not in anyone's calendar yet: no calendar buttons. */}
        {booked.pending === 1 ? null : (
          <Group justify="center" gap="xs">
            <Button
              component="a"
              href={icsHref}
              download="slotwise-meeting.ics"
              variant="light"
              size="xs"
              styles={WRAPPING}
            >
              {SUCCESS_TEXT.ics}
            </Button>
            <Button
              component="a"
              href={googleCalendarUrl(event)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="xs"
              styles={WRAPPING}
            >
              {SUCCESS_TEXT.google}
            </Button>
            <Button
              component="a"
              href={outlookCalendarUrl(event)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="xs"
              styles={WRAPPING}
            >
              {SUCCESS_TEXT.outlook}
            </Button>
          </Group>
        )}
        {manage ? (
          <Text size="sm">
            {SUCCESS_TEXT.change}{' '}
            <Anchor
              href={manage}
              fw={600}
              // In a frame, the booking's own page opens in its own tab: the host's page stays.
              {...(framedForEmbed() ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {SUCCESS_TEXT.manage}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * Whether the page is framed in embed mode (`?embed=1`): then it draws no page background or
 * margins. Read here rather than from embed-bridge.ts, whose import would make this page load the
 * whole booking screen's chunk (its only other reader).
 */
function framedForEmbed(): boolean {
  if (typeof window === 'undefined' || window.parent === window) return false;
  return new URLSearchParams(window.location.search).get('embed') === '1';
}

/** /book/success: shown to the visitor after a booking. */
export function BookingSuccessPage({ booked = {} }: { booked?: BookingSuccessSearch }) {
  const { start, end } = booked;
  const SUCCESS_TEXT = usePageWords('success', enSuccess);
  const pending = booked.pending === 1;
  useDocumentTitle(pending ? SUCCESS_TEXT.pendingTitle : SUCCESS_TEXT.title);
  // The heading takes the focus: a screen reader announces the success, and Tab goes on from it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Before paint, in the same commit that draws it: nothing can see the page without the focus.
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Center {...(framedForEmbed() ? {} : { mih: '100vh', p: 'md', bg: 'gray.0' })} component="main">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" gap="lg" ta="center">
          <Logo size={36} />
          <ThemeIcon
            size={56}
            radius="xl"
            color={pending ? 'yellow' : 'green'}
            variant="light"
            aria-hidden="true"
          >
            <svg
              width="28"
              height="28"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </ThemeIcon>
          <Title order={1} fz={26} ref={headingRef} tabIndex={-1}>
            {pending ? SUCCESS_TEXT.pendingHeading : SUCCESS_TEXT.heading}
          </Title>
          <Text>{pending ? SUCCESS_TEXT.pendingBody : SUCCESS_TEXT.body}</Text>
          {start && end ? <BookedTime booked={{ ...booked, start, end }} /> : null}
          <Button
            component="a"
            href={PRODUCT_SITE_URL}
            target="_blank"
            rel="noopener noreferrer"
            color="violet"
            size="md"
            styles={WRAPPING}
          >
            {SUCCESS_TEXT.cta}
          </Button>
          <Text size="sm" c="dimmed">
            {SUCCESS_TEXT.closing}
          </Text>
          <LanguageMenu />
        </Stack>
      </Paper>
    </Center>
  );
}
