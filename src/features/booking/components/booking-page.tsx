import { Alert, Anchor, Box, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { onlineManager, useQuery } from '@tanstack/react-query';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ApiError, messageOf, NetworkError } from '../../../api/errors';
import { useDocumentTitle } from '../../../components/use-document-title';
import { PRODUCT_NAME, PRODUCT_SITE_URL } from '../../../components/logo';
import { generateSlots, type Slot, type SlotsByDate } from '../../../domain/slots';
import { busySlotsQueryOptions, publicLinkQueryOptions, useBookSlot } from '../api';
import type { ManagedBooking } from '../manage-api';
import { canonicalTimeZone } from '../../../domain/legacy-zones';
import {
  isSlotTaken,
  readBookedHere,
  readStoredDetails,
  rememberBookedHere,
  storeDetails,
  validateBookingForm,
  type BookingFailure,
  type BookingFormErrors,
  type BookingFormValues,
} from '../booking-form';
import type { BookingSearch } from '../booking-search';
import type { components } from '../../../api/schema.gen';
import {
  dateKeyIn,
  formatLongDate,
  formatTime,
  monthOf,
  type ClockFormat,
} from '../calendar-dates';
import {
  initialTimeZone,
  storedClockFormat,
  visitorEnv,
  rememberClockFormat,
  rememberTimeZone,
} from '../visitor-env';
import {
  embedFailure,
  embedTimeZone,
  isEmbedded,
  postToHost,
  useEmbedBridge,
} from '../embed-bridge';
import { enCore } from '../../../i18n/messages/en';
import { useLang } from '../../../i18n/lang';
import { AvailabilityError } from './availability-error';
import { LanguageMenu } from './language-menu';
import { CalendarStep, type CalendarNotice } from './calendar-step';
import { DetailsStep } from './details-step';
import { HostHeader } from './host-header';

// Only a framed booking page shows success in place: keep the success view out of its chunk.
const loadEmbeddedSuccess = () => import('./embedded-success');
const EmbeddedSuccess = lazy(() =>
  loadEmbeddedSuccess().then((module) => ({ default: module.EmbeddedSuccess })),
);

/** The page's own words in English (the catalogue's; the page shows the visitor's language). */
export const BOOKING_TEXT = enCore.page;

export function BookingFrame({ children }: { children: ReactNode }) {
  // Embed mode: no outer background or margins, and no full-viewport height (the frame follows
  // the content's height). The column starts at the top, not centred: index.html's skeleton draws
  // the header there before the app arrives, and it must not move when the page's full height is
  // known (as Calendly's page, the card keeps a fixed top margin).
  const embedded = isEmbedded();
  const text = useLang().messages.page;
  return (
    <Box
      mih={embedded ? undefined : '100vh'}
      p={embedded ? 0 : { base: 'xs', sm: 'md' }}
      bg={embedded ? undefined : 'gray.0'}
      component="main"
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }}
    >
      <Stack w="100%" maw={880} gap="md" py={embedded ? 0 : 'md'}>
        {children}
        <Stack gap="xs" component="footer">
          <Text size="sm" c="gray.7" ta="center">
            {text.poweredBy}{' '}
            <Anchor href={PRODUCT_SITE_URL} target="_blank" rel="noopener noreferrer" fw={600}>
              {PRODUCT_NAME}
            </Anchor>
          </Text>
          <LanguageMenu />
        </Stack>
      </Stack>
    </Box>
  );
}

export function InvalidBookingUrl() {
  const text = useLang().messages.page;
  useDocumentTitle(`${text.invalidUrl} · ${PRODUCT_NAME}`);
  return (
    <BookingFrame>
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Title order={1} fz={24}>
          {text.invalidUrl}
        </Title>
      </Paper>
    </BookingFrame>
  );
}

export function LinkNotFound() {
  const text = useLang().messages.page;
  useDocumentTitle(`${text.notFound} · ${PRODUCT_NAME}`);
  return (
    <BookingFrame>
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Stack gap="xs" align="center">
          <Title order={1} fz={24}>
            {text.notFound}
          </Title>
          <Text>{text.notFoundText}</Text>
        </Stack>
      </Paper>
    </BookingFrame>
  );
}

