import { ActionIcon, Button, Group, NativeSelect, SegmentedControl, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ToolbarProps, View } from 'react-big-calendar';
import type { CalendarEvent } from '../calendar-events';

export const VIEW_LABELS: Record<View, string> = {
  month: 'Month',
  week: 'Week',
  work_week: 'Work Week',
  day: 'Day',
  agenda: 'Agenda',
};

const STEP_NAMES: Record<View, string> = {
  month: 'month',
  week: 'week',
  work_week: 'week',
  day: 'day',
  agenda: 'period',
};

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The calendar's toolbar in Mantine: Today, previous/next, the shown range, the view switch. */
export function CalendarToolbar({
  label,
  view,
  views,
  onNavigate,
  onView,
}: ToolbarProps<CalendarEvent>) {
  const step = STEP_NAMES[view];
  const names = (Array.isArray(views) ? views : (Object.keys(views) as View[])).filter(
    (name) => name in VIEW_LABELS,
  );
  // On a phone the switch is a select, so all the views fit the screen.
  const phone = useMediaQuery('(max-width: 37.5em)', false, { getInitialValueInEffect: false });
  const data = names.map((name) => ({ value: name, label: VIEW_LABELS[name] }));
  return (
    <Group justify="space-between" align="center" gap="sm" mb="sm" wrap={phone ? 'wrap' : 'nowrap'}>
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" size="sm" onClick={() => onNavigate('TODAY')}>
          Today
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Previous ${step}`}
          onClick={() => onNavigate('PREV')}
        >
          <Chevron direction="left" />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Next ${step}`}
          onClick={() => onNavigate('NEXT')}
        >
          <Chevron direction="right" />
        </ActionIcon>
      </Group>
      <Title
        order={3}
        fz="md"
        aria-live="polite"
        data-testid="calendar-range"
        style={{ whiteSpace: phone ? undefined : 'nowrap' }}
      >
        {label}
      </Title>
      {phone ? (
        <NativeSelect
          size="sm"
          aria-label="Calendar view"
          value={view}
          onChange={(e) => onView(e.currentTarget.value as View)}
          data={data}
        />
      ) : (
        <SegmentedControl
          size="xs"
          aria-label="Calendar view"
          value={view}
          onChange={(value) => onView(value as View)}
          data={data}
        />
      )}
    </Group>
  );
}
