import { Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { availabilityProblems } from '../../../domain/availability';
import {
  DAY_KEYS,
  DAY_NAMES,
  HOURS,
  hourLabel,
  type DayAvailability,
  type DayAvailabilityMap,
  type DayKey,
} from '../../../domain/preferences';
import { CalendarIcon } from '../../../components/icons';
import { SectionCard } from '../../../components/signed-in/section-card';

/** Hours 0-23 as '12:00 AM' … '11:00 PM'. */
const HOUR_OPTIONS = HOURS.map((hour) => ({ value: String(hour), label: hourLabel(hour) }));

/** One row per weekday, Sunday to Saturday: a checkbox, then the hours or 'No meetings'. */
export function WeeklyAvailabilityCard({
  value,
  onChange,
}: {
  value: DayAvailabilityMap;
  onChange: (key: DayKey, day: DayAvailability) => void;
}) {
  const problems = availabilityProblems(value);
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
            name={DAY_NAMES[index] ?? key}
            day={value[key]}
            problem={problems[key]}
            onChange={(day) => onChange(key, day)}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}

const HOUR_SELECT = { flex: '1 1 0', minWidth: 0, maxWidth: 130 } as const;

function DayRow({
  name,
  day,
  problem,
  onChange,
}: {
  name: string;
  day: DayAvailability;
  problem: string | undefined;
  onChange: (day: DayAvailability) => void;
}) {
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
        // The two selects share what is left of the row, 130 px at most, so a phone never overflows.
        <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <NativeSelect
            aria-label={`${name} start time`}
            data={HOUR_OPTIONS}
            value={String(day.startHour)}
            onChange={(event) => onChange({ ...day, startHour: Number(event.currentTarget.value) })}
            style={HOUR_SELECT}
          />
          <Text pt={6} size="sm">
            to
          </Text>
          <NativeSelect
            aria-label={`${name} end time`}
            data={HOUR_OPTIONS}
            value={String(day.endHour)}
            onChange={(event) => onChange({ ...day, endHour: Number(event.currentTarget.value) })}
            error={problem}
            style={HOUR_SELECT}
            // red.9 keeps the error text (and the invalid value) above 4.5:1; Mantine's red.6 is 3.3:1.
            styles={{
              error: { color: 'var(--mantine-color-red-9)' },
              input: problem ? { color: 'var(--mantine-color-red-9)' } : undefined,
            }}
          />
        </Group>
      ) : (
        <Text pt={8} size="sm" c="gray.7">
          No meetings
        </Text>
      )}
    </Group>
  );
}
