import { ActionIcon, Group, Text } from '@mantine/core';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
} from 'react';
import {
  addMonths,
  formatLongDate,
  formatMonth,
  monthOf,
  monthWeeks,
  firstWeekday,
  formatDayNumber,
  weekdayNames,
} from '../calendar-dates';
import { addDays, dayOfWeek } from '../../../domain/civil-date';
import { useLang } from '../../../i18n/lang';
import classes from './month-calendar.module.css';

/** Whether the page reads right to left (the arrows and chevrons turn round). */
function rtl(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
}

function Chevron({ direction }: { direction: 'start' | 'end' }) {
  return (
    <svg
      className={classes.chevron}
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'start' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/**
 * One day of the grid. Memoized: a new selection or tab stop draws the two days it concerns, not
 * the month (the page's other changes, such as the clock, draw none).
 */
const DayCell = memo(function DayCell({
  dateKey,
  past,
  hasSlots,
  isSelected,
  isToday,
  tabStop,
  onSelect,
  onKey,
}: {
  dateKey: string;
  past: boolean;
  hasSlots: boolean;
  isSelected: boolean;
  isToday: boolean;
  tabStop: boolean;
  onSelect: (dateKey: string) => void;
  onKey: (from: string, event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const { messages, locale } = useLang();
  const bookable = hasSlots && !past;
  const className = [
    classes.day,
    bookable ? classes.available : '',
    // No slots: visibly muted, still selectable (the spec shows the day's message).
    !hasSlots && !past ? classes.noSlots : '',
    isToday ? classes.today : '',
    isSelected ? classes.selected : '',
  ]
    .filter(Boolean)
    .join(' ');
  const long = formatLongDate(dateKey, locale);
  return (
    <td className={classes.cell}>
      <button
        type="button"
        className={className}
        data-date={dateKey}
        disabled={past}
        tabIndex={tabStop ? 0 : -1}
        aria-pressed={isSelected}
        aria-current={isToday ? 'date' : undefined}
        aria-label={bookable ? messages.calendar.hasTimes(long) : long}
        onClick={() => onSelect(dateKey)}
        onKeyDown={(event) => onKey(dateKey, event)}
      >
        {formatDayNumber(dateKey, locale)}
        {bookable ? <span className={classes.dot} aria-hidden="true" /> : null}
      </button>
    </td>
  );
});

/**
 * The booking page's month grid: previous and next month, a dot on days with
 * slots, past days disabled. Keyboard: one day is in the tab order; arrows move a day or a
 * week, Home/End to the week's ends, PageUp/PageDown a month; Enter or Space selects.
 */
export const MonthCalendar = memo(function MonthCalendar({
  month,
  today,
  selected,
  available,
  canGoBack,
  canGoForward,
  onMonthChange,
  onSelect,
}: {
  /** The month shown, 'YYYY-MM'. */
  month: string;
  /** The visitor's today, 'YYYY-MM-DD'. */
  today: string;
  selected: string | undefined;
  /** Days that have at least one slot. */
  available: ReadonlySet<string>;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonthChange: (month: string) => void;
  onSelect: (dateKey: string) => void;
}) {
  const titleId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  // Where keyboard focus goes once the month it lies in is rendered.
  const pendingFocus = useRef<string | null>(null);

  const { messages, locale } = useLang();
  const text = messages.calendar;
  const first = firstWeekday(locale);
  const weeks = monthWeeks(month, first);
  const inMonth = (key: string) => monthOf(key) === month;
  const days = weeks.flat().filter((key): key is string => key !== null);
  const tabStop =
    (selected !== undefined && inMonth(selected) && selected >= today ? selected : undefined) ??
    days.find((key) => key >= today && available.has(key)) ??
    days.find((key) => key >= today) ??
    days[days.length - 1];

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || monthOf(target) !== month) return;
    pendingFocus.current = null;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`)?.focus();
  }, [month]);

  const moveFocus = (from: string, event: KeyboardEvent<HTMLButtonElement>) => {
    let target: string;
    switch (event.key) {
      // The arrows follow the page's direction: in a right-to-left page, left is the next day.
      case 'ArrowLeft':
        target = addDays(from, rtl() ? 1 : -1);
        break;
      case 'ArrowRight':
        target = addDays(from, rtl() ? -1 : 1);
        break;
      case 'ArrowUp':
        target = addDays(from, -7);
        break;
      case 'ArrowDown':
        target = addDays(from, 7);
        break;
      case 'Home':
        target = addDays(from, -((dayOfWeek(from) - first + 7) % 7));
        break;
      case 'End':
        target = addDays(from, 6 - ((dayOfWeek(from) - first + 7) % 7));
        break;
      case 'PageUp':
        target = sameDayIn(addMonths(monthOf(from), -1), from);
        break;
      case 'PageDown':
        target = sameDayIn(addMonths(monthOf(from), 1), from);
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target < today) target = today;
    const targetMonth = monthOf(target);
    if (targetMonth !== month) {
      if ((targetMonth < month && !canGoBack) || (targetMonth > month && !canGoForward)) return;
      pendingFocus.current = target;
      onMonthChange(targetMonth);
      return;
    }
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`)?.focus();
  };
  // The days get one handler for good (they are memoized); it calls this render's moveFocus.
  const latestMove = useRef(moveFocus);
  useLayoutEffect(() => {
    latestMove.current = moveFocus;
  });
  const onKey = useCallback(
    (from: string, event: KeyboardEvent<HTMLButtonElement>) => latestMove.current(from, event),
    [],
  );

  return (
    <div>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size="lg"
          aria-label={text.previousMonth}
          disabled={!canGoBack}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <Chevron direction="start" />
        </ActionIcon>
        {/* May wrap: with large text "November 2026" and the two arrows outgrow a phone. */}
        <Text id={titleId} fw={700} aria-live="polite" ta="center" miw={0}>
          {formatMonth(month, locale)}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size="lg"
          aria-label={text.nextMonth}
          disabled={!canGoForward}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <Chevron direction="end" />
        </ActionIcon>
      </Group>
      <div className={classes.grid}>
        <table ref={tableRef} className={classes.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              {weekdayNames(first, locale).map((day) => (
                <th key={day.short} scope="col" className={classes.weekday}>
                  <abbr title={day.long} style={{ textDecoration: 'none' }}>
                    {/* One letter when the grid is narrow for its text (large text on a phone). */}
                    <span className={classes.shortName}>{day.short}</span>
                    <span className={classes.narrowName}>{day.narrow}</span>
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find((key) => key !== null) ?? 'empty'}>
                {week.map((key, index) =>
                  key === null ? (
                    <td key={`blank-${index}`} className={classes.cell} />
                  ) : (
                    <DayCell
                      key={key}
                      dateKey={key}
                      past={key < today}
                      hasSlots={available.has(key)}
                      isSelected={key === selected}
                      isToday={key === today}
                      tabStop={key === tabStop}
                      onSelect={onSelect}
                      onKey={onKey}
                    />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
});

/** The same day of the month in `month`, clamped to its last day. */
function sameDayIn(month: string, from: string): string {
  const day = Number(from.slice(8));
  const last = monthWeeks(month, 0)
    .flat()
    .filter((key): key is string => key !== null)
    .at(-1);
  const wanted = `${month}-${String(day).padStart(2, '0')}`;
  return last !== undefined && wanted > last ? last : wanted;
}
