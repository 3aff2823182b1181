import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFaults } from '../../../../mocks/faults/faults';
import { server } from '../../../../mocks/node';
import { recordRequests } from '../../../../mocks/test/story-backend';
import { renderApp } from '../../../test/render-app';
import {
  goalsSavedElsewhere,
  goalsSaveFails,
  JORDAN_GOALS,
  plannerBackend,
  recordGoalsSaves,
} from '../test-seed';

/** Thursday 2026-03-05 (UTC): the week of Monday 2026-03-02. */
const NOW = new Date('2026-03-05T15:00:00.000Z');
const THIS_WEEK = '2026-03-02';
const NEXT_WEEK = '2026-03-09';

/**
 * The planner over the mock backend, with no meetings and the primary calendar alone: the goals
 * saved by week, the faults and overrides given.
 */
async function renderPlanner(
  options: { goals?: Record<string, string[]>; faults?: string } = {},
  ...overrides: RequestHandler[]
) {
  await plannerBackend(server, { calendars: [], ...options }, ...overrides);
  const view = renderApp('/meetings');
  return {
    ...view,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const card = () => screen.findByRole('region', { name: 'Weekly Goals' });
const goalInputs = (region: HTMLElement) =>
  ['First goal', 'Second goal', 'Third goal'].map((name) =>
    within(region).getByRole<HTMLInputElement>('textbox', { name }),
  );
const toast = (title: string) => screen.findByText(title);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Weekly Goals card: loading and errors', () => {
  it('shows three placeholder rows while the goals load', async () => {
    await renderPlanner({ faults: 'getWeeklyGoals:hang' });
    const region = await card();
    const loading = within(region).getByTestId('goals-loading');
    expect(loading).toHaveAttribute('role', 'status');
    expect(loading).toHaveTextContent('Loading goals');
    expect(loading.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
    expect(within(region).queryByRole('textbox')).toBeNull();
  });

  it('shows the load error, and Reload reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      reload,
    } as Location);
    const { user } = await renderPlanner({ faults: 'getWeeklyGoals:500' });
    const region = await card();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load goals. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('Weekly Goals card: read-only and edit', () => {
  it('shows saved goals read-only, a blank one as No goal set, with an edit button', async () => {
    await renderPlanner({ goals: { [THIS_WEEK]: ['Ship it', '', 'Rest'] } });
    const region = await card();
    const list = await within(region).findByRole('list', { name: 'Goals' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.Ship it', '2.No goal set', '3.Rest']);
    expect(within(region).getByText('Week of March 2, 2026')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Edit goals' })).toBeEnabled();
    expect(within(region).queryByRole('textbox')).toBeNull();
  });

  it('edits, and Cancel restores the saved goals without saving', async () => {
    const saved = recordGoalsSaves(server);
    const { user } = await renderPlanner({ goals: { [THIS_WEEK]: JORDAN_GOALS } });
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Edit goals' }));
    const [first, second, third] = goalInputs(region);
    expect(first).toHaveValue(JORDAN_GOALS[0]);
    expect(third).toHaveValue(JORDAN_GOALS[2]);
    await user.clear(second!);
    await user.type(second!, 'Something else');
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));

    const list = within(region).getByRole('list', { name: 'Goals' });
    expect(list).toHaveTextContent(JORDAN_GOALS[1]!);
    expect(list).not.toHaveTextContent('Something else');
    // Editing again starts from the saved goals, not the abandoned draft.
    await user.click(within(region).getByRole('button', { name: 'Edit goals' }));
    expect(goalInputs(region)[1]).toHaveValue(JORDAN_GOALS[1]);
    expect(saved).toEqual([]);
  });

  it('asks before leaving the planner with goals typed but not saved', async () => {
    const saved = recordGoalsSaves(server);
    const { user } = await renderPlanner({ goals: { [THIS_WEEK]: JORDAN_GOALS } });
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Edit goals' }));
    await user.type(goalInputs(region)[2]!, ' and more');
    await user.click(screen.getAllByRole('link', { name: 'Meeting Preferences' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your weekly goals are not saved yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(goalInputs(region)[2]).toHaveValue(`${JORDAN_GOALS[2]} and more`);
    expect(saved).toEqual([]);
  });

  it('saves edited goals trimmed, toasts, and returns to read-only', async () => {
    const saved = recordGoalsSaves(server);
    const { user } = await renderPlanner({ goals: { [THIS_WEEK]: JORDAN_GOALS } });
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Edit goals' }));
    const [, second, third] = goalInputs(region);
    await user.clear(second!);
    await user.type(second!, '   Review the onboarding survey  ');
    await user.clear(third!);
    await user.click(within(region).getByRole('button', { name: 'Save goals' }));

    expect(await toast('Goals saved!')).toBeInTheDocument();
    expect(screen.getByText('Your weekly goals have been saved successfully.')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        goals: [JORDAN_GOALS[0], 'Review the onboarding survey', ''],
        weekStartDate: THIS_WEEK,
      },
    ]);
    const list = await within(region).findByRole('list', { name: 'Goals' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`1.${JORDAN_GOALS[0]}`, '2.Review the onboarding survey', '3.No goal set']);
  });
});

describe('Weekly Goals card: empty week and validation', () => {
  it('shows the form directly for a week without goals, with the placeholders', async () => {
    const saved = recordGoalsSaves(server);
    const { user } = await renderPlanner();
    const region = await card();
    const form = await within(region).findByRole('form', { name: 'Weekly goals' });
    expect(goalInputs(form).map((input) => input.placeholder)).toEqual([
      "What's your first goal?",
      "What's your second goal?",
      "What's your third goal?",
    ]);
    expect(within(region).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Edit goals' })).toBeNull();

    await user.type(goalInputs(form)[0]!, ' Plan the offsite ');
    await user.click(within(form).getByRole('button', { name: 'Save goals' }));
    expect(await toast('Goals saved!')).toBeInTheDocument();
    expect(saved).toEqual([{ goals: ['Plan the offsite', '', ''], weekStartDate: THIS_WEEK }]);
    expect(await within(region).findByRole('list', { name: 'Goals' })).toHaveTextContent(
      '1.Plan the offsite2.No goal set3.No goal set',
    );
  });

  it('asks for at least one goal with a destructive toast, and sends nothing', async () => {
    const saved = recordGoalsSaves(server);
    const { user } = await renderPlanner();
    const region = await card();
    const form = await within(region).findByRole('form', { name: 'Weekly goals' });
    await user.type(goalInputs(form)[1]!, '    ');
    await user.click(within(form).getByRole('button', { name: 'Save goals' }));
    const title = await toast('Please add at least one goal');
    expect(screen.getByText('You need to provide at least one goal for the week.')).toBeVisible();
    expect(title.closest('.mantine-Notification-root')).toHaveStyle(
      '--notification-color: var(--mantine-color-red-filled)',
    );
    expect(saved).toEqual([]);
  });

  it('allows at most 100 characters per goal', async () => {
    const { user } = await renderPlanner();
    const region = await card();
    const form = await within(region).findByRole('form', { name: 'Weekly goals' });
    const [first] = goalInputs(form);
    expect(first).toHaveAttribute('maxLength', '100');
    await user.click(first!);
    await user.paste('x'.repeat(120));
    expect(first!.value).toHaveLength(100);
  });

  it('toasts Error saving goals with the server message, and keeps the draft', async () => {
    const { user } = await renderPlanner(
      {},
      goalsSaveFails('Goals are read-only during maintenance', 503),
    );
    const region = await card();
    const form = await within(region).findByRole('form', { name: 'Weekly goals' });
    await user.type(goalInputs(form)[0]!, 'Ship it');
    await user.click(within(form).getByRole('button', { name: 'Save goals' }));
    expect(await toast('Error saving goals')).toBeInTheDocument();
    expect(screen.getByText('Goals are read-only during maintenance')).toBeInTheDocument();
    expect(goalInputs(form)[0]).toHaveValue('Ship it');
  });

  it('falls back to the generic save failure message', async () => {
    const { user } = await renderPlanner({}, goalsSaveFails(null));
    const region = await card();
    const form = await within(region).findByRole('form', { name: 'Weekly goals' });
    await user.type(goalInputs(form)[2]!, 'Ship it');
    await user.click(within(form).getByRole('button', { name: 'Save goals' }));
    expect(await toast('Error saving goals')).toBeInTheDocument();
    expect(screen.getByText('Failed to save goals. Please try again.')).toBeInTheDocument();
  });
});

describe('Weekly Goals card: the goals of the week shown', () => {
  it("shows each week's own goals while navigating", async () => {
    const requested = recordRequests(server, '/api/goals', (url) =>
      url.searchParams.get('weekStartDate'),
    );
    const { user } = await renderPlanner({
      goals: { [THIS_WEEK]: JORDAN_GOALS, [NEXT_WEEK]: ['Next week only', '', ''] },
    });
    // The card belongs to one week: it is a new card after each navigation.
    expect(await within(await card()).findByText(JORDAN_GOALS[0]!)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Next week'));
    expect(await within(await card()).findByText('Next week only')).toBeInTheDocument();
    expect(within(await card()).getByText('Week of March 9, 2026')).toBeInTheDocument();
    expect(within(await card()).queryByText(JORDAN_GOALS[0]!)).toBeNull();

    await user.click(screen.getByLabelText('Next week'));
    expect(
      await within(await card()).findByRole('form', { name: 'Weekly goals' }),
    ).toBeInTheDocument();

    await user.click(screen.getByLabelText('Previous week'));
    await user.click(screen.getByLabelText('Previous week'));
    expect(await within(await card()).findByText(JORDAN_GOALS[0]!)).toBeInTheDocument();
    // Each week was asked for once; going back reads the cached goals.
    expect(requested).toEqual([THIS_WEEK, NEXT_WEEK, '2026-03-16']);
  });
});

describe('Weekly Goals card: nothing saved is lost', () => {
  it('names the version it edits, merges another tab’s save of other goals, and asks on a clash', async () => {
    const sent = recordGoalsSaves(server, (body, ifMatch) => ({ body, ifMatch }));
    const { user } = await renderPlanner({ goals: { [THIS_WEEK]: ['Ship it', 'Plan Q2', ''] } });
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Edit goals' }));
    // Another tab saved meanwhile: the second goal changed, and the first differently.
    await goalsSavedElsewhere(THIS_WEEK, ['Ship it today', 'Plan Q2 with finance', '']);
    const [first, , third] = goalInputs(region);
    await user.clear(first!);
    await user.type(first!, 'Ship it by Friday');
    await user.type(third!, 'Hire a designer');
    await user.click(within(region).getByRole('button', { name: 'Save goals' }));

    // The first goal clashed: the host's text stays, the saved one is shown beside it.
    expect(await within(region).findByText('Saved elsewhere: “Ship it today”')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.ifMatch).toBe('"1"');
    const [firstAfter, secondAfter, thirdAfter] = goalInputs(region);
    expect(firstAfter).toHaveValue('Ship it by Friday');
    // The other tab's second goal came in; the host's third goal stayed.
    expect(secondAfter).toHaveValue('Plan Q2 with finance');
    expect(thirdAfter).toHaveValue('Hire a designer');

    // Keeping theirs for the first goal, then saving, sends all of it with the new version.
    await user.click(within(region).getByRole('button', { name: 'Use saved' }));
    await user.click(within(region).getByRole('button', { name: 'Save goals' }));
    expect(await toast('Goals saved!')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      body: {
        goals: ['Ship it today', 'Plan Q2 with finance', 'Hire a designer'],
        weekStartDate: THIS_WEEK,
      },
      ifMatch: '"2"',
    });
  }, 40_000);

  it('keeps the goals in the form when the save fails, and saves them with Retry now', async () => {
    const sent = recordGoalsSaves(server);
    // Every save fails until the faults are cleared.
    const { user } = await renderPlanner({ faults: 'saveWeeklyGoals:500' });
    const region = await card();
    await within(region).findByRole('textbox', { name: 'First goal' });
    const [first] = goalInputs(region);
    await user.type(first!, 'Finish the audit');
    await user.click(within(region).getByRole('button', { name: 'Save goals' }));
    expect(await toast('Error saving goals')).toBeInTheDocument();
    expect(
      await within(region).findByText('Your goals are not saved yet. They are kept and retried.'),
    ).toBeVisible();
    expect(goalInputs(region)[0]).toHaveValue('Finish the audit');
    clearFaults();
    await user.click(within(region).getByRole('button', { name: 'Retry now' }));
    expect(await toast('Goals saved!')).toBeInTheDocument();
    expect(sent.at(-1)?.goals).toEqual(['Finish the audit', '', '']);
  }, 40_000);
});
