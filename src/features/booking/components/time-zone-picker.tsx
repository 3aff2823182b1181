import { Select, type ComboboxData, type ComboboxItem } from '@mantine/core';
// This component loads after the booking page's first render (calendar-step.tsx): the CSS its
// dropdown needs beyond the public set (src/app/styles.ts) comes with it, not before first paint.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Overlay.css';
// Select's dropdown is built on ScrollArea (unused here: withScrollArea is off, but its CSS is
// cheap in this lazy chunk and keeps the public pages' first CSS smaller).
import '@mantine/core/styles/ScrollArea.css';
import {
  memo,
  startTransition,
  useMemo,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  canonicalTimeZone,
  LEGACY_ZONES,
  zoneOption,
  zoneOptions,
  type ZoneOption,
} from '../../../domain/time-zones';
import { meaningOf, readZoneQuery, zoneAnswers } from '../../../domain/zone-search';
import { formatTime, type ClockFormat } from '../calendar-dates';
import { useMessages } from '../../../i18n/lang';
import { enCore } from '../../../i18n/messages/en';

/** The picker's words in English (the catalogue's; the picker shows the page's language). */
export const ZONE_TEXT = enCore.zone;

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
function localTime(at: number, offsetMinutes: number, clock: ClockFormat, locale?: string): string {
  return formatTime(new Date(at + offsetMinutes * 60_000).toISOString(), 'UTC', clock, locale);
}

/** The old names of each zone, for the search ("calcutta" finds Kolkata). */
let legacyByZone: Map<string, string> | null = null;
function legacyNames(zone: string): string {
  if (!legacyByZone) {
    legacyByZone = new Map();
    for (const [from, to] of Object.entries(LEGACY_ZONES)) {
      legacyByZone.set(to, `${legacyByZone.get(to) ?? ''} ${from}`);
    }
  }
  return legacyByZone.get(zone) ?? '';
}

const OPTION_STYLE: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: 8,
  width: '100%',
};
// The option's own colour: white on the highlighted (violet) option, dark otherwise.
const TIME_STYLE: CSSProperties = { whiteSpace: 'nowrap', fontSize: 'var(--mantine-font-size-xs)' };
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

interface ZoneItem extends ComboboxItem {
  option: ZoneOption;
}

/** The label the closed box shows: the city and the full offset ("Chatham (Pacific) · UTC+13:45"). */
const closedLabel = (option: ZoneOption) => `${option.city} · ${option.offset}`;

/**
 * The searchable zone picker: canonical names (Asia/Calcutta is listed as Asia/Kolkata), the common
 * zones first, each with its UTC offset and current local time. Typing finds a city, a country, a
 * zone id, a common name, an abbreviation (every meaning of an ambiguous one, grouped) or an
 * offset (`src/domain/zone-search.ts`). A click selects the box's text, so typing replaces it; Enter
 * or Tab takes the highlighted match (the first one as you type); Escape puts the current zone back.
 */
