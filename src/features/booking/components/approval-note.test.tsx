import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { bookingBackend } from '../test-seed';
import { visitorEnv } from '../visitor-env';

/** The details step says, before "Confirm Booking", that the host confirms before it counts. */

/** Monday 23 November 2026, 10:00 in New York (the host's zone). */
const NOW = new Date('2026-11-23T15:00:00.000Z');

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
});

async function detailsStep(requiresApproval: boolean) {
  await bookingBackend(server, {});
  await db.links.update((q) => q.where({ slug: 'jordan-lee/standard' }), {
    data(link) {
      link.requiresApproval = requiresApproval;
    },
  });
  const { user } = renderApp('/book/jordan-lee/standard');
  await screen.findByRole('heading', { name: 'Select Date & Time' });
  await user.click(screen.getByRole('button', { name: /^Tuesday, November 24/ }));
  await user.click(
    await within(screen.getByTestId('slot-list')).findByRole('button', { name: /^10:30 AM,/ }),
  );
  await screen.findByRole('heading', { name: 'Enter Your Details' });
}

const NOTE = 'Jordan Lee must confirm this booking: until then it is a request.';

describe('the details step on a link that requires approval', () => {
  it('says the host confirms before it counts, above Confirm Booking', async () => {
    await detailsStep(true);
    const note = screen.getByText(NOTE);
    const confirm = screen.getByRole('button', { name: 'Confirm Booking' });
    expect(note.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of it on a link that does not', async () => {
    await detailsStep(false);
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
