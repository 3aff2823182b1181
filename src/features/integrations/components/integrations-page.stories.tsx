import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { NOW } from '../../../../mocks/test/story-backend';
import { AppAt } from '../../../test/app-at';
import { apiKey, attempt, integrationsBackend, RECEIVER, subscription } from '../test-seed';

/**
 * The Integrations screen in front of axe, on a desktop and a phone: nothing yet, two
 * subscriptions with their recent deliveries and two keys, an endpoint disabled after its 6th
 * failure, a delivery opened (headers, body, answer), and a key just created, shown once.
 */
const meta = {
  title: 'Screens/Integrations',
  component: AppAt,
  args: { path: '/integrations' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone' } };

const crm = subscription('whk_crm', RECEIVER);
const billing = subscription('whk_billing', 'https://billing.example.com/hooks/slotwise', {
  events: ['booking.created', 'booking.rescheduled', 'booking.cancelled'],
});
const failing = subscription('whk_failing', 'https://crm.example.com/hooks', {
  active: false,
  disabledReason:
    'Disabled after 6 failed attempts to deliver booking.created (whd_whk_failing): the endpoint answered 503',
});
const keys = [
  apiKey('key_crm', 'CRM sync'),
  apiKey('key_billing', 'Billing', { scope: 'read_write', lastUsedAt: null, expiresAt: null }),
];

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'heading',
    { name: 'Integrations', level: 1 },
    { timeout: 4000 },
  );

export const Empty: Story = {
  beforeEach: ({ msw }) => integrationsBackend(msw),
  async play({ canvasElement }) {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByText(/No webhooks yet/)).toBeVisible();
    await expect(await within(canvasElement).findByText(/No API keys yet/)).toBeVisible();
  },
};
export const EmptyOnAPhone: Story = { ...Empty, globals: PHONE };

export const WithSubscriptions: Story = {
  beforeEach: ({ msw }) =>
    integrationsBackend(msw, {
      subscriptions: [crm, billing],
      deliveries: [attempt(crm, 1, 30, 200), attempt(billing, 1, 120, 204)],
      keys,
    }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByRole('article', { name: RECEIVER })).toBeVisible();
    await expect(await canvas.findByText('CRM sync')).toBeVisible();
    for (const url of [RECEIVER, billing.url]) {
      const card = within(await canvas.findByRole('article', { name: url }));
      await expect(await card.findByRole('button', { name: 'booking.created' })).toBeVisible();
    }
  },
};
export const WithSubscriptionsOnAPhone: Story = { ...WithSubscriptions, globals: PHONE };

export const FailingEndpoint: Story = {
  beforeEach: ({ msw }) =>
    integrationsBackend(msw, {
      subscriptions: [failing],
      deliveries: [1, 2, 3, 4, 5, 6].map((n) =>
        attempt(failing, n, [876, 156, 36, 6, 1, 0][n - 1]! + 5, 503),
      ),
    }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByText(/the endpoint answered 503/)).toBeVisible();
    await expect(await canvas.findAllByText('503')).toHaveLength(6);
  },
};
export const FailingEndpointOnAPhone: Story = { ...FailingEndpoint, globals: PHONE };

export const DeliveryOpened: Story = {
  beforeEach: ({ msw }) =>
    integrationsBackend(msw, {
      subscriptions: [crm],
      deliveries: [attempt(crm, 1, 30, 200)],
    }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'booking.created' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delivery: booking.created' });
    await expect(within(dialog).getByText(/slotwise-signature: t=/)).toBeVisible();
  },
};
export const DeliveryOpenedOnAPhone: Story = { ...DeliveryOpened, globals: PHONE };

/** The key is random: the picture shows a fixed one, as the mock's answer would carry it. */
const fixedKey = http.post('*/api/api-keys', () =>
  HttpResponse.json(
    {
      key: {
        id: 'key_new',
        name: 'Zapier',
        prefix: 'sw_live_Zq7R',
        scope: 'read',
        createdAt: NOW,
        lastUsedAt: null,
        expiresAt: null,
        revokedAt: null,
      },
      secret: `sw_live_${'Zq7RkP2mWx9B'.repeat(3)}Ab3d`,
    },
    { status: 201 },
  ),
);

export const KeyJustCreated: Story = {
  beforeEach: ({ msw }) => integrationsBackend(msw, { keys }, fixedKey),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New API key' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'New API key' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Zapier');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await expect(await within(dialog).findByText(/^sw_live_/)).toBeVisible();
  },
};
export const KeyJustCreatedOnAPhone: Story = { ...KeyJustCreated, globals: PHONE };