export const TimeZonePicker = memo(function TimeZonePicker({
  value,
  clock,
  now,
  onChange,
  locale,
}: {
  value: string;
  clock: ClockFormat;
  /** The instant the offsets and local times are shown for. */
  now: number;
  onChange: (zone: string) => void;
  /** The page's Intl locale: a new one draws the local times again. */
  locale?: string;
}) {
  const ZONE_TEXT = useMessages().zone;
  // The minute is enough: offsets and local times do not change faster.
  const minute = Math.floor(now / 60_000) * 60_000;
  // Some 400 offsets cost a formatter each: until the list is first opened, only the chosen zone is
  // an option (all the closed box shows). Opening draws the common zones at once and the rest in
  // a transition, so the list appears on the next frame.
  const [listed, setListed] = useState<'chosen' | 'common' | 'all'>('chosen');
  const [search, setSearch] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const zone = canonicalTimeZone(value);

  const options = useMemo<ZoneOption[]>(() => {
    if (listed === 'all') return zoneOptions(supportedTimeZones(), zone, minute);
    if (listed === 'common') return zoneOptions([], zone, minute);
    return [zoneOption(zone, minute)];
  }, [listed, zone, minute]);
  const chosen = options.find((option) => option.zone === zone) ?? zoneOption(zone, minute);
  const chosenLabel = closedLabel(chosen);
  const text = search ?? chosenLabel;
  const typed = search !== null && search !== chosenLabel;

  const data = useMemo<ComboboxData>(() => {
    const query = readZoneQuery(typed ? text : '');
    const item = (option: ZoneOption): ZoneItem => ({
      value: option.zone,
      label: closedLabel(option),
      option,
    });
    const found = options.filter((option) =>
      zoneAnswers(query, option.zone, option.offsetMinutes, legacyNames(option.zone)),
    );
    if (query.kind !== 'ambiguous') return found.map(item);
    // An ambiguous abbreviation: one group per meaning, never a guess.
    return query.meanings
      .map((meaning) => ({
        group: meaning.name,
        items: found.filter((option) => meaningOf(query, option.zone) === meaning.name).map(item),
      }))
      .filter((group) => group.items.length > 0);
  }, [options, typed, text]);
  const ambiguous = typed ? readZoneQuery(text) : null;

  const open = () => {
    if (listed !== 'chosen') return;
    setListed('common');
    startTransition(() => setListed('all'));
  };
  const choose = (next: string | null) => {
    setSearch(null);
    if (!next) return;
    const option = options.find((candidate) => candidate.zone === next);
    if (option) setAnnouncement(ZONE_TEXT.changed(closedLabel(option)));
    if (next !== zone) onChange(next);
  };
  const selectAll = (event: FocusEvent<HTMLInputElement> | MouseEvent<HTMLInputElement>) => {
    // A click or a focus selects the whole label: what the visitor types replaces it.
    if (!typed) event.currentTarget.select();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setSearch(null);
  };

  return (
    <>
      <Select
        label={ZONE_TEXT.label}
        searchable
        value={zone}
        data={data}
        searchValue={text}
        onSearchChange={(next) => setSearch(next === chosenLabel ? null : next)}
        // The options are already filtered above (groups for an ambiguous abbreviation).
        filter={({ options: all }) => all}
        limit={500}
        withScrollArea={false}
        // The listbox itself scrolls: a combobox's popup needs no focus of its own (axe).
        styles={{ options: { maxHeight: 280, overflowY: 'auto' } }}
        nothingFoundMessage={ZONE_TEXT.nothing}
        selectFirstOptionOnChange
        autoSelectOnBlur
        onDropdownOpen={open}
        onDropdownClose={() => {
          if (typed && data.length === 0) setAnnouncement(ZONE_TEXT.unchanged(chosenLabel));
          setSearch(null);
        }}
        onFocus={selectAll}
        onClick={selectAll}
        onKeyDown={onKeyDown}
        allowDeselect={false}
        onChange={choose}
        description={
          ambiguous?.kind === 'ambiguous' ? ZONE_TEXT.ambiguous(ambiguous.abbreviation) : undefined
        }
        renderOption={({ option }) => {
          const item = option as ZoneItem;
          // Plain spans (some 400 of them): the time wraps under the city when narrow, never cut.
          return (
            <span style={OPTION_STYLE}>
              <span>{item.option.city}</span>
              <span style={TIME_STYLE}>
                {item.option.offset} · {localTime(minute, item.option.offsetMinutes, clock, locale)}
              </span>
            </span>
          );
        }}
        // Drawn in place, inside the page's landmark (a portal would put it outside every one).
        comboboxProps={{ withinPortal: false }}
        style={{ flex: '1 1 16rem', minWidth: 0 }}
      />
      <span style={VISUALLY_HIDDEN} role="status">
        {announcement}
      </span>
    </>
  );
});
