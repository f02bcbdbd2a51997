import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Button } from './Button.tsx';
import { buttonSizes, buttonVariants } from './Button.css.ts';

/**
 * The button for actions on the page (submitting, opening, toggling). For going somewhere use
 * `ButtonLink`, which looks the same. `primary` for the one main action of a view, `secondary` for
 * a warm accent, `outline` and `ghost` for lesser actions, `inverse` on green backgrounds. A button
 * is `type="button"` unless told otherwise, so it never submits a form by accident.
 */
const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: { layout: 'padded' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    fullWidth: { control: 'boolean' },
  },
  args: { children: 'Add to cart', variant: 'primary', size: 'medium', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = {
  args: { variant: 'primary', children: 'Take the Quiz' },
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByRole('button'));
    await expect(style.backgroundColor).toBe('rgb(47, 93, 58)');
    await expect(style.color).toBe('rgb(255, 255, 255)');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Book Now' } };

export const Outline: Story = { args: { variant: 'outline', children: 'Go back' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip for now' } };

/** For green backgrounds. */
export const Inverse: Story = {
  args: { variant: 'inverse', children: 'Sign Up' },
  render: (args) => (
    <Box background="green" padding="large">
      <Button {...args} />
    </Box>
  ),
};

/** Every variant side by side, on white and on beige. */
export const AllVariants: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium">
      {(['white', 'beige'] as const).map((background) => (
        <Box
          key={background}
          background={background}
          padding="medium"
          display="flex"
          flexWrap="wrap"
          gap="small"
        >
          {buttonVariants
            .filter((variant) => variant !== 'inverse')
            .map((variant) => (
              <Button key={variant} {...args} variant={variant}>
                {variant}
              </Button>
            ))}
        </Box>
      ))}
      <Box background="green" padding="medium">
        <Button {...args} variant="inverse">
          inverse
        </Button>
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * 2 - 1);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="small">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const height = (name: string) =>
      canvas.getByRole('button', { name }).getBoundingClientRect().height;
    await expect(height('small')).toBeLessThan(height('medium'));
    await expect(height('medium')).toBeLessThan(height('large'));
    // The medium button is at least the 44 px tap target.
    await expect(height('medium')).toBeGreaterThanOrEqual(44);
  },
};

/** Loading: a spinner, busy, not pressable, and still named "Save". */
export const Loading: Story = {
  args: { loading: true, children: 'Save' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Next question' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Next question' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Continue' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    const parent = button.parentElement ?? canvasElement;
    const inner =
      parent.clientWidth -
      parseFloat(getComputedStyle(parent).paddingLeft) -
      parseFloat(getComputedStyle(parent).paddingRight);
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(Math.round(inner));
  },
};

/** Long labels from content wrap inside the button on a phone rather than overflow it. */
export const LongLabelOnPhone: Story = {
  args: { children: 'Start my garden design with a professional designer today' },
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <div style={{ maxWidth: 335 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(335);
  },
};

/** Keyboard: Tab reaches it, Enter and Space press it. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

const formSubmitted = fn();

/** In a form: a submit button submits it; a plain one does not. */
export const InAForm: Story = {
  beforeEach: () => {
    formSubmitted.mockClear();
  },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        formSubmitted();
      }}
    >
      <Box display="flex" gap="small">
        <Button {...args} variant="outline">
          Show hint
        </Button>
        <Button {...args} type="submit">
          Sign Up
        </Button>
      </Box>
    </form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show hint' }));
    await expect(formSubmitted).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(formSubmitted).toHaveBeenCalledTimes(1);
  },
};
