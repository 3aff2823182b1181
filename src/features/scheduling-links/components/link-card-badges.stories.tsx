import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { contrastOf } from '../../../test/contrast';
import { highPriorityLink, linksBackend, officeHoursLink, standardLink } from '../test-seed';

/**
 * Every badge and state a link card can wear, in front of axe, on a desktop and a phone: a spec
 * link's type badge, "Switched off", "Requires confirmation", and both together, on a spec link
 * and on an extra meeting type; "Secret", "Single use" and a used single-use link. Each badge's text is checked for 4.5:1 itself: axe counts text in
 * its background's own colour (the old orange-on-orange badge, 1:1) as "needs review", not as a
 * violation, so the story's axe check alone passed it.
 */
const meta = {
  title: 'Screens/Scheduling Links/Card badges',
  component: AppAt,
  args: { path: '/scheduling' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone' } };

const links = [
  { ...highPriorityLink, requiresApproval: true },
  { ...standardLink, active: false, requiresApproval: true },
];
const extras = [
  { ...officeHoursLink, requiresApproval: true },
  {
    ...officeHoursLink,
    id: 'lnk-jordan-intro',
    slug: 'jordan-lee/intro-call',
    name: 'Intro call',
    active: false,
  },
  {
    ...officeHoursLink,
    id: 'lnk-jordan-review',
    slug: 'jordan-lee/review',
    name: 'Review',
    active: false,
    requiresApproval: true,
  },
  {
    ...officeHoursLink,
    id: 'lnk-jordan-vip',
    slug: 'jordan-lee/vip',
    name: 'VIP call',
    secret: true,
    singleUse: true,
  },
  {
    ...officeHoursLink,
    id: 'lnk-jordan-once',
    slug: 'jordan-lee/once',
    name: 'One-off interview',
    singleUse: true,
    usedAt: '2026-11-17T10:00:00.000Z',
  },
];

export const EveryBadge: Story = {
  beforeEach: ({ msw }) => linksBackend(msw, { links, extras }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('/book/jordan-lee/once', undefined, { timeout: 4000 });
    const card = (name: string) => within(canvas.getByRole('article', { name }));
    await expect(canvas.getByText('High priority')).toBeVisible();
    await expect(canvas.getByText('Standard')).toBeVisible();
    await expect(canvas.getAllByText('Requires confirmation')).toHaveLength(4);
    await expect(canvas.getAllByText('Switched off')).toHaveLength(3);
    await expect(card('Office hours').getByText('Requires confirmation')).toBeVisible();
    await expect(card('Intro call').queryByText('Requires confirmation')).toBeNull();
    await expect(card('Review').getByText('Switched off')).toBeVisible();
    await expect(card('VIP call').getByText('Secret')).toBeVisible();
    await expect(card('VIP call').getByText('Single use')).toBeVisible();
    await expect(card('One-off interview').getByText('Single use: used')).toBeVisible();
    const labels = [...canvasElement.querySelectorAll('.mantine-Badge-label')];
    await expect(labels).toHaveLength(12);
    for (const label of labels) {
      const ratio = contrastOf(label);
      await expect(ratio >= 4.5 ? 'readable' : `${label.textContent}: ${ratio.toFixed(2)}:1`).toBe(
        'readable',
      );
    }
  },
};

export const EveryBadgeOnAPhone: Story = { ...EveryBadge, globals: PHONE };
