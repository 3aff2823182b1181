import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('booking success page', () => {
  it('repeats the booked time in the visitor zone and offers an .ics file', async () => {
    renderApp(
      '/book/success?id=bkg_1&token=tok_secret&host=Jordan%20Lee&at=2026-11-20T09:15:00.000Z&title=Intro&start=2026-11-24T17:30:00.000Z&end=2026-11-24T18:00:00.000Z&tz=Asia/Kolkata',
    );
    expect(
      await screen.findByText('Tuesday, November 24, 2026 · 11:00 PM – 11:30 PM'),
    ).toBeInTheDocument();
    expect(screen.getByText('Kolkata (Asia) · UTC+05:30')).toBeInTheDocument();
    expect(screen.getByText('with Jordan Lee')).toBeInTheDocument();
    // The success is announced: its heading takes the focus, and the page is titled by it.
    expect(screen.getByRole('heading', { name: 'Meeting Scheduled Successfully!' })).toHaveFocus();
    expect(document.title).toBe('Meeting Scheduled Successfully! · Slotwise');
    expect(screen.getByRole('link', { name: 'Reschedule or cancel' })).toHaveAttribute(
      'href',
      '/bookings/bkg_1?token=tok_secret',
    );
    const link = screen.getByRole('link', { name: 'Add to my calendar (.ics)' });
    const ics = decodeURIComponent(
      link.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''),
    );
    expect(ics).toContain('SUMMARY:Intro');
    expect(ics).toContain('DTEND:20261124T180000Z');
    // Stamped when the booking was made, not at its start; described, with its own page.
    expect(ics).toContain('DTSTAMP:20261120T091500Z');
    expect(ics).toContain('DESCRIPTION:Booked with Jordan Lee through Slotwise.\\nReschedule or c');
    expect(ics.replace(/\r\n /g, '')).toContain(
      `URL:${window.location.origin}/bookings/bkg_1?token=tok_secret`,
    );
  });

  it('keeps only the spec texts when the booking details are missing or mangled', async () => {
    renderApp('/book/success?start=yesterday&tz=Mars/Olympus');
    expect(
      await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Add to my calendar (.ics)' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get the product for yourself' })).toBeInTheDocument();
  });
});
