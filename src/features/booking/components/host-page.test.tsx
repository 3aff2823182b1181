/**
 * A host's public page (`/hosts/{user}`): the links the host lists, each with its name, lengths,
 * description and the way to its booking page; secret, switched-off and used single-use links
 * are left out; a host with nothing listed, and an unknown one, read as the public not-found.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { seedBackend, STORY_HOST, type Seed } from '../../../../mocks/test/story-backend';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { HostPage } from './host-page';

/** Jordan's links on his page: two listed, and three that are not (secret, off, used up). */
function seedJordan(seed: Seed) {
  seed.user(STORY_HOST);
  seed.link(STORY_HOST, 'standard', { name: 'Intro call', duration: 30 });
  const office = seed.link(STORY_HOST, 'high_priority', {
    name: 'Office hours',
    customDescription: 'Drop in with questions about the product.',
    duration: 30,
    suffix: 'office-hours',
  });
  seed.data.links.find((l) => l.id === office)!.durations = [30, 60];
  for (const [suffix, change] of [
    ['vip', { secret: true }],
    ['paused', { active: false }],
    ['once', { singleUse: true, usedAt: '2026-11-20T15:00:00.000Z' }],
  ] as const) {
    const id = seed.link(STORY_HOST, 'standard', { name: `Hidden ${suffix}`, suffix });
    const record = seed.data.links.find((l) => l.id === id)!;
    record.spec = false;
    Object.assign(record, change);
  }
}

function renderHostPage(user: string) {
  const navigate = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <HostPage user={user} navigate={navigate} />
    </AppProviders>,
  );
  return { navigate, person: userEvent.setup() };
}

describe('A host’s public page', () => {
  it('lists the links the host lists, each leading to its booking page', async () => {
    await seedBackend(server, { seed: seedJordan, signedInAs: null });
    const { navigate, person } = renderHostPage('jordan-lee');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meetings with Jordan Lee' }),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Meetings you can book' });
    const items = within(list).getAllByRole('listitem');
    // Sorted by slug: jordan-lee/office-hours, then jordan-lee/standard.
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Office hours',
      'Intro call',
    ]);
    expect(within(items[0]!).getByText('30 minutes or 1 hour')).toBeVisible();
    expect(within(items[0]!).getByText('Drop in with questions about the product.')).toBeVisible();
    expect(within(items[1]!).getByText('30 minutes')).toBeVisible();
    expect(screen.queryByText(/Hidden/)).toBeNull();

    const book = within(items[0]!).getByRole('link', { name: 'See times for Office hours' });
    expect(book).toHaveAttribute('href', '/book/jordan-lee/office-hours');
    await person.click(book);
    expect(navigate).toHaveBeenCalledWith('/book/jordan-lee/office-hours');
  });

  it('reads as not found for an unknown host, as for a host with nothing listed', async () => {
    await seedBackend(server, { seed: seedJordan, signedInAs: null });
    renderHostPage('nobody');
    expect(await screen.findByRole('heading', { name: 'Booking Link Not Found' })).toBeVisible();
    expect(
      screen.getByText("The booking link you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
  });
});
