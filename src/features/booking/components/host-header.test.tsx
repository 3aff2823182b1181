import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { bookingBackend, publicLinkAnswer, type PublicLink } from '../test-seed';
import { HostHeader } from './host-header';

const NOW = Date.UTC(2026, 10, 23, 15);

function renderHeader(link: PublicLink, zone = 'Europe/Berlin') {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <HostHeader link={link} timeZone={zone} now={NOW} />
    </AppProviders>,
  );
}

describe('HostHeader', () => {
  /** Jordan's link as the mock answers it. */
  let base: PublicLink;
  beforeAll(async () => {
    await bookingBackend(server, { now: new Date(NOW).toISOString() });
    base = await publicLinkAnswer();
  });

  it('names the host, the meeting, its length and the visitor zone', () => {
    renderHeader(base);
    expect(screen.getByRole('heading', { level: 1, name: base.name })).toBeInTheDocument();
    expect(screen.getByText(`with ${base.host.name}`)).toBeInTheDocument();
    expect(screen.getByText('30 minutes')).toBeInTheDocument();
    expect(screen.getByText('Berlin (Europe) · UTC+01:00')).toBeInTheDocument();
  });

  it('shows the picture, and the initials once the picture fails to load', () => {
    const link = { ...base, host: { ...base.host, picture: 'https://example.org/jordan.png' } };
    renderHeader(link);
    const picture = screen.getByRole('img', { name: base.host.name });
    expect(screen.queryByText('JL')).toBeNull();
    fireEvent.error(picture);
    expect(screen.queryByRole('img', { name: base.host.name })).toBeNull();
    expect(screen.getByText('JL')).toHaveAttribute('title', base.host.name);
  });

  it('escapes what the host wrote', () => {
    const link = { ...base, name: '<b>Intro</b> & "chat"', customDescription: '<img src=x>' };
    const { container } = renderHeader(link);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('<b>Intro</b> & "chat"');
    expect(screen.getByText('<img src=x>')).toBeInTheDocument();
    expect(container.querySelectorAll('b, img')).toHaveLength(0);
  });
});
