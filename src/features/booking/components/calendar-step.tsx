import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import type { Slot, SlotsByDate } from '../../../domain/slots';
import { enCore } from '../../../i18n/messages/en';
import { formatDayTitle, formatLongDate, monthOf } from '../calendar-dates';
import { durationText, useLang } from '../../../i18n/lang';
import { MonthCalendar } from './month-calendar';
import { formatTime, zoneLabel, type ClockFormat } from '../../../domain/time-text';
import { NO_HANDOFF, type ZoneHandoff } from './zone-handoff';
import type { TimeZonePicker as TimeZonePickerType } from './time-zone-picker';

// The searchable picker (a combobox over some 400 zones) loads after the first render: the
// booking page's first screen stays within its budget. Until then a plain box stands in for it,
// which takes a click and typing and hands both to the picker when it mounts.
type Picker = typeof TimeZonePickerType;
const loadPicker = () => import('./time-zone-picker').then((module) => module.TimeZonePicker);

const SLOT_STYLES = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingInline: 6 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

/** Why the visitor is back on the calendar: a slot taken, or one they booked themselves. */
export interface CalendarNotice {
  title: string;
  message: string;
  link?: { href: string; label: string } | undefined;
  /** 'success': the visitor's own booking (Back after booking); otherwise a warning. */
  tone?: 'success' | 'warning';
}

/** '{n} time slot(s) available', in English as the product has always written it; other languages' plurals. */
export function slotCountLabel(count: number, words = enCore, locale = 'en-US'): string {
  return words.calendar.slotCount(count, locale);
}

/**
 * The chosen day's title and slot buttons. Drawn apart from the rest of the step, with the day and
 * the clock a render behind (useDeferredValue in CalendarStep): a click on a day or on 12h/24h is
 * painted first (the day pressed, the switch turned), and the times follow in the next frames.
 */
