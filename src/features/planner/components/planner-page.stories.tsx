import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { civilDateOf } from '../../../domain/week';
import { AppAt } from '../../../test/app-at';
import { expectToast, inPortal } from '../../../test/stories';
import { browserTimeZone } from '../../../components/browser-time-zone';
import {
  calendarsListPrimaryOnly,
  JORDAN_GOALS,
  meetingAt,
  plannerBackend,
  sampleWeek,
} from '../test-seed';
import { addDays, mondayOf } from '../../../domain/civil-date';

/**
 * The data is built around this week, in the browser's zone: the real week in Storybook, the fixed
 * one (.storybook/vitest.setup.ts) in the story tests.
 */
const zone = browserTimeZone();
const thisMonday = mondayOf(civilDateOf(Date.now(), zone));
/** The goals' week: its Monday's date (`weekStartDate`). */
const thisWeekStart = thisMonday;
const fullWeek = sampleWeek(thisMonday, zone);
/** This week's goals, saved. */
const savedGoals = { [thisWeekStart]: JORDAN_GOALS };

const meta = {
  title: 'Screens/Weekly Planner',
  component: AppAt,
  args: { path: '/meetings' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = inPortal;

async function plannerReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Weekly Planner', level: 1 });
  return canvas;
}

async function goalsCard(canvasElement: HTMLElement) {
  const canvas = await plannerReady(canvasElement);
  return within(await canvas.findByRole('region', { name: 'Weekly Goals' }));
}

export const Loading: Story = {
  beforeEach: ({ msw }) =>
    plannerBackend(msw, {
      calendars: [],
      faults: 'listMeetings:hang,getWeeklyGoals:hang,getConnectedCalendars:hang',
    }),
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    await expect(await canvas.findByText('Loading meetings...')).toBeVisible();
    await expect(canvas.getByTestId('goals-loading')).toBeInTheDocument();
  },
};

export const MeetingsError: Story = {
  name: 'Meetings failed to load',
  beforeEach: ({ msw }) =>
    plannerBackend(msw, { calendars: [], goals: savedGoals, faults: 'listMeetings:500' }),
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load meetings');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const EmptyWeek: Story = {
  beforeEach: ({ msw }) => plannerBackend(msw, { calendars: [] }),
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Loading meetings...')).toBeNull());
    // The empty week says so, with a hint, above the bare grid.
    await expect(await canvas.findByText('No meetings this week')).toBeVisible();
    await expect(
      canvas.getByText(/Book a meeting through one of your scheduling links/),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('.rbc-event')).toHaveLength(0);
    await expect(canvasElement.querySelector('.rbc-header')).toHaveTextContent(/^Mon/);
    await expect(await canvas.findByRole('form', { name: 'Weekly goals' })).toBeInTheDocument();
  },
};

export const FullWeek: Story = {
  beforeEach: ({ msw }) => plannerBackend(msw, { meetings: fullWeek, goals: savedGoals }),
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    await expect(await canvas.findByTitle(/: Design review$/)).toBeVisible();
    await expect(canvasElement.querySelectorAll('.rbc-event')).toHaveLength(fullWeek.length);
    const calendars = canvas.getByRole('region', { name: 'Calendars' });
    await expect(await within(calendars).findAllByRole('listitem')).toHaveLength(4);
  },
};

/**
 * A crowded Tuesday morning: eight meetings at once, and on Wednesday two meetings that overlap.
 * How many stay side by side follows the day's width (at least 68 px each): one column in the
 * week at 1200 px, two at 1280 px, three in a day view. The rest fold into a narrow "+N more",
 * which opens their list with times.
 */
const tuesday = addDays(thisMonday, 1);
const wednesday = addDays(thisMonday, 2);
const crowded = [
  ...fullWeek,
  ...Array.from({ length: 8 }, (_, i) =>
    meetingAt(tuesday, i < 4 ? '08:00' : '08:30', zone, {
      title: `Interview loop ${i + 1}`,
      minutes: 60,
    }),
  ),
  // Beside the Dentist (11:30 to 12:30).
  meetingAt(wednesday, '12:00', zone, { title: 'Lunch with Sam', minutes: 60 }),
];

/** Every drawn meeting is at least `least` px wide and the fold a narrow column of its own. */
async function expectReadable(canvasElement: HTMLElement, least: number) {
  const widths = [...canvasElement.querySelectorAll<HTMLElement>('.rbc-time-view .rbc-event')]
    .filter((event) => !event.classList.contains('slotwise-more-event'))
    .map((event) => event.getBoundingClientRect().width);
  await expect(Math.min(...widths)).toBeGreaterThanOrEqual(least);
}

async function expectFoldList(canvasElement: HTMLElement, count: number, day: string) {
  const canvas = within(canvasElement);
  const more = await canvas.findByText(`+${count}`);
  await expect(more).toBeVisible();
  await expect(more.closest('.rbc-event')).toHaveTextContent(`+${count} more`);
  await userEvent.click(more);
  const dialog = await page(canvasElement).findByRole('dialog', {
    name: new RegExp(`^\\+${count} more on ${day}`),
  });
  await expect(within(dialog).getAllByRole('listitem')).toHaveLength(count);
  await expect(
    within(dialog).getAllByText(/^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/),
  ).toHaveLength(count);
}

