import { onlineManager, useQuery } from '@tanstack/react-query';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { ApiError, messageOf } from '../../../api/errors';
import { useDocumentTitle } from '../../../components/use-document-title';
import { PRODUCT_NAME } from '../../../components/logo';
import { findSlot, slotsOfLink, withoutTaken, type Slot } from '../../../domain/slots';
import { busySlotsQueryOptions, publicLinkQueryOptions } from '../api';
import { canonicalTimeZone } from '../../../domain/legacy-zones';
import { dateKeyIn, monthOf } from '../calendar-dates';
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
import { useBookingSubmit, type RescheduleMode } from '../use-booking-submit';
import { AvailabilityError } from './availability-error';
import { BookingFrame, BookingLoading, InvalidBookingUrl, LinkNotFound } from './booking-frame';
import { CalendarStep, type CalendarNotice } from './calendar-step';
import { DetailsStep } from './details-step';
import { HostHeader } from './host-header';
import {
  useAddressBar,
  useCanonicalSlug,
  useLatestCallback,
  useLengthSwitch,
  useStepFocus,
  usePagePart,
  type BookingAddressBar,
} from './booking-page-hooks';
import type { ClockFormat } from '../../../domain/time-text';
import { durationsOf } from '../../../domain/meeting-types';
import { placeWords } from '../place-words';
import { InactiveLink } from './inactive-link';
import { staleSlotNotice } from './booking-notices';

// The held time (docs/decisions.md#a-held-time) is a chunk of its own, loaded when the visitor picks a time.
const SlotHolder = lazy(() => import('./slot-holder').then((m) => ({ default: m.SlotHolder })));
// A team link's header and slots: a part in a chunk of its own. Reschedule mode's notes are the
// manage page's (`RescheduleMode`), so this page's chunk does not carry them.
const loadTeam = () => import('../team/team-page');

// Only a framed booking page shows success in place: keep the success view out of its chunk.
const loadEmbeddedSuccess = () => import('./embedded-success');
const EmbeddedSuccess = lazy(() =>
  loadEmbeddedSuccess().then((m) => ({ default: m.EmbeddedSuccess })),
);

/** The page's own words in English (the catalogue's; the page shows the visitor's language). */
export const BOOKING_TEXT = enCore.page;

export interface BookingPageProps {
  user: string;
  type: string;
  /**
   * How this start writes the page's place: the light start's history, the router's, or the
   * manage page's search (docs/architecture.md#two-ways-to-start-the-public-pages-and-the-app).
   */
  address: BookingAddressBar;
  /**
   * Reschedule mode (the booking's own page): the visitor's name and e-mail are kept, the current
   * time is shown, and confirming moves the booking instead of making a new one.
   */
  reschedule?: RescheduleMode;
}

/**
 * /book/{user}/{type}: the public booking page, the one component of that address. States:
 * invalid URL, loading, link not found, availability error, normal; in the normal state the step
 * is 'calendar' until a slot is chosen, then 'booking'.
 */
