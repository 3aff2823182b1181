import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { apiKey, attempt, integrationsBackend, RECEIVER, subscription } from '../test-seed';

const heading = () => screen.findByRole('heading', { name: 'Integrations', level: 1 });

describe('Integrations', () => {
  it('says when there are no webhooks and no keys', async () => {
    await integrationsBackend(server);
    renderApp('/integrations');
    await heading();
    expect(await screen.findByText(/No webhooks yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No API keys yet/)).toBeInTheDocument();
  });

  it('creates a webhook, shows its secret once, sends a test event and opens the delivery', async () => {
    await integrationsBackend(server);
    const { user } = renderApp('/integrations');
    await user.click(await screen.findByRole('button', { name: 'New webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'http://10.0.0.1');
    await user.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
    expect(await within(dialog).findByText('url must use https://')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Endpoint URL'));
    await user.click(within(dialog).getByLabelText('Endpoint URL'));
    await user.paste(RECEIVER);
    await user.click(within(dialog).getByRole('checkbox', { name: 'booking.cancelled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
    const secret = await within(dialog).findByText(/^whsec_/);
    expect(secret.textContent).toMatch(/^whsec_[A-Za-z0-9]{32,}$/);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    const card = await screen.findByRole('article', { name: RECEIVER });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(
      within(card).getByText('Events: booking.created, booking.cancelled'),
    ).toBeInTheDocument();
    expect(screen.queryByText(secret.textContent ?? '')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Send test event' }));
    await user.click(await within(card).findByRole('button', { name: 'ping' }));
    const opened = await screen.findByRole('dialog', { name: 'Delivery: ping' });
    expect(
      within(opened).getByText(/slotwise-signature: t=\d+,v1=[0-9a-f]{64}/),
    ).toBeInTheDocument();
    expect(within(opened).getByText(/200 in \d+ ms/)).toBeInTheDocument();
  });

  it('shows a failing endpoint: disabled, why, and each failed attempt', async () => {
    const failing = subscription('whk_failing', 'https://crm.example.com/hooks', {
      active: false,
      disabledReason:
        'Disabled after 6 failed attempts to deliver booking.created (whd_whk_failing): the endpoint answered 503',
    });
    await integrationsBackend(server, {
      subscriptions: [failing],
      deliveries: [attempt(failing, 1, 900, 503), attempt(failing, 2, 899, 503)],
    });
    const { user } = renderApp('/integrations');
    const card = await screen.findByRole('article', { name: 'https://crm.example.com/hooks' });
    expect(within(card).getByText('Disabled')).toBeInTheDocument();
    expect(within(card).getByText(/the endpoint answered 503/)).toBeInTheDocument();
    expect(await within(card).findAllByText('503')).toHaveLength(2);
    await user.click(within(card).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(within(card).getByText('Active')).toBeInTheDocument());
  });

  it('creates an API key shown once, lists it by its first characters, and revokes one', async () => {
    await integrationsBackend(server, { keys: [apiKey('key_old', 'Billing')] });
    const { user } = renderApp('/integrations');
    await user.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await user.type(within(dialog).getByLabelText('Name'), 'CRM sync');
    await user.click(within(dialog).getByText('Read and write'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const key = await within(dialog).findByText(/^sw_live_/);
    expect(key.textContent).toMatch(/^sw_live_[A-Za-z0-9]{40}$/);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const row = (await screen.findByText('CRM sync')).closest('tr')!;
    expect(within(row).getByText(`${key.textContent!.slice(0, 12)}…`)).toBeInTheDocument();
    expect(within(row).getByText('Read and write')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke Billing' }));
    const revoked = (await screen.findByText('Billing')).closest('tr')!;
    expect(await within(revoked).findByText('Revoked')).toBeInTheDocument();
  });
});
