import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { recordBodies } from '../../../../mocks/test/story-backend';
import { renderApp } from '../../../test/render-app';
import { bookingBackend, MANAGED_PATH, OFFICE_HOURS } from '../test-seed';
import { visitorEnv } from '../visitor-env';

/**
 * Moving a booking from its own page keeps its answers and guests: the details step shows them,
 * the visitor may change them, and the move sends what the visitor saw
 * (docs/decisions.md#meeting-types).
 */
const NOW = new Date('2026-11-23T15:00:00.000Z');
const QUESTION = /What would you like to discuss\?/;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.spyOn(visitorEnv, 'timeZone').mockReturnValue('America/New_York');
  vi.spyOn(visitorEnv, 'clockFormat').mockReturnValue('12h');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.events.removeAllListeners('request:start');
});

async function rescheduleDetails() {
  await bookingBackend(server, {
    managed: 'confirmed',
    meetingType: OFFICE_HOURS,
    managedExtras: {
      answers: [
        { questionId: 'topic', label: 'What would you like to discuss?', value: 'Hiring plans' },
      ],
      guests: ['sam@example.org'],
    },
  });
  const moves = recordBodies(server, 'POST', /^\/api\/bookings\/.+\/reschedule$/);
  const { user } = renderApp(MANAGED_PATH);
  await screen.findByRole('heading', { name: 'Your booking' });
  await user.click(screen.getByRole('button', { name: 'Reschedule' }));
  await screen.findByRole('heading', { name: 'Select Date & Time' });
  const slots = within(screen.getByTestId('slot-list')).getAllByRole('button');
  const slot = slots[slots.length - 1]!;
  await user.click(slot);
  await screen.findByRole('heading', { name: 'Enter Your Details' });
  return { user, moves };
}

describe('the reschedule form', () => {
  it('shows the booking’s answers and guests, and sends them unchanged', async () => {
    const { user, moves } = await rescheduleDetails();
    expect(screen.getByLabelText(QUESTION)).toHaveValue('Hiring plans');
    expect(screen.getByRole('textbox', { name: 'Guest 1 email' })).toHaveValue('sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Your booking' });
    expect(moves).toEqual([
      expect.objectContaining({ answers: { topic: 'Hiring plans' }, guests: ['sam@example.org'] }),
    ]);
    const answers = screen.getByRole('region', { name: 'Your answers' });
    expect(within(answers).getByText('Hiring plans')).toBeInTheDocument();
  });

  it('sends what the visitor changed: a new answer, a guest replaced and one added', async () => {
    const { user, moves } = await rescheduleDetails();
    const answer = screen.getByLabelText(QUESTION);
    await user.clear(answer);
    await user.type(answer, 'Budget review');
    const guest = screen.getByRole('textbox', { name: 'Guest 1 email' });
    await user.clear(guest);
    await user.type(guest, 'kim@example.org');
    await user.click(screen.getByRole('button', { name: 'Add another guest' }));
    await user.type(screen.getByRole('textbox', { name: 'Guest 2 email' }), 'lee@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Your booking' });
    expect(moves).toEqual([
      expect.objectContaining({
        answers: { topic: 'Budget review' },
        guests: ['kim@example.org', 'lee@example.org'],
      }),
    ]);
    const answers = screen.getByRole('region', { name: 'Your answers' });
    expect(within(answers).getByText('Budget review')).toBeInTheDocument();
    const guests = screen.getByRole('region', { name: 'Guests' });
    expect(within(guests).getByText('lee@example.org')).toBeInTheDocument();
  });

  it('checks them as a new booking’s: an emptied required answer stops the move', async () => {
    const { user, moves } = await rescheduleDetails();
    const answer = screen.getByLabelText(QUESTION);
    await user.clear(answer);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(answer).toHaveFocus();
    expect(answer).toHaveAccessibleDescription('Please answer this question');
    expect(moves).toEqual([]);
  });
});
