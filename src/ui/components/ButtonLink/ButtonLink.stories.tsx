import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { buttonSizes, buttonVariants } from '#src/ui/components/Button/Button.css.ts';
import { ButtonLink } from './ButtonLink.tsx';

function CurrentRoute() {
  const location = useLocation();
  return <p>Current route: {location.pathname}</p>;
}

/**
 * A link that looks like a `Button`, for calls to action that go somewhere ("Take the Quiz",
 * "Book Now"). It follows the `Link` rules: routes go through the router, other sites open in a new
 * tab, and a link of '#' renders as plain text (without the button look, since it does nothing).
 * `style` carries colours chosen in the CMS.
 */
const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  parameters: { layout: 'padded' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    fullWidth: { control: 'boolean' },
    href: { control: 'text' },
  },
  args: { href: '/quiz', children: 'Take the Quiz', variant: 'primary', size: 'medium' },
  decorators: [
    (Story) => (
      <Box display="flex" flexDirection="column" gap="medium" alignItems="flex-start">
        {Story()}
        <CurrentRoute />
      </Box>
    ),
  ],
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Goes to a route of this site through the router. */
export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Take the Quiz' });
    await expect(link).toHaveAttribute('href', '/quiz');
    await userEvent.click(link);
    await expect(canvas.getByText('Current route: /quiz')).toBeVisible();
  },
};

export const External: Story = {
  args: { href: 'https://shop.example.com', children: 'Visit the shop' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Visit the shop (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** '#' is a placeholder in the CMS: plain text, not a link. */
export const PlainTextForHash: Story = {
  args: { href: '#', children: 'Coming soon' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium">
      <Box display="flex" flexWrap="wrap" gap="small">
        {buttonVariants
          .filter((variant) => variant !== 'inverse')
          .map((variant) => (
            <ButtonLink key={variant} {...args} variant={variant}>
              {variant}
            </ButtonLink>
          ))}
      </Box>
      <Box background="green" padding="medium">
        <ButtonLink {...args} variant="inverse">
          inverse
        </ButtonLink>
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(buttonVariants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="small">
      {buttonSizes.map((size) => (
        <ButtonLink key={size} {...args} size={size}>
          {size}
        </ButtonLink>
      ))}
    </Box>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [(Story) => <div style={{ width: '100%' }}>{Story()}</div>],
};

/** Colours from a CMS call-to-action button, applied inline. */
export const ContentColours: Story = {
  args: {
    children: 'Book a consult',
    style: { color: '#ffffff', backgroundColor: '#8f3522', borderColor: '#8f3522' },
  },
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByRole('link', { name: 'Book a consult' }));
    await expect(style.backgroundColor).toBe('rgb(143, 53, 34)');
    await expect(style.color).toBe('rgb(255, 255, 255)');
  },
};