const DaySlots = memo(function DaySlots({
  date,
  slots,
  timeZone,
  clock,
  stale,
  onSelectSlot,
}: {
  date: string;
  slots: Slot[];
  timeZone: string;
  clock: ClockFormat;
  stale: boolean;
  onSelectSlot: (slot: Slot) => void;
}) {
  const { messages: words, locale } = useLang();
  const text = words.calendar;
  const day = formatLongDate(date);
  // The slot just pressed turns filled at once; the details step follows in a transition (the
  // page's swap is the click's slow part on a phone, and the press is what the visitor waits on).
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {formatDayTitle(date)}
      </Title>
      {slots.length === 0 ? (
        <Text c="gray.7">{text.noSlots}</Text>
      ) : (
        <>
          <Text size="sm" c="gray.7">
            {slotCountLabel(slots.length, words, locale)}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" data-testid="slot-list">
            {slots.map((slot) => {
              const time = formatTime(slot.start, timeZone, clock, locale);
              return (
                <Button
                  key={slot.start}
                  variant={chosen === slot.start ? 'filled' : 'outline'}
                  // Large text wraps the time inside the button instead of cutting it.
                  styles={SLOT_STYLES}
                  disabled={stale}
                  onClick={() => {
                    setChosen(slot.start);
                    onSelectSlot(slot);
                  }}
                  data-start={slot.start}
                  // Named with its day: a list of times alone says nothing out of context.
                  aria-label={text.slotLabel(time, day)}
                >
                  {time}
                </Button>
              );
            })}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
});

const NO_SLOTS: Slot[] = [];

/** The meeting lengths a link offers (docs/decisions.md#meeting-types): the slots follow the one chosen. */
function DurationChoice({
  durations,
  value,
  onChange,
}: {
  durations: readonly number[];
  value: number;
  onChange: (minutes: number) => void;
}) {
  const { messages: words, locale } = useLang();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="booking-length-label">
        {words.calendar.length}
      </Text>
      <SegmentedControl
        aria-labelledby="booking-length-label"
        data-testid="duration-choice"
        value={String(value)}
        onChange={(next) => onChange(Number(next))}
        data={durations.map((minutes) => ({
          value: String(minutes),
          label: durationText(minutes, words, locale),
        }))}
        color="violet"
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
    </Stack>
  );
}

/**
 * Step 'calendar': 'Select Date & Time', the month grid and the chosen day's
 * slot buttons in the visitor's zone, with the zone selector and the 12h/24h switch.
 */
export function CalendarStep({
  headingRef,
  slots,
  month,
  today,
  lastMonth,
  selectedDate,
  timeZone,
  clock,
  notice,
  refreshing,
  stale = false,
  onMonthChange,
  onSelectDate,
  onSelectSlot,
  onTimeZoneChange,
  onClockChange,
  now,
  durations = [],
  duration,
  onDurationChange = () => {},
}: {
  headingRef: Ref<HTMLHeadingElement>;
  slots: SlotsByDate;
  month: string;
  today: string;
  /** The last month with any day of the booking window. */
  lastMonth: string;
  selectedDate: string | undefined;
  timeZone: string;
  clock: ClockFormat;
  /** Why the visitor is back here (a slot was just taken). */
  notice: CalendarNotice | null;
  /** The busy times are being read again. */
  refreshing: boolean;
  /** The times shown are stale (the length changed, its read is not in): not clickable. */
  stale?: boolean;
  onMonthChange: (month: string) => void;
  onSelectDate: (dateKey: string) => void;
  onSelectSlot: (slot: Slot) => void;
  onTimeZoneChange: (zone: string) => void;
  onClockChange: (clock: ClockFormat) => void;
  /** When the zone picker's local times are shown for (the availability's read time). */
  now: number;
  /** The link's lengths (docs/decisions.md#meeting-types): with several, the visitor picks one. */
  durations?: readonly number[];
  duration?: number;
  onDurationChange?: (minutes: number) => void;
}) {
  const available = useMemo(() => new Set(Object.keys(slots)), [slots]);
  const { messages: words, locale } = useLang();
  const text = words.calendar;
  // The slot list and the zone list's times a render behind the click (see DaySlots).
  const listDate = useDeferredValue(selectedDate);
  const listClock = useDeferredValue(clock);
  // A day the visitor pressed brings its times into view (on a phone they are below the month):
  // once the list shows that day, it scrolls only as far as needed ('nearest': no move when it is
  // in view already, as beside the month on a wide screen). Opening the page moves nothing.
  const times = useRef<HTMLDivElement>(null);
  const pressed = useRef<string | null>(null);
  const selectDate = useCallback(
    (date: string) => {
      // The day shown already (the one the page opened on): its times come into view at once.
      if (date === listDate) times.current?.scrollIntoView?.({ block: 'nearest' });
      else pressed.current = date;
      onSelectDate(date);
    },
    [onSelectDate, listDate],
  );
  useEffect(() => {
    if (listDate === undefined || pressed.current !== listDate) return;
    pressed.current = null;
    times.current?.scrollIntoView?.({ block: 'nearest' });
  }, [listDate]);
  // The zone picker (a combobox on a popover) is mounted after the step is painted: coming back
  // from the details step shows the calendar first; the stand-in (as while its chunk loads) shows
  // the zone meanwhile. A visitor who clicks it and types before the picker is there loses
  // nothing: the stand-in keeps the focus and the text, and the picker starts from both.
  // Loaded by hand, not with lazy(): the stand-in stays the same box until the picker replaces it
  // (a Suspense fallback would be another box, and a click or a key could land in the old one).
  const [TimeZonePicker, setPicker] = useState<Picker | null>(null);
  useEffect(() => {
    let live = true;
    void loadPicker().then((picker) => {
      if (live) startTransition(() => setPicker(() => picker));
    });
    return () => {
      live = false;
    };
  }, []);
  const [early, setEarly] = useState<ZoneHandoff>(NO_HANDOFF);
  const zoneField = (
    <TextInput
      label={text.zone}
      value={early.text ?? zoneLabel(timeZone, now)}
      onFocus={(event) => {
        if (early.text === null) event.currentTarget.select();
        setEarly((current) => (current.focused ? current : { ...current, focused: true }));
      }}
      onBlur={() => setEarly((current) => ({ ...current, focused: false }))}
      onChange={(event) => setEarly({ focused: true, text: event.currentTarget.value })}
      autoComplete="off"
      spellCheck={false}
      style={{ flex: 1, minWidth: 220 }}
    />
  );

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="booking-step-title"
    >
      <Stack gap="lg">
        <Title order={2} fz={20} id="booking-step-title" ref={headingRef} tabIndex={-1}>
          {text.heading}
        </Title>
        {notice ? (
          <Alert
            color={notice.tone === 'success' ? 'green' : 'orange'}
            variant="light"
            title={notice.title}
            role={notice.tone === 'success' ? 'status' : 'alert'}
            // The light variant's orange title is 3.6:1 on its tint: the text stays dark.
            styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
          >
            <Text size="sm">{notice.message}</Text>
            {notice.link ? (
              <Anchor href={notice.link.href} size="sm" fw={600} underline="always">
                {notice.link.label}
              </Anchor>
            ) : null}
          </Alert>
        ) : null}
        {durations.length > 1 && duration !== undefined ? (
          <DurationChoice durations={durations} value={duration} onChange={onDurationChange} />
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md">
            <MonthCalendar
              month={month}
              today={today}
              selected={selectedDate}
              available={available}
              canGoBack={month > monthOf(today)}
              canGoForward={month < lastMonth}
              onMonthChange={onMonthChange}
              onSelect={selectDate}
            />
            <Group gap="sm" align="flex-end" wrap="wrap">
              {TimeZonePicker ? (
                <TimeZonePicker
                  handoff={early}
                  value={timeZone}
                  clock={listClock}
                  now={now}
                  onChange={onTimeZoneChange}
                  locale={locale}
                />
              ) : (
                zoneField
              )}
              <Group gap={0} role="group" aria-label={text.clock} wrap="nowrap">
                {(['12h', '24h'] as const).map((format) => (
                  <Button
                    key={format}
                    size="sm"
                    variant={clock === format ? 'filled' : 'default'}
                    aria-pressed={clock === format}
                    onClick={() => onClockChange(format)}
                    radius={0}
                    style={
                      format === '12h'
                        ? {
                            borderStartStartRadius: 'var(--mantine-radius-md)',
                            borderEndStartRadius: 'var(--mantine-radius-md)',
                          }
                        : {
                            borderStartEndRadius: 'var(--mantine-radius-md)',
                            borderEndEndRadius: 'var(--mantine-radius-md)',
                          }
                    }
                  >
                    {format}
                  </Button>
                ))}
              </Group>
            </Group>
          </Stack>
          <Box ref={times} aria-live="polite" aria-busy={refreshing || stale}>
            {refreshing || stale ? (
              <Group gap="xs" mb="sm" c="gray.7">
                <Loader size="xs" aria-hidden="true" />
                <Text size="sm" c="gray.7">
                  {text.updating}
                </Text>
              </Group>
            ) : null}
            {listDate === undefined ? (
              <Text c="gray.7">{text.pickDate}</Text>
            ) : (
              <DaySlots
                date={listDate}
                slots={slots[listDate] ?? NO_SLOTS}
                timeZone={timeZone}
                clock={listClock}
                stale={stale}
                onSelectSlot={onSelectSlot}
              />
            )}
          </Box>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