/** A booking page that is still loading: a spinner and what it waits for, in the page's frame. */
export function BookingLoading({ text }: { text: string }) {
  return (
    <BookingFrame>
      <Center py="xl" role="status">
        <Stack align="center" gap="sm">
          <Loader aria-hidden="true" />
          <Text>{text}</Text>
        </Stack>
      </Center>
    </BookingFrame>
  );
}

function findSlot(slots: SlotsByDate, start: string): Slot | undefined {
  const at = Date.parse(start);
  for (const list of Object.values(slots)) {
    const found = list.find((slot) => Date.parse(slot.start) === at);
    if (found) return found;
  }
  return undefined;
}

/** Drops the starts known to be taken since the busy times were read. */
function withoutTaken(slots: SlotsByDate, taken: ReadonlySet<string>): SlotsByDate {
  if (taken.size === 0) return slots;
  const result: SlotsByDate = {};
  for (const [date, list] of Object.entries(slots)) {
    const free = list.filter((slot) => !taken.has(slot.start));
    if (free.length > 0) result[date] = free;
  }
  return result;
}

export interface BookingPageProps {
  user: string;
  type: string;
  /** The place in the URL (month shown, date and slot chosen). */
  search?: BookingSearch;
  onSearchChange?: (search: BookingSearch, options?: { replace?: boolean }) => void;
  /** Called after a successful booking, with the booking, the zone and clock it was shown in. */
  /**
   * Called once the link is loaded when the address named one of its previous slugs (the link was
   * renamed): `slug` is its current one, for the page to show the canonical address.
   */
  onCanonicalSlug?: (slug: string) => void;
  onBooked?: (
    booking: components['schemas']['Booking'],
    timeZone: string,
    clock: ClockFormat,
    hostName: string,
  ) => void;
  /**
   * Reschedule mode (the booking's own page, issue 15): the visitor's name and e-mail are kept,
   * the current time is shown, and confirming moves the booking instead of making a new one.
   */
  reschedule?: {
    booking: ManagedBooking;
    /** Moves the booking (the manage page's call): resolves with it, or rejects (409: taken). */
    move: (slot: { startTime: string; endTime: string }) => Promise<ManagedBooking>;
    onRescheduled: (booking: ManagedBooking, timeZone: string, clock: ClockFormat) => void;
  };
}

/**
 * Tells `onCanonical` the link's current slug when the page was opened at a previous one (a
 * renamed link's old address keeps working, issue 24), once per address and slug.
 */
function useCanonicalSlug(
  slug: string | undefined,
  address: string,
  onCanonical: ((slug: string) => void) | undefined,
) {
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (slug === undefined || slug === address || !onCanonical) return;
    const key = `${address} ${slug}`;
    if (told.current === key) return;
    told.current = key;
    onCanonical(slug);
  }, [slug, address, onCanonical]);
}

/** One key per distinct booking request: a double click or a retry sends the same key. */
function useIdempotencyKey() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return (fingerprint: string) => {
    if (last.current?.fingerprint !== fingerprint) {
      last.current = { fingerprint, key: crypto.randomUUID() };
    }
    return last.current.key;
  };
}

/**
 * /book/{user}/{type}: the public booking page. States: invalid
 * URL, loading, link not found, availability error, normal; in the normal state the step is
 * 'calendar' until a slot is chosen, then 'booking'.
 */
