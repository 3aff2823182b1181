import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import {
  JORDAN_GOALS,
  meetingAt,
  plannerBackend,
  recordFocusApplies,
  recordGoalsSaves,
  type FocusBlockSeed,
} from '../test-seed';
import type { components } from '../../../api/schema.gen';

type Meeting = components['schemas']['Meeting'];

configure({ asyncUtilTimeout: 5000 });

/** Thursday 2026-03-05, 10:00 in UTC (the tests' zone): the week of Monday 2026-03-02. */
const NOW = new Date('2026-03-05T10:00:00.000Z');
const WEEK = '2026-03-02';

async function renderPlanner(
  options: { minutes?: number[]; blocks?: FocusBlockSeed[]; meetings?: Meeting[] } = {},
) {
  await plannerBackend(server, {
    calendars: [],
    meetings: options.meetings ?? [],
    goals: { [WEEK]: JORDAN_GOALS },
    goalMinutes: { [WEEK]: options.minutes ?? [120, 0, 60] },
    focusBlocks: options.blocks ?? [],
  });
  const view = renderApp('/meetings');
  return {
    ...view,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const card = () => screen.findByRole('region', { name: 'Weekly Goals' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
  vi.useRealTimers();
});

describe('Weekly Goals card: time for each goal', () => {
  it('shows per goal the time needed, planned and behind us', async () => {
    await renderPlanner({
      blocks: [
        { weekStartDate: WEEK, goalIndex: 0, startTime: '2026-03-05T09:00:00.000Z', minutes: 90 },
      ],
    });
    const region = await card();
    const lines = await within(region).findAllByTestId('goal-focus');
    expect(lines.map((l) => l.textContent)).toEqual([
      'Needs 2 h · Planned 1 h 30 min · Done 1 h · 30 min short',
      'Needs 1 h · Planned 0 min · Done 0 min · 1 h short',
    ]);
  });

  it('saves the time a goal needs, chosen beside it', async () => {
    const { user } = await renderPlanner({ minutes: [0, 0, 0] });
    const saves = recordGoalsSaves(server);
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Edit goals' }));
    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Time needed for the second goal' }),
      '3 h',
    );
    await user.click(within(region).getByRole('button', { name: 'Save goals' }));
    await waitFor(() =>
      expect(saves).toEqual([
        { goals: JORDAN_GOALS, weekStartDate: WEEK, minutesNeeded: [0, 180, 0] },
      ]),
    );
    expect(await within(region).findByText(/^Needs 3 h · Planned 0 min/)).toBeInTheDocument();
  });

  it('offers 30 minutes to 20 hours in half hours, or no time', async () => {
    const { user } = await renderPlanner();
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Edit goals' }));
    const select = within(region).getByRole('combobox', {
      name: 'Time needed for the first goal',
    });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toHaveLength(41);
    expect(options.slice(0, 4)).toEqual(['No time needed', '30 min', '1 h', '1 h 30 min']);
    expect(options.at(-1)).toBe('20 h');
  });
});

describe('Weekly Goals card: Plan focus time', () => {
  it('proposes blocks with their reasons, drawn dashed on the planner; Apply stores them', async () => {
    const { user } = await renderPlanner();
    const applies = recordFocusApplies(server);
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Plan focus time' }));
    const proposal = await within(region).findByTestId('focus-proposal');
    const items = within(
      within(proposal).getByRole('list', { name: 'Proposed focus blocks' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      'Focus: Ship the booking page redesign — Thu, Mar 5 · 10:00 AM – 12:00 PM',
    );
    expect(items[0]).toHaveTextContent('Thursday morning is free, the lightest day so far');
    expect(items[1]).toHaveTextContent('Focus: Two focus afternoons without meetings — Fri, Mar 6');
    // On the calendar, dashed, until applied.
    const calendar = screen.getByTestId('planner-calendar');
    const proposed = await within(calendar).findAllByText(/^Proposed: Focus: /);
    expect(proposed).toHaveLength(2);
    expect(proposed[0]!.closest('.rbc-event')).toHaveClass('slotwise-proposed-event');

    await user.click(within(proposal).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Focus time planned')).toBeInTheDocument();
    expect(applies).toHaveLength(1);
    expect(applies[0]!.ifMatch).toBe('"0"');
    await waitFor(() => expect(within(calendar).queryAllByText(/^Proposed: /)).toHaveLength(0));
    const applied = await within(calendar).findAllByText(/^Focus: /);
    expect(applied.length).toBeGreaterThan(0);
    for (const event of applied)
      expect(event.closest('.rbc-event')).toHaveClass('slotwise-focus-event');
    expect(await within(region).findByText(/^Needs 2 h · Planned 2 h/)).toBeInTheDocument();
    expect(db.focusBlocks.count()).toBe(2);
  });

  it('says when the week’s free time forced a goal into smaller pieces', async () => {
    // Thursday and Friday keep one free hour each: the 2-hour goal gets two 1-hour blocks.
    const { user } = await renderPlanner({
      minutes: [120, 0, 0],
      meetings: [
        meetingAt('2026-03-05', '11:15', 'UTC', { minutes: 345 }),
        meetingAt('2026-03-06', '10:15', 'UTC', { minutes: 405 }),
      ],
    });
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Plan focus time' }));
    const proposal = await within(region).findByTestId('focus-proposal');
    expect(
      within(within(proposal).getByRole('list', { name: 'Proposed focus blocks' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2);
    expect(
      within(proposal).getByText(
        'This week has no free stretch long enough for Focus: Ship the booking page redesign, so it is split into smaller pieces.',
      ),
    ).toBeVisible();
  });

  it('says nothing of smaller pieces when the week has room', async () => {
    const { user } = await renderPlanner();
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Plan focus time' }));
    const proposal = await within(region).findByTestId('focus-proposal');
    expect(within(proposal).queryByText(/split into smaller pieces/)).toBeNull();
  });

  it('Discard drops the proposal and stores nothing', async () => {
    const { user } = await renderPlanner();
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Plan focus time' }));
    const proposal = await within(region).findByTestId('focus-proposal');
    await user.click(within(proposal).getByRole('button', { name: 'Discard' }));
    expect(within(region).queryByTestId('focus-proposal')).toBeNull();
    expect(screen.queryAllByText(/^Proposed: /)).toHaveLength(0);
    expect(db.focusBlocks.count()).toBe(0);
    expect(within(region).getByRole('button', { name: 'Plan focus time' })).toBeInTheDocument();
  });

  it('tells the host when the assistant moved a block', async () => {
    await renderPlanner({
      blocks: [
        {
          weekStartDate: WEEK,
          goalIndex: 0,
          startTime: '2026-03-06T13:00:00.000Z',
          minutes: 60,
          moves: 1,
          notice:
            'A high-priority booking took Thu, Mar 5, 2:00 PM UTC: "Focus: Ship the booking page redesign" (1 h) moved to Fri, Mar 6, 1:00 PM UTC.',
        },
      ],
    });
    const region = await card();
    const alert = await within(region).findByText('The assistant moved your focus time');
    expect(alert.closest('.mantine-Alert-root')).toHaveTextContent(
      'moved to Fri, Mar 6, 1:00 PM UTC.',
    );
  });
});
