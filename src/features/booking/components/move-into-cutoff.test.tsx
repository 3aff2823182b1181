import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicLink } from '../api';
import { MoveIntoCutoff } from './move-into-cutoff';

// A move into the link's change cutoff says so before the visitor confirms it.

const NOW = Date.parse('2026-11-23T15:00:00.000Z');
const HOUR = 3_600_000;
const link = {
  changeCutoffHours: 24,
  host: { name: 'Jordan Lee', picture: null },
  owner: { name: 'Jordan Lee', email: 'jordan.lee@example.com' },
} as unknown as PublicLink;
const slotAt = (hours: number) => ({
  start: new Date(NOW + hours * HOUR).toISOString(),
  end: new Date(NOW + hours * HOUR + 30 * 60_000).toISOString(),
  label: '',
});
const WORDS =
  'After this move it can no longer be changed online; then write to jordan.lee@example.com.';

function show(hours: number, cutoff = 24) {
  render(
    <MantineProvider>
      <MoveIntoCutoff
        link={{ ...link, changeCutoffHours: cutoff }}
        slot={slotAt(hours)}
        now={NOW}
      />
    </MantineProvider>,
  );
}

describe('a move into the change cutoff', () => {
  it('warns when the new time starts inside the cutoff', () => {
    show(20);
    expect(screen.getByRole('note')).toHaveTextContent(WORDS);
  });

  it('says nothing outside the cutoff, or without one', () => {
    show(30);
    expect(screen.queryByRole('note')).toBeNull();
    show(2, 0);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