export function BookingPage({
  user,
  type,
  search = {},
  onSearchChange = () => {},
  onBooked = () => {},
  onCanonicalSlug,
  reschedule,
}: BookingPageProps) {
  const valid = Boolean(user && type);
  const link = useQuery({ ...publicLinkQueryOptions(user, type), enabled: valid });
  // A frame's address is not the visitor's to see, and the host page named the link it embeds:
  // an embedded page keeps the address it was given.
  useCanonicalSlug(
    link.data?.slug,
    `${user}/${type}`,
    reschedule || isEmbedded() ? undefined : onCanonicalSlug,
  );
  const linkWindow = link.data
    ? { startDate: link.data.startDate, endDate: link.data.endDate }
    : null;
  const busy = useQuery({
    ...busySlotsQueryOptions(user, type, linkWindow ?? { startDate: '', endDate: '' }),
    enabled: linkWindow !== null,
  });
  const book = useBookSlot(user, type);
  const { messages: words, locale } = useLang();
  const pageText = words.page;
  const [moving, setMoving] = useState(false);
  const idempotencyKey = useIdempotencyKey();

  // The embedding page's zone, then ?tz= in the address (a host may send a link for a zone),
  // then the visitor's own; legacy names (Asia/Calcutta) become their current ones.
  const [timeZone, setTimeZone] = useState(() =>
    canonicalTimeZone(embedTimeZone() ?? search.tz ?? initialTimeZone()),
  );
  // The visitor's own choice of clock, else the page's language's habit (24 hours in German).
  const [chosenClock, setClock] = useState<ClockFormat | null>(storedClockFormat);
  const clock = chosenClock ?? visitorEnv.clockFormat(locale);
  const [values, setValues] = useState<BookingFormValues>(() =>
    reschedule
      ? { name: reschedule.booking.attendeeName, email: reschedule.booking.attendeeEmail }
      : (readStoredDetails() ?? { name: '', email: '' }),
  );
  const [errors, setErrors] = useState<BookingFormErrors>({});
  // A failed request (never a field's error), and how many: each failure refocuses Confirm.
  const [failure, setFailure] = useState<{ kind: BookingFailure; count: number } | null>(null);
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
  const [taken, setTaken] = useState<ReadonlySet<string>>(() => new Set());
  const [notice, setNotice] = useState<CalendarNotice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [embedBooked, setEmbedBooked] = useState<components['schemas']['Booking'] | null>(null);
  useEmbedBridge({
    link: `${user}/${type}`,
    loaded: Boolean(link.data),
    failure: embedFailure({ valid, link, busy }),
    onPrefill: (prefill) =>
      setValues((current) => ({
        name: current.name || prefill.name || '',
        email: current.email || prefill.email || '',
      })),
  });
  const changeTimeZone = useCallback((zone: string) => {
    setTimeZone(zone);
    rememberTimeZone(zone);
  }, []);

  const linkData = link.data;
  const availability = busy.data;
  const slots = useMemo(() => {
    if (!linkData || !availability) return {};
    const all = generateSlots({
      type: linkData.type,
      duration: linkData.defaultDuration,
      window: { startDate: linkData.startDate, endDate: linkData.endDate },
      preferences: {
        timePreference: linkData.preferences.timePreference,
        timezone: availability.preferences.timezone,
        dayAvailability: availability.preferences.dayAvailability,
        bufferTime: availability.preferences.bufferTime,
        noBufferNeeded: availability.preferences.noBufferNeeded,
      },
      busy: availability.busySlots,
      visitorTimeZone: timeZone,
      now: availability.fetchedAt,
      dateAvailability: availability.preferences.dateAvailability,
      minimumNotice: linkData.minimumNotice,
    });
    return withoutTaken(all, taken);
  }, [linkData, availability, timeZone, taken]);

  const selectedSlot = search.slot ? findSlot(slots, search.slot) : undefined;
  const step = selectedSlot ? 'booking' : 'calendar';

  // Each step and state has its own title: the first thing a screen reader says of the page.
  const meetingTitle = linkData
    ? pageText.meeting(linkData.name, linkData.host.name)
    : PRODUCT_NAME;
  const stepTitle = selectedSlot ? words.details.form : words.calendar.heading;
  const hasErrors = Boolean(errors.name || errors.email || failure);
  const pageTitle = pageText.title(stepTitle, meetingTitle);
  useDocumentTitle(
    linkData && !embedBooked ? (hasErrors ? pageText.errorTitle(pageTitle) : pageTitle) : null,
  );

  // Move focus to the step's heading when the step changes (not on the first render).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);
  // Reschedule mode opens from a button on the booking's own page: its heading takes the focus
  // as soon as it is drawn (after the link and the busy times are read).
  const rescheduleFocused = useRef(false);
  useEffect(() => {
    if (!reschedule || rescheduleFocused.current || !headingRef.current) return;
    rescheduleFocused.current = true;
    headingRef.current.focus();
  });

  if (embedBooked) {
    return (
      <Suspense fallback={null}>
        <EmbeddedSuccess
          booking={embedBooked}
          timeZone={timeZone}
          clock={clock}
          hostName={linkData?.host.name}
        />
      </Suspense>
    );
  }
  if (!valid) return <InvalidBookingUrl />;
  if (link.isPending) return <BookingLoading text={pageText.loading} />;
  if (link.isError || !linkData) return <LinkNotFound />;
  if (busy.isPending) return <BookingLoading text={pageText.loading} />;

  const header = (
    <>
      <HostHeader
        link={linkData}
        timeZone={timeZone}
        now={availability?.fetchedAt ?? link.dataUpdatedAt}
      />
      {reschedule ? (
        <Alert color="violet" variant="light" title={pageText.rescheduling}>
          {pageText.currentTime}{' '}
          <strong>
            {formatLongDate(dateKeyIn(timeZone, reschedule.booking.startTime))},{' '}
            {formatTime(reschedule.booking.startTime, timeZone, clock, locale)}
          </strong>
          {pageText.currentTimeAfter}
        </Alert>
      ) : null}
    </>
  );

  if (busy.isError || !availability) {
    return (
      <BookingFrame>
        {header}
        <AvailabilityError
          link={linkData}
          message={messageOf(busy.error, pageText.availabilityFailed)}
          code={busy.error instanceof ApiError ? busy.error.code : undefined}
        />
      </BookingFrame>
    );
  }

  const today = dateKeyIn(timeZone, availability.fetchedAt);
  const firstDate = Object.keys(slots)[0];
  const selectedDate =
    selectedSlot !== undefined
      ? dateKeyIn(timeZone, selectedSlot.start)
      : search.date !== undefined && search.date >= today
        ? search.date
        : firstDate;
  const month =
    search.month !== undefined && search.month >= monthOf(today)
      ? search.month
      : monthOf(selectedDate ?? today);
  const lastMonth = monthOf(dateKeyIn(timeZone, linkData.endDate));

  // A slot in the URL that is not offered (any more): say so instead of booking it. When this
  // tab booked it (Back after a booking), say that instead: the booking did not fail.
  const bookedHere =
    search.slot !== undefined && !reschedule
      ? readBookedHere().find(
          (entry) =>
            entry.slug === `${user}/${type}` &&
            Date.parse(entry.start) === Date.parse(search.slot!),
        )
      : undefined;
  const staleSlot: CalendarNotice | null =
    search.slot !== undefined && selectedSlot === undefined && !busy.isFetching && notice === null
      ? bookedHere
        ? {
            title: pageText.bookedTitle,
            message: pageText.bookedText(
              pageText.bookedWhen(
                formatLongDate(dateKeyIn(timeZone, bookedHere.start)),
                formatTime(bookedHere.start, timeZone, clock, locale),
              ),
            ),
            link: bookedHere.manage
              ? { href: bookedHere.manage, label: pageText.bookedLink }
              : undefined,
            tone: 'success',
          }
        : { title: pageText.staleTitle, message: pageText.staleText }
      : null;

  const change = (field: keyof BookingFormValues, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (!reschedule) storeDetails(next);
      return next;
    });
    // An error clears when its field is edited.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (slot: Slot): keyof BookingFormValues | undefined => {
    const result = validateBookingForm(values);
    if (!result.success) {
      setErrors(result.errors);
      setFailure(null);
      return result.errors.name ? 'name' : 'email';
    }
    setErrors({});
    setFailure(null);
    const body = {
      title: `${linkData.name} with ${result.output.name}`,
      description: `Booked by ${result.output.name} (${result.output.email}) through ${PRODUCT_NAME}.`,
      startTime: slot.start,
      endTime: slot.end,
      attendeeEmail: result.output.email,
      attendeeName: result.output.name,
    };
    const handlers = {
      onError: (error: Error) => {
        if (
          error instanceof ApiError &&
          isSlotTaken({ status: error.status, code: error.code, message: messageOf(error, '') })
        ) {
          // The slot was just taken: never leave the visitor on it. Drop it at once, read
          // the busy times again and go back to the calendar on the same day. Nothing failed
          // on the visitor's side: the next slot's details step starts clean.
          setTaken((current) => new Set(current).add(slot.start));
          setNotice({
            title: pageText.takenTitle,
            message: pageText.takenText(
              formatTime(slot.start, timeZone, clock, locale),
              formatLongDate(dateKeyIn(timeZone, slot.start)),
            ),
          });
          void busy.refetch();
          onSearchChange({ ...search, date: dateKeyIn(timeZone, slot.start), slot: undefined });
          return;
        }
        setFailure((current) => ({
          kind: error instanceof NetworkError ? 'network' : 'server',
          count: (current?.count ?? 0) + 1,
        }));
      },
    };
    if (reschedule) {
      setMoving(true);
      reschedule.move({ startTime: slot.start, endTime: slot.end }).then(
        (moved) => {
          setMoving(false);
          reschedule.onRescheduled(moved, timeZone, clock);
        },
        (error: unknown) => {
          setMoving(false);
          handlers.onError(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return;
    }
    book.mutate(
      { body, idempotencyKey: idempotencyKey(JSON.stringify(body)) },
      {
        ...handlers,
        onSuccess: (booking) => {
          rememberBookedHere({
            slug: `${user}/${type}`,
            start: booking.startTime,
            manage: booking.token
              ? `/bookings/${encodeURIComponent(booking.id)}?token=${encodeURIComponent(booking.token)}`
              : null,
          });
          storeDetails(null);
          if (!isEmbedded()) return onBooked(booking, timeZone, clock, linkData.host.name);
          // In a frame the success view is shown in place; the host page hears of the booking
          // without the visitor's name or e-mail (the title names the link, not the visitor).
          postToHost({
            type: 'booking-successful',
            data: {
              id: booking.id,
              title: linkData.name,
              startTime: booking.startTime,
              endTime: booking.endTime,
            },
          });
          // In a transition: the details stay drawn until the success view's code is there, so
          // the frame's height goes from one to the other without a spinner between.
          startTransition(() => setEmbedBooked(booking));
        },
      },
    );
  };

  return (
    <BookingFrame>
      {header}
      {selectedSlot ? (
        <DetailsStep
          headingRef={headingRef}
          slot={selectedSlot}
          duration={linkData.defaultDuration}
          timeZone={timeZone}
          clock={clock}
          values={values}
          errors={errors}
          failure={failure?.kind ?? null}
          failureCount={failure?.count ?? 0}
          offline={!online}
          pending={book.isPending || moving}
          onChange={change}
          onBack={() => {
            setFailure(null);
            onSearchChange({ ...search, slot: undefined });
          }}
          onSubmit={() => submit(selectedSlot)}
        />
      ) : (
        <CalendarStep
          headingRef={headingRef}
          slots={slots}
          month={month}
          today={today}
          lastMonth={lastMonth < month ? month : lastMonth}
          selectedDate={selectedDate}
          timeZone={timeZone}
          clock={clock}
          notice={notice ?? staleSlot}
          refreshing={busy.isFetching}
          onMonthChange={(next) => onSearchChange({ ...search, month: next }, { replace: true })}
          onSelectDate={(date) => onSearchChange({ ...search, date, slot: undefined })}
          onSelectSlot={(slot) => {
            setNotice(null);
            setFailure(null);
            if (isEmbedded()) void loadEmbeddedSuccess();
            postToHost({ type: 'slot-selected', data: { start: slot.start, end: slot.end } });
            onSearchChange({ ...search, date: dateKeyIn(timeZone, slot.start), slot: slot.start });
          }}
          onTimeZoneChange={changeTimeZone}
          now={availability.fetchedAt}
          onClockChange={(format) => {
            setClock(format);
            rememberClockFormat(format);
          }}
        />
      )}
    </BookingFrame>
  );
}
