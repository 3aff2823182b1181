import type { ReactElement } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  minuteLabel,
  nextRange,
  RANGE_END_MINUTES,
  RANGE_START_MINUTES,
  rangeLabel,
  type TimeRange,
} from '../../../domain/day-ranges';
import { PlusIcon, TrashIcon } from '../../../components/signed-in/icons';

/**
 * The options as plain <option> elements made once: the same elements on every draw, so React
 * skips them when a row draws again (96 per select; Mantine's `data` makes a component per option
 * on every draw, which made the preferences page's tests several times slower).
 */
function optionElements(minutes: readonly number[]) {
  return minutes.map((m) => (
    <option key={m} value={String(m)}>
      {minuteLabel(m)}
    </option>
  ));
}
const START_OPTIONS = optionElements(RANGE_START_MINUTES);
const END_OPTIONS = optionElements(RANGE_END_MINUTES);

/** The options, with the current value first when it is none of them (an older answer's hour). */
function optionsWith(options: readonly ReactElement[], all: readonly number[], value: number) {
  return all.includes(value) ? options : [...optionElements([value]), ...options];
}

// At least 6rem, so the longest time ('12:45 PM') is never cut; a narrow padding and chevron
// let two selects, 'to' and a remove icon share a 375 px phone's row (it wraps if narrower).
const TIME_SELECT = { flex: '1 1 0', minWidth: '6rem', maxWidth: 130 } as const;
const CHEVRON_WIDTH = 24;
// red.9 keeps the error text (and the invalid value) above 4.5:1; Mantine's red.6 is 3.3:1.
const timeStyles = (problem: string | null | undefined) => ({
  error: { color: 'var(--mantine-color-red-9)' },
  input: {
    paddingInlineStart: 8,
    ...(problem ? { color: 'var(--mantine-color-red-9)' } : {}),
  },
});

export interface RangeLabels {
  /** The first range's select names (the spec's row: "Monday start time", "Monday end time"). */
  start: string;
  end: string;
  /** Who the ranges belong to in the other names ("Monday"), or '' for a form of its own. */
  owner: string;
}

/**
 * A day's ranges, one line each: the start select, 'to', the end select (its problem under it),
 * and for every range but the first a remove button (an icon); then "Add range". Times are quarter hours,
 * shown like '9:00 AM'; an end may be midnight ('12:00 AM' at the end of the list).
 */
export function RangeRows({
  ranges,
  problems,
  labels,
  onChange,
}: {
  ranges: readonly TimeRange[];
  problems: readonly (string | null)[];
  labels: RangeLabels;
  onChange: (ranges: TimeRange[]) => void;
}) {
  const set = (index: number, range: TimeRange) =>
    onChange(ranges.map((r, i) => (i === index ? range : { ...r })));
  const added = nextRange(ranges);
  const on = labels.owner ? ` on ${labels.owner}` : '';
  return (
    <Stack gap="xs" style={{ flex: '1 1 14rem', minWidth: 0 }}>
      {ranges.map((range, index) => {
        const problem = problems[index] ?? null;
        const nth = index === 0 ? null : `range ${index + 1}`;
        return (
          // The two selects share what is left of the row, 130 px at most and 6rem at least.
          <Group key={index} gap={6} align="flex-start" wrap="wrap">
            <NativeSelect
              aria-label={nth ? `${labels.owner} ${nth} start time`.trim() : labels.start}
              value={String(range.start)}
              onChange={(event) =>
                set(index, { ...range, start: Number(event.currentTarget.value) })
              }
              style={TIME_SELECT}
              styles={timeStyles(null)}
              rightSectionWidth={CHEVRON_WIDTH}
            >
              {optionsWith(START_OPTIONS, RANGE_START_MINUTES, range.start)}
            </NativeSelect>
            <Text pt={6} size="sm">
              to
            </Text>
            <NativeSelect
              aria-label={nth ? `${labels.owner} ${nth} end time`.trim() : labels.end}
              value={String(range.end)}
              onChange={(event) => set(index, { ...range, end: Number(event.currentTarget.value) })}
              error={problem}
              style={TIME_SELECT}
              styles={timeStyles(problem)}
              rightSectionWidth={CHEVRON_WIDTH}
            >
              {optionsWith(END_OPTIONS, RANGE_END_MINUTES, range.end)}
            </NativeSelect>
            {index === 0 ? null : (
              // An icon, so that two selects and it fit a phone's row; its name says what goes.
              <ActionIcon
                variant="subtle"
                color="red.9"
                size={36}
                style={{ flexShrink: 0 }}
                aria-label={`Remove range ${rangeLabel(range)}${on}`}
                title="Remove range"
                onClick={() =>
                  onChange(ranges.filter((_, i) => i !== index).map((r) => ({ ...r })))
                }
              >
                <TrashIcon size={18} />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {added ? (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<PlusIcon size={14} />}
            aria-label={labels.owner ? `Add range to ${labels.owner}` : 'Add range'}
            onClick={() => onChange([...ranges.map((r) => ({ ...r })), added])}
          >
            Add range
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
