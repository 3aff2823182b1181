import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { seedBackend, STORY_HOST, type Seed } from '../../../../mocks/test/story-backend';
import { HostPage } from './host-page';

/**
 * A host's public page (`/hosts/{user}`): the links the host lists, on a desktop and a phone, and
 * a host with nothing listed (the public not-found, as for a host who does not exist).
 */
const meta = {
  title: 'Screens/Host page',
  component: HostPage,
  args: { user: 'jordan-lee', navigate: fn() },
} satisfies Meta<typeof HostPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone' } };

/** Jordan's three listed links, and a secret one that the page leaves out. */
function several(seed: Seed) {
  seed.user(STORY_HOST);
  seed.link(STORY_HOST, 'high_priority', { name: 'Urgent: 1-1 meeting' });
  seed.link(STORY_HOST, 'standard', {
    name: '1-1 meeting',
    customDescription: 'Happy to chat about partnerships, hiring or product feedback.',
    duration: 45,
  });
  const workshop = seed.link(STORY_HOST, 'standard', {
    name: 'Product workshop for teams of five to twelve people',
    customDescription:
      'A half-day session on your roadmap: bring the people who decide, and a list of the questions you want answered.',
    duration: 120,
    suffix: 'workshop',
  });
  const record = seed.data.links.find((l) => l.id === workshop)!;
  record.spec = false;
  record.durations = [120, 240];
  const secret = seed.link(STORY_HOST, 'standard', { name: 'Board call', suffix: 'board' });
  Object.assign(
    seed.data.links.find((l) => l.id === secret)!,
    { spec: false, secret: true },
  );
}

export const Several: Story = {
  beforeEach: ({ msw }) => seedBackend(msw, { seed: several, signedInAs: null }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Meetings with Jordan Lee' }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Meetings you can book' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('2 hours or 4 hours')).toBeVisible();
    await expect(canvas.queryByText('Board call')).toBeNull();
  },
};

export const SeveralOnAPhone: Story = { ...Several, globals: PHONE };

/** A host with nothing listed answers as an unknown one: the public pages' not-found. */
export const NothingListed: Story = {
  beforeEach: ({ msw }) =>
    seedBackend(msw, {
      seed(seed) {
        seed.user(STORY_HOST);
        const id = seed.link(STORY_HOST, 'standard');
        Object.assign(
          seed.data.links.find((l) => l.id === id)!,
          { secret: true },
        );
      },
      signedInAs: null,
    }),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Booking Link Not Found' }),
    ).toBeVisible();
  },
};

export const NothingListedOnAPhone: Story = { ...NothingListed, globals: PHONE };