/**
 * The week's meetings with the Calendars card listing the primary calendar alone, as these
 * stories were drawn.
 */
const primaryListed =
  (meetings: typeof fullWeek): Story['beforeEach'] =>
  ({ msw }) =>
    plannerBackend(msw, { meetings, goals: savedGoals }, calendarsListPrimaryOnly());

const crowdedHandlers = primaryListed(crowded);

/** At 1200 px a week's day holds one meeting beside a narrow "+N more", and the pair folds too. */
export const CrowdedSlots: Story = {
  name: 'Collapsed overlaps (+N more)',
  beforeEach: crowdedHandlers,
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    await canvas.findByText('+7');
    await expect(await canvas.findByText('+1')).toBeVisible();
    // Every meeting is on the grid, itself or inside a fold: "+7" on Tuesday, "+1" on Wednesday.
    await expect(canvasElement.querySelectorAll('.rbc-event')).toHaveLength(
      crowded.length - 7 - 1 + 2,
    );
    await expectReadable(canvasElement, 68);
    await expectFoldList(canvasElement, 7, 'Tuesday');
  },
};

/**
 * At 1280 px (the widest the story runner's window allows) a week's day holds two meetings side
 * by side: the pair shows, Tuesday still folds.
 */
export const CrowdedSlotsWide: Story = {
  name: 'Collapsed overlaps at 1280 px (two columns)',
  globals: { viewport: { value: 'desktop' } },
  beforeEach: crowdedHandlers,
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    await expect(await canvas.findByTitle(/: Lunch with Sam$/)).toBeVisible();
    await expect(canvas.getByTitle(/: Dentist$/)).toBeVisible();
    await expect(canvas.queryByText('+1')).toBeNull();
    await expect(canvasElement.querySelectorAll('.rbc-event')).toHaveLength(crowded.length - 7 + 1);
    await expectReadable(canvasElement, 68);
    await expectFoldList(canvasElement, 7, 'Tuesday');
  },
};

/** A day view has room for three meetings side by side beside the "+N more". */
export const CrowdedDay: Story = {
  name: 'Collapsed overlaps in the day view (three columns)',
  args: { path: `/meetings?view=day&date=${tuesday}` },
  beforeEach: crowdedHandlers,
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    await expect(await canvas.findByTitle(/: Interview loop 3$/)).toBeVisible();
    await expect(canvas.getByTitle(/: Team standup$/)).toBeVisible();
    await expectReadable(canvasElement, 68);
    await expectFoldList(canvasElement, 5, 'Tuesday');
  },
};

/** At 375 px the planner opens in the day view, with the view switch as one select that fits. */
export const PhoneDay: Story = {
  name: 'Phone: day view',
  globals: { viewport: { value: 'phone' } },
  args: { path: `/meetings?date=${tuesday}` },
  beforeEach: crowdedHandlers,
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Calendar view' });
    await expect(select).toHaveValue('day');
    await expect(await canvas.findByTitle(/: Design review$/)).toBeVisible();
    // Two columns in a phone's day: one meeting beside the fold of the other seven.
    await expect(await canvas.findByText('+7')).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(375);
    await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** An empty day on a phone says so. */
export const PhoneEmptyDay: Story = {
  name: 'Phone: empty day',
  globals: { viewport: { value: 'phone' } },
  beforeEach: ({ msw }) => plannerBackend(msw, { calendars: [], goals: savedGoals }),
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    await expect(await canvas.findByText('No meetings this day')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Calendar view' })).toHaveValue('day');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const EventDetails: Story = {
  name: 'Event details (day view)',
  beforeEach: ({ msw }) => plannerBackend(msw, { meetings: fullWeek, goals: savedGoals }),
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    await userEvent.click(await canvas.findByTitle(/: 1-1 meeting with Dana White$/));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: '1-1 meeting with Dana White',
    });
    await expect(dialog).toHaveTextContent('Booked through a scheduling link');
    await expect(canvas.getByRole('radio', { name: 'Day' })).toBeChecked();
  },
};

/** A booking request waiting for the host's answer, Thursday afternoon. */
const withRequest = [
  ...fullWeek,
  meetingAt(addDays(thisMonday, 3), '15:00', zone, {
    title: 'Priority meeting with Riley Chen',
    source: 'booking',
    bookingId: 'bkg_story_riley',
    tentative: true,
    attendees: [{ name: 'Riley Chen', email: 'riley.chen@example.org' }],
  }),
];

export const RequestAwaitingConfirmation: Story = {
  name: 'Request awaiting confirmation',
  beforeEach: ({ msw }) => plannerBackend(msw, { meetings: withRequest, goals: savedGoals }),
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    const request = await canvas.findByTitle(/: Priority meeting with Riley Chen$/);
    await expect(request).toHaveTextContent('Awaiting your confirmation:');
  },
};

