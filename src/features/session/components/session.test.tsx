import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs, useScenario } from '../../../../mocks/node';
import { captureNavigations } from '../../../components/navigate-browser';
import { renderApp } from '../../../test/render-app';

let capture: ReturnType<typeof captureNavigations> | undefined;
afterEach(() => capture?.stop());

describe('login page', () => {
  it('shows the sign-in copy and starts sign-in with a full-page navigation', async () => {
    await useScenario('default');
    capture = captureNavigations();
    const { user } = renderApp('/');
    expect(
      await screen.findByText(
        'Sign in with the provider to access your meeting management preferences',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('By signing in, you agree to connect your calendar for meeting scheduling'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(capture.urls).toEqual([expect.stringMatching(/\/auth\/google\/web$/)]);
  });

  it('sends a host who is already signed in to the preferences', async () => {
    await useScenario('no-workflow-access');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Meeting Preferences' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });
});

describe('signed-in layout', () => {
  it('shows the navigation, with Workflows for a host with workflow access', async () => {
    await useScenario('default');
    await signInAs('jordan.lee@example.com');
    renderApp('/meetings');
    expect(await screen.findByRole('heading', { name: 'Weekly Planner' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    for (const label of ['Meeting Preferences', 'Planner', 'Scheduling links', 'Analytics']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(await within(nav).findByRole('link', { name: 'Workflows' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Planner' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('has no Workflows item, and no /workflows route, without workflow access', async () => {
    await useScenario('no-workflow-access');
    renderApp('/preferences');
    expect(await screen.findByRole('heading', { name: 'Meeting Preferences' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Analytics' })).toBeInTheDocument(),
    );
    expect(within(nav).queryByRole('link', { name: 'Workflows' })).not.toBeInTheDocument();
  });

  it('answers /workflows with the 404 page without workflow access', async () => {
    await useScenario('no-workflow-access');
    renderApp('/workflows');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('falls back to the initials when the host has no picture', async () => {
    await useScenario('new-host');
    renderApp('/analytics');
    const avatar = await screen.findByRole('button', { name: 'Account menu for Sam Rivera' });
    expect(within(avatar).getByText('SR')).toBeInTheDocument();
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('shows the name and e-mail in the avatar menu, and logs out to the login page', async () => {
    await useScenario('no-workflow-access');
    const { user } = renderApp('/analytics');
    const avatar = await screen.findByRole('button', { name: 'Account menu for Jordan Lee' });
    expect(avatar.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image/),
    );
    await user.click(avatar);
    // happy-dom computes the portalled dropdown as display:none; its visibility is checked in
    // Storybook and Playwright (real Chromium), here only its content and behaviour.
    const logOut = await screen.findByRole('menuitem', { name: 'Log out', hidden: true });
    const identity = screen.getByRole('menuitem', { name: /Jordan Lee/, hidden: true });
    expect(identity).toHaveTextContent('jordan.lee@example.com');
    await user.click(logOut);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    // The server ended the session too.
    const me = await fetch(new URL('/api/auth/me', location.origin), { credentials: 'include' });
    expect(me.status).toBe(401);
  });

  it('shows an expired Google authorisation on every page, with a way to reconnect', async () => {
    await useScenario('calendar-disconnected');
    capture = captureNavigations();
    const { user } = renderApp('/preferences');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your Google Calendar connection expired');
    const primary = (await screen.findByText('Primary Calendar')).closest('li')!;
    expect(within(primary).getByText('Needs reconnection')).toBeInTheDocument();

    await user.click(screen.getAllByRole('link', { name: 'Planner' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Weekly Planner' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Reconnect Google Calendar' }),
    );
    expect(capture.urls).toEqual([expect.stringMatching(/\/auth\/google\/web$/)]);
  });

  it('shows no reconnect banner while the authorisation is valid', async () => {
    await useScenario('no-workflow-access');
    renderApp('/preferences');
    expect(await screen.findByText('Primary Calendar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reconnect Google Calendar' })).toBeNull();
    expect(screen.queryByText('Needs reconnection')).toBeNull();
  });

  it('sends a visitor without a session from a signed-in page to the login page', async () => {
    await useScenario('default');
    renderApp('/scheduling');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });
});

describe('permissions missing', () => {
  it('redirects the calendar pages to /access-issue when scopes are missing', async () => {
    await useScenario('missing-scopes');
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'Permissions missing' })).toBeInTheDocument();
  });

  it('reconnects through a full-page navigation and shows Redirecting...', async () => {
    await useScenario('missing-scopes');
    capture = captureNavigations();
    const { user } = renderApp('/access-issue');
    await user.click(await screen.findByRole('button', { name: 'Reconnect Google Calendar' }));
    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    expect(capture.urls).toEqual([expect.stringMatching(/\/auth\/google\/web$/)]);
  });

  it('explains why on demand', async () => {
    await useScenario('missing-scopes');
    const { user } = renderApp('/access-issue');
    const toggle = await screen.findByRole('button', { name: /Why do I need this\?/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/We never share your calendar/)).toBeVisible();
  });

  it('goes to the preferences when the scopes check reports the scopes present', async () => {
    await useScenario('no-workflow-access');
    renderApp('/access-issue');
    expect(await screen.findByRole('heading', { name: 'Meeting Preferences' })).toBeInTheDocument();
  });
});

describe('public pages', () => {
  it('shows the 404 page for an unknown address', async () => {
    await useScenario('default');
    renderApp('/definitely/not/here');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows the booking success page', async () => {
    renderApp('/book/success');
    expect(
      await screen.findByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get the product for yourself' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      screen.getByText('Simplify your scheduling with AI-powered meeting coordination'),
    ).toBeInTheDocument();
  });
});
