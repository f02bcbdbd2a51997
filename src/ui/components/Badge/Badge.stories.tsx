import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Badge, BadgeList } from './Badge.tsx';
import { badgeTones } from './Badge.css.ts';

/**
 * A few words in a pill. `success` marks a state worth noticing ('Available now' on a coach's card,
 * profile and session packages); `tag` and `neutral` are labels in a list (areas of expertise). Each
 * tone's text and background pass AA. Only placement comes from outside, through `className`.
 */
const meta = {
  title: 'Components/Badge',
  component: Badge,
  parameters: { layout: 'padded' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  args: { children: 'Available now', tone: 'success' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="small">
      <Badge tone="success">Available now</Badge>
      <Badge tone="tag">Vegetable gardens</Badge>
      <Badge tone="neutral">Native plants</Badge>
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const text of ['Available now', 'Vegetable gardens', 'Native plants']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: () => (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="small">
      <Badge tone="neutral">Small print</Badge>
      <Badge tone="neutral" size="large">
        The text's own size
      </Badge>
    </Box>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByText('Small print').getBoundingClientRect();
    const large = canvas.getByText("The text's own size").getBoundingClientRect();
    await expect(large.height).toBeGreaterThan(small.height);
  },
};

export const AsAList: Story = {
  render: () => (
    <BadgeList>
      {['Pollinators', 'Small spaces', 'Shade'].map((name) => (
        <Badge key={name} as="li" tone="neutral" size="large">
          {name}
        </Badge>
      ))}
    </BadgeList>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
