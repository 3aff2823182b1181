/** The host sees a booking at the visitor's clock too, when the booking page told the zone. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { NOW } from '../../../../mocks/test/now';
import { renderApp } from '../../../test/render-app';
import { bookingsBackend, detailedBooking, sampleBookings } from '../test-seed';

const row = (name: RegExp) => screen.getByRole('listitem', { name });

describe('Bookings: the visitor’s time zone', () => {
  it('gives a Tokyo visitor’s booking at their clock, and nothing for a zone not known', async () => {
    await bookingsBackend(server, {
      now: NOW,
      bookings: [
        ...sampleBookings(),
        detailedBooking(),
        {
          ...detailedBooking(),
          id: 'bkg_noa',
          visitor: { name: 'Noa Levi', email: 'noa.levi@example.org' },
          days: 3,
          visitorTimeZone: 'America/New_York',
        },
      ],
    });
    renderApp('/bookings');
    await screen.findByRole('list', { name: 'Bookings' });
    // Friday 6 November, 2:00 PM in New York is Saturday 4:00 AM in Tokyo.
    expect(row(/Riley Chen/)).toHaveTextContent(
      'Visitor’s time: Sat, Nov 7, 2026, 4:00 AM – 5:00 AM GMT+9 (Asia/Tokyo)',
    );
    expect(row(/Noa Levi/)).toHaveTextContent('Visitor’s time zone: America/New_York, as yours');
    expect(row(/Alex Morgan/)).not.toHaveTextContent(/Visitor’s time/);
  });
});
