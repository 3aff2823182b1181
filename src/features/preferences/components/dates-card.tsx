import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import {
  MAX_NOTE_LENGTH,
  newTimeOffProblem,
  overrideProblem,
  todayIn,
} from '../../../domain/date-rules';
import { useNow } from '../../../components/use-now';
import {
  minuteLabel,
  rangeProblems,
  rangesOf,
  withRanges,
  type TimeRange,
} from '../../../domain/day-ranges';
import type { DateOverride, TimeOff } from '../../../domain/preferences';
import { dateText } from '../../../domain/time-text';
import { CalendarIcon } from '../../../components/icons';
import { SectionCard } from '../../../components/signed-in/section-card';
import { RangeRows } from './range-rows';

const ERROR_STYLES = { error: { color: 'var(--mantine-color-red-9)' } } as const;

/** 'Mon, Nov 30, 2026' for a calendar date (read as that date, whatever the browser's zone). */
export function dateLabel(date: string): string {
  return dateText(`${date}T12:00:00Z`, 'UTC', 'short', 'en-US');
}

function rangeLabel(range: TimeOff): string {
  return range.startDate === range.endDate
    ? dateLabel(range.startDate)
    : `${dateLabel(range.startDate)} – ${dateLabel(range.endDate)}`;
}

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `off_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Time off (ranges of whole days in the host's zone, with a private note) and date overrides (one
 * date with other hours, or none). Each is added whole from its small form, checked first: what is
 * listed is always valid, so every change can be saved at once.
 */
export function DatesCard({
  timeOff,
  dateOverrides,
  timezone,
  onTimeOffChange,
  onOverridesChange,
}: {
  timeOff: readonly TimeOff[];
  dateOverrides: readonly DateOverride[];
  timezone: string;
  onTimeOffChange: (next: TimeOff[]) => void;
  onOverridesChange: (next: DateOverride[]) => void;
}) {
  return (
    <SectionCard
      title="Time Off & Date Overrides"
      description={`Days you are away, and dates with other hours than usual, in your time zone (${timezone}). Visitors never see your notes.`}
      icon={<CalendarIcon size={18} />}
    >
      <Stack gap="lg">
        <TimeOffSection
          ranges={timeOff}
          timezone={timezone}
          onAdd={(range) =>
            onTimeOffChange(
              [...timeOff, range].sort((a, b) => a.startDate.localeCompare(b.startDate)),
            )
          }
          onRemove={(id) => onTimeOffChange(timeOff.filter((r) => r.id !== id))}
        />
        <OverridesSection
          overrides={dateOverrides}
          onAdd={(o) =>
            onOverridesChange(
              [...dateOverrides.filter((x) => x.date !== o.date), o].sort((a, b) =>
                a.date.localeCompare(b.date),
              ),
            )
          }
          onRemove={(date) => onOverridesChange(dateOverrides.filter((o) => o.date !== date))}
        />
      </Stack>
    </SectionCard>
  );
}

function TimeOffSection({
  ranges,
  timezone,
  onAdd,
  onRemove,
}: {
  ranges: readonly TimeOff[];
  timezone: string;
  onAdd: (range: TimeOff) => void;
  onRemove: (id: string) => void;
}) {
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const now = useNow();
  const add = () => {
    const range = {
      id: newId(),
      startDate,
      endDate: endDate === '' ? startDate : endDate,
      note: note.trim() === '' ? null : note.trim(),
    };
    // Time off that is over already is refused: it would change nothing and read as a mistake.
    const problem = newTimeOffProblem(range, todayIn(timezone, now));
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    onAdd(range);
    setStartDate('');
    setEndDate('');
    setNote('');
  };
  return (
    <DatedSection
      title="Time off"
      empty="No time off planned."
      align="flex-start"
      rows={ranges.map((range) => ({
        key: range.id,
        removeLabel: `Remove time off ${rangeLabel(range)}`,
        onRemove: () => onRemove(range.id),
        content: (
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {rangeLabel(range)}
            </Text>
            {range.note ? (
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {range.note}
              </Text>
            ) : null}
          </Stack>
        ),
      }))}
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label="First day"
          value={startDate}
          onChange={(e) => setStartDate(e.currentTarget.value)}
          style={{ flex: '1 1 9rem' }}
        />
        <TextInput
          type="date"
          label="Last day"
          value={endDate}
          onChange={(e) => setEndDate(e.currentTarget.value)}
          error={error}
          styles={ERROR_STYLES}
          style={{ flex: '1 1 9rem' }}
        />
      </Group>
      <TextInput
        label="Note (only you see it)"
        value={note}
        maxLength={MAX_NOTE_LENGTH}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group>
        <Button variant="light" onClick={add}>
          Add time off
        </Button>
      </Group>
    </DatedSection>
  );
}

function OverridesSection({
  overrides,
  onAdd,
  onRemove,
}: {
  overrides: readonly DateOverride[];
  onAdd: (o: DateOverride) => void;
  onRemove: (date: string) => void;
}) {
  const [date, setDate] = useState('');
  const [unavailable, setUnavailable] = useState(false);
  // The date's ranges, as a weekday's: quarter hours, to midnight, several a date.
  const [ranges, setRanges] = useState<TimeRange[]>([{ start: 9 * 60, end: 17 * 60 }]);
  const [dateError, setDateError] = useState<string | null>(null);
  // Each range's problem shows on its row as soon as it is there, as on the weekly rows.
  const problems = unavailable ? [] : rangeProblems(ranges);
  const add = () => {
    const o = withRanges({ date, enabled: !unavailable, startHour: 9, endHour: 17 }, ranges);
    const problem = overrideProblem(o);
    if (problem) {
      setDateError(problem === 'Choose the date' ? problem : null);
      return;
    }
    setDateError(null);
    onAdd(o);
    setDate('');
    setUnavailable(false);
  };
  return (
    <DatedSection
      title="Date overrides"
      empty="Every date follows its weekday."
      rows={overrides.map((o) => ({
        key: o.date,
        removeLabel: `Remove override ${dateLabel(o.date)}`,
        onRemove: () => onRemove(o.date),
        content: (
          <Text size="sm">
            <Text span fw={600}>
              {dateLabel(o.date)}
            </Text>
            {': '}
            {o.enabled
              ? rangesOf(o)
                  .map((r) => `${minuteLabel(r.start)} – ${minuteLabel(r.end)}`)
                  .join(', ')
              : 'Unavailable'}
          </Text>
        ),
      }))}
    >
      <TextInput
        type="date"
        label="Date"
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
        error={dateError}
        styles={ERROR_STYLES}
      />
      <Checkbox
        label="Unavailable all day"
        checked={unavailable}
        onChange={(e) => setUnavailable(e.currentTarget.checked)}
      />
      {unavailable ? null : (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Hours
          </Text>
          {/* A row, as on the weekly card: the ranges take its width, not a column's height. */}
          <Group wrap="nowrap" align="flex-start">
            <RangeRows
              ranges={ranges}
              problems={problems}
              labels={{ start: 'From', end: 'To', owner: '' }}
              onChange={setRanges}
            />
          </Group>
        </Stack>
      )}
      <Group>
        <Button variant="light" onClick={add}>
          Add override
        </Button>
      </Group>
    </DatedSection>
  );
}

interface DatedRow {
  key: string;
  content: ReactNode;
  /** The Remove button's name, which says what it removes. */
  removeLabel: string;
  onRemove: () => void;
}

/** One of the card's two lists: its heading, its rows (each with Remove) or `empty`, its form. */
function DatedSection({
  title,
  empty,
  rows,
  align,
  children,
}: {
  title: string;
  empty: string;
  rows: readonly DatedRow[];
  /** How a row's content and its button line up (multi-line rows: 'flex-start'). */
  align?: 'flex-start';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Group
              key={row.key}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              align={align}
            >
              {row.content}
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                size="compact-sm"
                style={{ flexShrink: 0 }}
                aria-label={row.removeLabel}
                onClick={row.onRemove}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {children}
    </Stack>
  );
}
