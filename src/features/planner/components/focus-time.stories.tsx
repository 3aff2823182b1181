import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { civilDateOf } from '../../../domain/week';
import { AppAt } from '../../../test/app-at';
import { browserTimeZone } from '../../../components/browser-time-zone';
import { addDays, mondayOf } from '../../../domain/civil-date';
import { JORDAN_GOALS, meetingAt, plannerBackend, wallTime } from '../test-seed';

/**
 * Focus time for the weekly goals (docs/decisions.md#focus-time-for-the-weekly-goals), on the
 * Weekly Planner: each goal's time needed, planned and behind us, and the assistant's proposal
 * drawn dashed with its reasons. At 1440 and 375 px. The story tests' clock is a Wednesday
 * afternoon (.storybook/vitest.setup.ts).
 */
const zone = browserTimeZone();
const today = civilDateOf(Date.now(), zone);
const thisMonday = mondayOf(today);
const goals = { [thisMonday]: JORDAN_GOALS };
const goalMinutes = { [thisMonday]: [120, 180, 60] };
const meetings = [
  meetingAt(addDays(thisMonday, 3), '09:00', zone, { title: 'Team standup', minutes: 30 }),
  meetingAt(addDays(thisMonday, 3), '13:00', zone, { title: 'Design review', minutes: 60 }),
  meetingAt(addDays(thisMonday, 4), '10:00', zone, { title: 'Roadmap sync', minutes: 60 }),
];
/** One block applied on Monday morning (behind us) for the first goal. */
const applied = [
  {
    weekStartDate: thisMonday,
    goalIndex: 0,
    startTime: new Date(wallTime(thisMonday, '09:00', zone)).toISOString(),
    minutes: 60,
  },
];

const meta = {
  title: 'Screens/Weekly Planner/Focus time',
  component: AppAt,
  args: { path: '/meetings' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const wide = {
  viewport: {
    options: {
      wide: { name: 'Wide', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
    },
  },
};

async function goalsCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Weekly Planner', level: 1 });
  const region = await canvas.findByRole('region', { name: 'Weekly Goals' });
  region.scrollIntoView();
  return within(region);
}

async function showsTime(canvasElement: HTMLElement) {
  const card = await goalsCard(canvasElement);
  // The lines are drawn before the week's focus blocks arrive: wait for what they then say.
  await waitFor(
    async () => {
      const lines = await card.findAllByTestId('goal-focus');
      await expect(lines.map((l) => l.textContent)).toEqual([
        'Needs 2 h · Planned 1 h · Done 1 h · 1 h short',
        'Needs 3 h · Planned 0 min · Done 0 min · 3 h short',
        'Needs 1 h · Planned 0 min · Done 0 min · 1 h short',
      ]);
    },
    { timeout: 10_000 },
  );
  await expect(card.getByRole('button', { name: 'Plan focus time' })).toBeVisible();
}

async function showsProposal(canvasElement: HTMLElement) {
  const card = await goalsCard(canvasElement);
  await userEvent.click(await card.findByRole('button', { name: 'Plan focus time' }));
  const proposal = await card.findByTestId('focus-proposal');
  const list = within(proposal).getByRole('list', { name: 'Proposed focus blocks' });
  await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  await expect(within(proposal).getByRole('button', { name: 'Apply' })).toBeVisible();
  await expect(within(proposal).getByRole('button', { name: 'Discard' })).toBeVisible();
  await expect(
    canvasElement.ownerDocument.querySelectorAll('.slotwise-proposed-event').length,
  ).toBeGreaterThan(0);
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
    canvasElement.ownerDocument.documentElement.clientWidth,
  );
}

export const GoalsWithTime: Story = {
  name: 'Goals with time (1440 px)',
  parameters: wide,
  globals: { viewport: { value: 'wide' } },
  beforeEach: ({ msw }) =>
    plannerBackend(msw, { calendars: [], meetings, goals, goalMinutes, focusBlocks: applied }),
  play: ({ canvasElement }) => showsTime(canvasElement),
};

export const GoalsWithProposals: Story = {
  name: 'Goals with proposals (1440 px)',
  parameters: wide,
  globals: { viewport: { value: 'wide' } },
  beforeEach: ({ msw }) =>
    plannerBackend(msw, { calendars: [], meetings, goals, goalMinutes, focusBlocks: applied }),
  play: ({ canvasElement }) => showsProposal(canvasElement),
};

export const PhoneGoalsWithTime: Story = {
  name: 'Phone: goals with time',
  globals: { viewport: { value: 'phone' } },
  beforeEach: ({ msw }) =>
    plannerBackend(msw, { calendars: [], meetings, goals, goalMinutes, focusBlocks: applied }),
  play: ({ canvasElement }) => showsTime(canvasElement),
};

export const PhoneGoalsWithProposals: Story = {
  name: 'Phone: goals with proposals',
  globals: { viewport: { value: 'phone' } },
  args: { path: `/meetings?date=${today}` },
  beforeEach: ({ msw }) =>
    plannerBackend(msw, { calendars: [], meetings, goals, goalMinutes, focusBlocks: applied }),
  play: ({ canvasElement }) => showsProposal(canvasElement),
};

/** The rest of the week keeps one free hour a day: the 2-hour goal comes in two 1-hour blocks. */
const chopped = [
  meetingAt(addDays(thisMonday, 2), '09:00', zone, { title: 'Workshop', minutes: 480 }),
  meetingAt(addDays(thisMonday, 3), '10:15', zone, { title: 'Offsite', minutes: 405 }),
  meetingAt(addDays(thisMonday, 4), '10:15', zone, { title: 'Offsite', minutes: 405 }),
];

async function showsSplitProposal(canvasElement: HTMLElement) {
  const card = await goalsCard(canvasElement);
  await userEvent.click(await card.findByRole('button', { name: 'Plan focus time' }));
  const proposal = await card.findByTestId('focus-proposal');
  await expect(
    within(proposal).getByText(
      'This week has no free stretch long enough for Focus: Ship the booking page redesign, so it is split into smaller pieces.',
    ),
  ).toBeVisible();
}

export const SplitByTheWeek: Story = {
  name: 'Proposal split by a full week (1440 px)',
  parameters: wide,
  globals: { viewport: { value: 'wide' } },
  beforeEach: ({ msw }) =>
    plannerBackend(msw, {
      calendars: [],
      meetings: chopped,
      goals,
      goalMinutes: { [thisMonday]: [120, 0, 0] },
    }),
  play: ({ canvasElement }) => showsSplitProposal(canvasElement),
};

export const PhoneSplitByTheWeek: Story = {
  name: 'Phone: proposal split by a full week',
  globals: { viewport: { value: 'phone' } },
  args: { path: `/meetings?date=${today}` },
  beforeEach: ({ msw }) =>
    plannerBackend(msw, {
      calendars: [],
      meetings: chopped,
      goals,
      goalMinutes: { [thisMonday]: [120, 0, 0] },
    }),
  play: ({ canvasElement }) => showsSplitProposal(canvasElement),
};
