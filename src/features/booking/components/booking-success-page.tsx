import { Anchor, Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { Logo, PRODUCT_NAME, PRODUCT_SITE_URL } from '../../../components/logo';
import dayjs from '../../../domain/dayjs';
import { googleCalendarUrl, outlookCalendarUrl } from '../../../domain/calendar-links';
import { buildIcs } from '../../../domain/ics';
import { formatTime, type ClockFormat } from '../clock-format';
import { zoneLabel } from '../zone-label';
import type { BookingSuccessSearch } from '../booking-search';

/** The page's words in one place (the spec's texts exactly). */
export const SUCCESS_TEXT = {
  heading: 'Meeting Scheduled Successfully!',
  body: `Your meeting has been scheduled with ${PRODUCT_NAME}. The invitation has been sent to your email address and includes all meeting details.`,
  cta: 'Get the product for yourself',
  closing: 'Simplify your scheduling with AI-powered meeting coordination',
  ics: 'Add to my calendar (.ics)',
  google: 'Google Calendar',
  outlook: 'Outlook',
  change: 'Need to change it?',
  manage: 'Reschedule or cancel',
  with: (host: string) => `with ${host}`,
  icsDescription: (host: string | undefined, manageUrl: string | null) =>
    [
      host ? `Booked with ${host} through ${PRODUCT_NAME}.` : `Booked through ${PRODUCT_NAME}.`,
      manageUrl ? `Reschedule or cancel: ${manageUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  title: `Meeting Scheduled Successfully! · ${PRODUCT_NAME}`,
} as const;

/** "Tuesday, November 24, 2026 · 9:30 AM – 10:00 AM" in the visitor's zone and clock. */
export function describeTime(
  start: string,
  end: string,
  tz: string,
  clock: ClockFormat = '12h',
): string {
  const from = dayjs(start).tz(tz);
  return `${from.format('dddd, MMMM D, YYYY')} · ${formatTime(start, tz, clock)} – ${formatTime(end, tz, clock)}`;
}

/** The booking's own page, where the visitor reschedules or cancels. */
export function managePath(id: string, token: string): string {
  return `/bookings/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
}

function BookedTime({
  booked,
}: {
  booked: Required<Pick<BookingSuccessSearch, 'start' | 'end'>> & BookingSuccessSearch;
}) {
  const tz = booked.tz ?? dayjs.tz.guess();
  const manage = booked.id && booked.token ? managePath(booked.id, booked.token) : null;
  const manageUrl = manage ? `${window.location.origin}${manage}` : null;
  const description = SUCCESS_TEXT.icsDescription(booked.host, manageUrl);
  const icsHref = useMemo(() => {
    const ics = buildIcs({
      uid: `${booked.id ?? booked.start}@slotwise`,
      title: booked.title ?? 'Meeting',
      description,
      ...(manageUrl ? { url: manageUrl } : {}),
      start: booked.start,
      end: booked.end,
      // When the booking was made (an old link without it: when the file is made).
      stamp: booked.at ?? new Date(),
    });
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  }, [booked.id, booked.title, booked.start, booked.end, booked.at, description, manageUrl]);
  const event = {
    title: booked.title ?? 'Meeting',
    start: booked.start,
    end: booked.end,
    details: manageUrl ? `${SUCCESS_TEXT.manage}: ${manageUrl}` : undefined,
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
        <Text size="sm">{describeTime(booked.start, booked.end, tz, booked.clock)}</Text>
        <Text size="sm" c="gray.7">
          {zoneLabel(tz, Date.parse(booked.start))}
        </Text>
        <Group justify="center" gap="xs">
          <Button
            component="a"
            href={icsHref}
            download="slotwise-meeting.ics"
            variant="light"
            size="xs"
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
          >
            {SUCCESS_TEXT.outlook}
          </Button>
        </Group>
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
  useDocumentTitle(SUCCESS_TEXT.title);
  // The heading takes the focus: a screen reader announces the success, and Tab goes on from it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Center {...(framedForEmbed() ? {} : { mih: '100vh', p: 'md', bg: 'gray.0' })} component="main">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" gap="lg" ta="center">
          <Logo size={36} />
          <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden="true">
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
            {SUCCESS_TEXT.heading}
          </Title>
          <Text>{SUCCESS_TEXT.body}</Text>
          {start && end ? <BookedTime booked={{ ...booked, start, end }} /> : null}
          <Button
            component="a"
            href={PRODUCT_SITE_URL}
            target="_blank"
            rel="noopener noreferrer"
            color="violet"
            size="md"
          >
            {SUCCESS_TEXT.cta}
          </Button>
          <Text size="sm" c="dimmed">
            {SUCCESS_TEXT.closing}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
