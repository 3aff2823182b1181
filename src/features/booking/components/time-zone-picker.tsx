import { Group, Select, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
// This component loads after the booking page's first render (calendar-step.tsx): the CSS its
// dropdown needs beyond the public set (src/app/styles.ts) comes with it, not before first paint.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Overlay.css';
import { memo, useMemo, useState } from 'react';
import {
  canonicalTimeZone,
  zoneMatches,
  zoneOption,
  zoneOptions,
  type ZoneOption,
} from '../../../domain/time-zones';
import { formatTime, type ClockFormat } from '../calendar-dates';

/** Every zone the browser knows (legacy names included; `zoneOptions` maps them). */
function supportedTimeZones(): string[] {
  try {
    const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
}

/** The wall-clock time `offsetMinutes` east of UTC at `at`: one UTC formatter serves every zone. */
function localTime(at: number, offsetMinutes: number, clock: ClockFormat): string {
  return formatTime(new Date(at + offsetMinutes * 60_000).toISOString(), 'UTC', clock);
}

interface ZoneItem extends ComboboxItem {
  option: ZoneOption;
}

/**
 * The searchable zone picker: canonical names (Asia/Calcutta is listed as Asia/Kolkata), the common
 * zones first, each with its UTC offset and current local time; typing part of a city, a country
 * ("india"), an old name or an offset finds it.
 */
export const TimeZonePicker = memo(function TimeZonePicker({
  value,
  clock,
  now,
  onChange,
}: {
  value: string;
  clock: ClockFormat;
  /** The instant the offsets and local times are shown for. */
  now: number;
  onChange: (zone: string) => void;
}) {
  // The minute is enough: offsets and local times do not change faster.
  const minute = Math.floor(now / 60_000) * 60_000;
  // Some 400 offsets cost a formatter each (about 100 ms on a slow phone): until the list is first
  // opened, only the chosen zone is an option, which is all the closed box shows.
  const [listed, setListed] = useState(false);
  const data = useMemo<ZoneItem[]>(
    () =>
      (listed
        ? zoneOptions(supportedTimeZones(), value, minute)
        : [zoneOption(canonicalTimeZone(value), minute)]
      ).map((option) => ({
        value: option.zone,
        label: `${option.city} · ${option.offset} · ${localTime(minute, option.offsetMinutes, clock)}`,
        option,
      })),
    [listed, value, minute, clock],
  );
  const filter: OptionsFilter = ({ options, search }) => {
    const items = options as ZoneItem[];
    // The box shows the chosen zone's label: list everything until the visitor types.
    const chosen = items.find((item) => item.value === value);
    if (!search.trim() || search === chosen?.label) return items;
    return items.filter((item) => zoneMatches(item.option, search));
  };
  return (
    <Select
      label="Time zone"
      searchable
      value={value}
      data={data}
      filter={filter}
      limit={400}
      maxDropdownHeight={280}
      nothingFoundMessage="No time zone matches"
      onDropdownOpen={() => setListed(true)}
      allowDeselect={false}
      onChange={(zone) => {
        if (zone) onChange(zone);
      }}
      renderOption={({ option }) => {
        const item = option as ZoneItem;
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
            <Text size="sm">{item.option.city}</Text>
            <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
              {item.option.offset} · {localTime(minute, item.option.offsetMinutes, clock)}
            </Text>
          </Group>
        );
      }}
      comboboxProps={{ withinPortal: true }}
      style={{ flex: 1, minWidth: 220 }}
    />
  );
});
