import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Text } from '#src/ui/components/Text/Text.tsx';
import { vars } from '#src/ui/theme/theme.css.ts';
import { Icon } from './Icon.tsx';
import { iconNames } from './icons.ts';

/**
 * The icon set: each drawing on a 24 × 24 grid in `currentColor`, sized by the caller's class.
 * Decorative by default (hidden from assistive technology, the control around it carries the name);
 * with a `label` it is an image of that name.
 */
const meta = {
  title: 'Components/Icon',
  component: Icon,
  parameters: { layout: 'padded' },
  argTypes: { name: { control: 'select', options: iconNames } },
  args: { name: 'close', label: 'Close' },
  decorators: [
    (Story) => (
      <div style={{ width: 48, height: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Close' })).toBeVisible();
  },
};

export const EveryIcon: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <Box display="flex" flexWrap="wrap" gap="large" style={{ color: vars.color.green }}>
      {iconNames.map((name) => (
        <Box key={name} display="flex" flexDirection="column" alignItems="center" gap="xsmall">
          <div style={{ width: 32, height: 32 }}>
            <Icon name={name} />
          </div>
          <Text size="sm">{name}</Text>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('svg[data-icon]');
    await expect(drawn).toHaveLength(iconNames.length);
    for (const icon of drawn) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};