export function BookingPage({ user, type, address, reschedule }: BookingPageProps) {
  const { search, onSearchChange, onBooked, onCanonicalSlug } = useAddressBar(address, user, type);
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
  // A switched-off link (docs/decisions.md#meeting-types) offers no times: its busy times are not asked for.
  const busy = useQuery({
    ...busySlotsQueryOptions(user, type, linkWindow ?? { startDate: '', endDate: '' }),
    enabled: linkWindow !== null && link.data?.active !== false,
  });
  const { messages: words, locale } = useLang();
  const pageText = words.page;

  // The embedding page's zone, then ?tz= in the address (a host may send a link for a zone),
  // then the visitor's own; legacy names (Asia/Calcutta) become their current ones.
  const [timeZone, setTimeZone] = useState(() =>
    canonicalTimeZone(embedTimeZone() ?? search.tz ?? initialTimeZone()),
  );
  // The visitor's own choice of clock, else the page's language's habit (24 hours in German).
  const [chosenClock, setClock] = useState<ClockFormat | null>(storedClockFormat);
  const clock = chosenClock ?? visitorEnv.clockFormat(locale);
  const [team, teamFailed] = usePagePart('team', loadTeam, Boolean(link.data?.team));
  const form = useBookingSubmit({
    user,
    type,
    search,
    onSearchChange,
    onBooked: team ? team.namingHosts(onBooked) : onBooked,
    reschedule,
    timeZone,
    clock,
    refetchBusy: () => busy.refetch(),
  });
  const { values, errors, failure, taken, notice, embedBooked } = form;
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEmbedBridge({
    link: `${user}/${type}`,
    loaded: Boolean(link.data),
    failure: embedFailure({ valid, link, busy }),
    onPrefill: (prefill) =>
      form.setValues((current) => ({
        name: current.name || prefill.name || '',
        email: current.email || prefill.email || '',
      })),
  });
  const changeTimeZone = useCallback((zone: string) => {
    setTimeZone(zone);
    rememberTimeZone(zone);
  }, []);
  const changeMonth = useLatestCallback((next: string) =>
    onSearchChange({ ...search, month: next }, { replace: true }),
  );
  const selectDate = useLatestCallback((date: string) =>
    onSearchChange({ ...search, date, slot: undefined }),
  );
  // Choosing a slot and going back swap the whole step: that render runs as a transition, so the
  // press is painted first (the chosen slot filled) and the new step follows in the next frames.
  const selectSlot = useLatestCallback((slot: Slot) => {
    if (isEmbedded()) void loadEmbeddedSuccess();
    postToHost({ type: 'slot-selected', data: { start: slot.start, end: slot.end } });
    startTransition(() => {
      form.setNotice(null);
      form.clearFailure();
      onSearchChange({ ...search, date: dateKeyIn(timeZone, slot.start), slot: slot.start });
    });
  });
  const goBack = useLatestCallback(() =>
    startTransition(() => {
      form.clearFailure();
      onSearchChange({ ...search, slot: undefined });
    }),
  );
  // Someone else holds or took the time the visitor picked (docs/decisions.md#a-held-time): back to the calendar.
  const holdLost = useLatestCallback((lost: CalendarNotice) => {
    form.setNotice(lost);
    void busy.refetch();
    onSearchChange({ ...search, slot: undefined });
  });
  const changeClock = useCallback((format: ClockFormat) => {
    setClock(format);
    rememberClockFormat(format);
  }, []);

  const linkData = link.data;
  const availability = busy.data;
  // The meeting's length (docs/decisions.md#meeting-types): the visitor's choice (in the address), else the booking's
  // own when moving it, else the link's default. The slots follow it.
  const durations = linkData ? durationsOf(linkData) : [];
  const duration =
    [search.duration, reschedule ? reschedule.booking.duration : undefined].find(
      (minutes) => minutes !== undefined && durations.includes(minutes),
    ) ?? linkData?.defaultDuration;
  const slots = useMemo(() => {
    if (!linkData || !availability) return {};
    const read = team?.teamSlotsOfLink ?? slotsOfLink;
    const all = read(linkData, availability, timeZone, availability.fetchedAt, duration);
    return withoutTaken(all, taken);
  }, [linkData, availability, timeZone, taken, duration, team]);
  const [staleTimes, changeDuration] = useLengthSwitch(
    () => busy.refetch(),
    (minutes) =>
      onSearchChange({ ...search, duration: minutes, slot: undefined }, { replace: true }),
  );

  const selectedSlot = search.slot ? findSlot(slots, search.slot) : undefined;
  const step = selectedSlot ? 'booking' : 'calendar';

  // Each step and state has its own title: the first thing a screen reader says of the page.
  const meetingTitle = linkData
    ? pageText.meeting(linkData.name, linkData.host.name)
    : PRODUCT_NAME;
  const stepTitle =
    linkData?.active === false || !!linkData?.usedAt || form.inactive
      ? pageText.inactiveTitle
      : selectedSlot
        ? words.details.form
        : words.calendar.heading;
  const hasErrors = Boolean(
    errors.name || errors.email || failure || Object.keys(form.issues).length > 0,
  );
  const pageTitle = pageText.title(stepTitle, meetingTitle);
  useDocumentTitle(
    linkData && !embedBooked ? (hasErrors ? pageText.errorTitle(pageTitle) : pageTitle) : null,
  );

  useStepFocus(headingRef, step, Boolean(reschedule));

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
  // A used single-use link (docs/decisions.md#meeting-types) takes no bookings, as a switched-off one.
  const switchedOff = linkData.active === false || !!linkData.usedAt || form.inactive;
  // A part in a chunk of its own (above) is waited for; one that failed to load is an error below.
  const partPending = linkData.team && !team && !teamFailed;
  if ((busy.isPending && !switchedOff) || partPending) {
    return <BookingLoading text={pageText.loading} />;
  }
  const Header = team?.TeamHeader ?? HostHeader;
  const place = placeWords(linkData.location, linkData.host.name, words, false);
  const header = (
    <>
      <Header
        link={linkData}
        timeZone={timeZone}
        now={availability?.fetchedAt ?? link.dataUpdatedAt}
        duration={duration}
        location={place?.text ?? null}
      />
      {reschedule ? reschedule.currentTime(timeZone, clock) : null}
    </>
  );

  if (switchedOff) {
    return (
      <BookingFrame>
        {header}
        <InactiveLink link={linkData} justNow={form.inactive} />
      </BookingFrame>
    );
  }

  if (busy.isError || !availability || teamFailed) {
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

  const staleSlot =
    search.slot !== undefined && selectedSlot === undefined && !busy.isFetching && notice === null
      ? staleSlotNotice({
          slug: `${user}/${type}`,
          slot: search.slot,
          reschedule,
          timeZone,
          clock,
          words,
          locale,
        })
      : null;

  return (
    <BookingFrame>
      {header}
      {selectedSlot ? (
        <DetailsStep
          headingRef={headingRef}
          slot={selectedSlot}
          link={linkData}
          duration={duration ?? linkData.defaultDuration}
          timeZone={timeZone}
          clock={clock}
          values={values}
          errors={errors}
          failure={failure?.kind ?? null}
          failureCount={failure?.count ?? 0}
          offline={!online}
          pending={form.pending}
          onChange={form.change}
          onBack={goBack}
          onSubmit={() => form.submit(selectedSlot, linkData)}
          extra={form.extra}
          issues={form.issues}
          focus={form.focus}
          onAnswer={form.setAnswer}
          onPhone={form.setPhone}
          onPlace={form.setPlace}
          onGuest={form.setGuest}
          onAddGuest={form.addGuest}
          onRemoveGuest={form.removeGuest}
          hold={
            reschedule ? (
              reschedule.moveNote(linkData, selectedSlot, availability?.fetchedAt ?? 0)
            ) : (
              <Suspense fallback={null}>
                <SlotHolder
                  user={user}
                  type={type}
                  slot={selectedSlot}
                  duration={duration}
                  timeZone={timeZone}
                  clock={clock}
                  onLost={holdLost}
                  onPickAgain={goBack}
                />
              </Suspense>
            )
          }
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
          stale={staleTimes}
          onMonthChange={changeMonth}
          onSelectDate={selectDate}
          onSelectSlot={selectSlot}
          onTimeZoneChange={changeTimeZone}
          now={availability.fetchedAt}
          onClockChange={changeClock}
          durations={durations}
          duration={duration}
          onDurationChange={changeDuration}
        />
      )}
    </BookingFrame>
  );
}
