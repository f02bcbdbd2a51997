import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { FileInput } from './FileInput.tsx';

const photo = () => new File(['png'], 'back-garden.png', { type: 'image/png' });

/**
 * A file field in the site's look: the label, a button that opens the browser's file chooser, the
 * name of the file chosen beside it (with Remove), then the hint and the error. The native input
 * does the work — it takes focus (Space or Enter opens the chooser, and the button shows the focus
 * ring), holds the file for the form and reports the change — only hidden from sight inside the
 * button. Used by the garden-design inquiry on /contact.
 */
const meta = {
  title: 'Components/FileInput',
  component: FileInput,
  args: {
    label: 'A photo of your garden (optional)',
    name: 'gardenImage',
    buttonText: 'Choose a photo',
    hint: 'JPEG, PNG or GIF, up to 5 MB.',
    accept: 'image/jpeg,image/png,image/gif',
    onChange: fn(),
  },
  argTypes: {
    error: { control: 'text' },
    hint: { control: 'text' },
    disabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <Box padding="large" style={{ maxWidth: '32rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A file chosen: its name beside the button, and Remove. */
export const Chosen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText(args.label), photo());
    await expect(canvas.getByText('back-garden.png')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove back-garden.png' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/**
 * By keyboard: Tab reaches the picker and its button shows the focus ring (Space or Enter opens the
 * chooser); after a file is chosen, Tab goes on to Remove, which puts focus back on the picker.
 */
export const ByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(args.label);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const button = input.closest('label')!;
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.upload(input, photo());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove back-garden.png' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveFocus();
    await expect(canvas.getByText('No file chosen')).toBeVisible();
  },
};

export const WithAnError: Story = {
  args: { error: 'Please choose a JPEG, PNG or GIF image.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(args.label)).toBeInvalid();
    await expect(canvas.getByText('Please choose a JPEG, PNG or GIF image.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(args.label)).toBeDisabled();
  },
};

/** Several files: the field counts them. */
export const SeveralFiles: Story = {
  args: { label: 'Pictures of your garden', name: 'pictures', multiple: true, hint: undefined },
  play: async ({ canvas }) => {
    const second = new File(['png'], 'side-path.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Pictures of your garden'), [photo(), second]);
    await expect(canvas.getByText('2 files')).toBeVisible();
  },
};

/** A long file name wraps beside the button on a phone instead of running off the side. */
export const LongNameOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args, canvasElement }) => {
    const long = new File(['png'], 'our-back-garden-from-the-kitchen-door-in-late-april.png', {
      type: 'image/png',
    });
    await userEvent.upload(canvas.getByLabelText(args.label), long);
    await expect(canvas.getByText(long.name)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
