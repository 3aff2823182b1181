import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { dayRangeProblems } from '../../../domain/availability';
import { rangesOf, withRanges } from '../../../domain/day-ranges';
import {
  DAY_KEYS,
  DAY_NAMES,
  type DayAvailability,
  type DayAvailabilityMap,
  type DayKey,
} from '../../../domain/preferences';
import { CalendarIcon } from '../../../components/icons';
import { SectionCard } from '../../../components/signed-in/section-card';
import { RangeRows } from './range-rows';

/**
 * One row per weekday, Sunday to Saturday: a checkbox, then the day's ranges or 'No meetings'. The
 * first range is the spec's start and end selects; "Add range" adds more, each with Remove.
 */
export function WeeklyAvailabilityCard({
  value,
  onChange,
}: {
  value: DayAvailabilityMap;
  onChange: (key: DayKey, day: DayAvailability) => void;
}) {
  // One callback for the card's life that calls the latest `onChange`: a day's row draws again
  // only when its own day changes, not the six others with their ~200 quarter-hour options each.
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const change = useCallback((key: DayKey, day: DayAvailability) => latest.current(key, day), []);
  return (
    <SectionCard
      title="Weekly Availability"
      description="The days and hours when people can book meetings with you."
      icon={<CalendarIcon size={18} />}
    >
      <Stack gap="sm">
        {DAY_KEYS.map((key, index) => (
          <DayRow
            key={key}
            dayKey={key}
            name={DAY_NAMES[index] ?? key}
            day={value[key]}
            onChange={change}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}

/** A weekday's row; memoized, so it draws again only when its own day (or the handler) changes. */
const DayRow = memo(function DayRow({
  dayKey,
  name,
  day,
  onChange: onDayChange,
}: {
  dayKey: DayKey;
  name: string;
  day: DayAvailability;
  onChange: (key: DayKey, day: DayAvailability) => void;
}) {
  const onChange = (next: DayAvailability) => onDayChange(dayKey, next);
  return (
    <Group gap="md" align="flex-start" wrap="wrap" mih={36}>
      <Checkbox
        label={name}
        checked={day.enabled}
        onChange={(event) => onChange({ ...day, enabled: event.currentTarget.checked })}
        w={130}
        pt={8}
      />
      {day.enabled ? (
        <RangeRows
          ranges={rangesOf(day)}
          problems={dayRangeProblems(day)}
          labels={{ start: `${name} start time`, end: `${name} end time`, owner: name }}
          onChange={(ranges) => onChange(withRanges(day, ranges))}
        />
      ) : (
        <Text pt={8} size="sm" c="gray.7">
          No meetings
        </Text>
      )}
    </Group>
  );
});