export const RequestDetails: Story = {
  name: 'Request awaiting confirmation: details',
  beforeEach: ({ msw }) => plannerBackend(msw, { meetings: withRequest, goals: savedGoals }),
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    await userEvent.click(await canvas.findByTitle(/: Priority meeting with Riley Chen$/));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Priority meeting with Riley Chen',
    });
    await expect(dialog).toHaveTextContent('Booking request: awaiting your confirmation');
    await expect(within(dialog).getByRole('link', { name: 'Open in Bookings' })).toBeVisible();
  },
};

export const MonthView: Story = {
  args: { path: `/meetings?view=month` },
  beforeEach: primaryListed(fullWeek),
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeChecked();
    await expect((await canvas.findAllByTitle(/Team standup/)).length).toBeGreaterThan(0);
  },
};

export const AgendaView: Story = {
  args: { path: `/meetings?view=agenda&date=${thisMonday}` },
  beforeEach: primaryListed(fullWeek),
  async play({ canvasElement }) {
    const canvas = await plannerReady(canvasElement);
    await expect((await canvas.findAllByText('Team standup')).length).toBeGreaterThan(0);
  },
};

export const GoalsLoading: Story = {
  beforeEach: ({ msw }) =>
    plannerBackend(
      msw,
      { meetings: fullWeek, faults: 'getWeeklyGoals:hang' },
      calendarsListPrimaryOnly(),
    ),
  async play({ canvasElement }) {
    const card = await goalsCard(canvasElement);
    const loading = card.getByTestId('goals-loading');
    await expect(loading.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
  },
};

export const GoalsError: Story = {
  name: 'Goals failed to load',
  beforeEach: ({ msw }) =>
    plannerBackend(
      msw,
      { meetings: fullWeek, faults: 'getWeeklyGoals:500' },
      calendarsListPrimaryOnly(),
    ),
  async play({ canvasElement }) {
    const card = await goalsCard(canvasElement);
    const alert = await card.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load goals. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled();
  },
};

export const GoalsReadOnly: Story = {
  name: 'Goals read-only',
  beforeEach: ({ msw }) =>
    plannerBackend(
      msw,
      {
        meetings: fullWeek,
        goals: { [thisWeekStart]: [JORDAN_GOALS[0]!, '', JORDAN_GOALS[2]!] },
      },
      calendarsListPrimaryOnly(),
    ),
  async play({ canvasElement }) {
    const card = await goalsCard(canvasElement);
    await expect(await card.findByText(JORDAN_GOALS[0]!)).toBeVisible();
    await expect(card.getByText('No goal set')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit goals' })).toBeEnabled();
  },
};

export const GoalsEdit: Story = {
  name: 'Goals edit',
  beforeEach: primaryListed(fullWeek),
  async play({ canvasElement }) {
    const card = await goalsCard(canvasElement);
    await userEvent.click(await card.findByRole('button', { name: 'Edit goals' }));
    const second = card.getByRole('textbox', { name: 'Second goal' });
    await userEvent.clear(second);
    await userEvent.type(second, 'Review the onboarding survey');
    await expect(card.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Save goals' })).toBeEnabled();
  },
};

export const GoalsSaved: Story = {
  name: 'Goals saved (toast)',
  beforeEach: ({ msw }) => plannerBackend(msw, { meetings: fullWeek }, calendarsListPrimaryOnly()),
  async play({ canvasElement }) {
    const card = await goalsCard(canvasElement);
    await userEvent.type(
      await card.findByRole('textbox', { name: 'First goal' }),
      'Ship the booking page redesign',
    );
    await userEvent.click(card.getByRole('button', { name: 'Save goals' }));
    await expectToast(canvasElement, 'Goals saved!');
    await expect(await card.findByText('Ship the booking page redesign')).toBeVisible();
  },
};

export const GoalsEmpty: Story = {
  name: 'Goals empty (form shown)',
  beforeEach: ({ msw }) => plannerBackend(msw, { meetings: fullWeek }, calendarsListPrimaryOnly()),
  async play({ canvasElement }) {
    const card = await goalsCard(canvasElement);
    await expect(await card.findByPlaceholderText("What's your first goal?")).toBeVisible();
    await expect(card.getByPlaceholderText("What's your second goal?")).toBeVisible();
    await expect(card.getByPlaceholderText("What's your third goal?")).toBeVisible();
  },
};

export const GoalsRequired: Story = {
  name: 'Goals: at least one required (toast)',
  beforeEach: ({ msw }) => plannerBackend(msw, { meetings: fullWeek }, calendarsListPrimaryOnly()),
  async play({ canvasElement }) {
    const card = await goalsCard(canvasElement);
    await userEvent.click(await card.findByRole('button', { name: 'Save goals' }));
    await expectToast(canvasElement, 'Please add at least one goal');
  },
};
