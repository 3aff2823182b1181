/**
 * The visitor's side of approval (docs/decisions.md#approval-per-link): the success page of a request says it was sent and
 * the host must confirm it; the booking's own page shows a pending request (which the visitor may
 * withdraw) and a declined one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { bookingBackend, MANAGED_PATH } from '../test-seed';

const NOW = new Date('2026-11-18T14:30:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('success page of a request', () => {
  it('says the request was sent and the host must confirm it, with no calendar buttons', async () => {
    renderApp(
      '/book/success?id=bkg_1&token=tok_secret&host=Jordan%20Lee&title=Intro&start=2026-11-24T17:30:00.000Z&end=2026-11-24T18:00:00.000Z&tz=America/New_York&pending=1',
    );
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toHaveFocus();
    expect(document.title).toBe('Request sent · Slotwise');
    expect(
      screen.getByText(/The host must confirm your request before it is booked\./),
    ).toBeInTheDocument();
    expect(screen.queryByText('Meeting Scheduled Successfully!')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to my calendar (.ics)' })).toBeNull();
    expect(screen.getByText('Tuesday, November 24, 2026 · 12:30 PM – 1:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reschedule or cancel' })).toHaveAttribute(
      'href',
      '/bookings/bkg_1?token=tok_secret',
    );
  });
});

describe('the booking’s own page', () => {
  it('shows a pending request, which the visitor may withdraw', async () => {
    await bookingBackend(server, { managed: 'pending' });
    const { user } = renderApp(MANAGED_PATH);
    expect(
      await screen.findByRole('heading', { name: 'Awaiting confirmation' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Jordan Lee must confirm this request\. You will get the invitation/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel booking' }));
    expect(
      await screen.findByRole('heading', { name: 'This booking is cancelled' }),
    ).toBeInTheDocument();
  });

  it('moves a pending request: it stays awaiting confirmation, at the new time', async () => {
    await bookingBackend(server, { managed: 'pending' });
    const { user } = renderApp(MANAGED_PATH);
    await screen.findByRole('heading', { name: 'Awaiting confirmation' });
    const before = screen.getByTestId('booking-time').textContent;
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    await screen.findByRole('heading', { name: 'Select Date & Time' });
    const slots = within(screen.getByTestId('slot-list')).getAllByRole('button');
    await user.click(slots[slots.length - 1]!);
    await user.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
    expect(
      await screen.findByRole('heading', { name: 'Awaiting confirmation' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('booking-time').textContent).not.toBe(before);
    expect(
      screen.getByText(/Jordan Lee must confirm this request\. You will get the invitation/),
    ).toBeInTheDocument();
    // Not the confirmed booking's news: no invitation went out yet.
    expect(screen.queryByText('Rescheduled', { exact: true })).toBeNull();
  });

  it('shows a declined request with the host’s reason and offers to book again', async () => {
    await bookingBackend(server, { managed: { declined: 'Away that week' } });
    renderApp(MANAGED_PATH);
    expect(
      await screen.findByRole('heading', { name: 'This request was declined' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Away that week')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('This request was declined · Slotwise'));
  });
});
