import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CtaButtonWire } from '#src/lib/api/types.ts';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { buttonSizes, buttonVariants } from '#src/ui/components/Button/index.ts';
import { CtaButton, CtaButtons } from './CtaButton.tsx';

const linkButton: CtaButtonWire = {
  id: 1,
  buttonText: 'Plan my garden',
  link: '/design',
  isOptInForm: false,
};
const optInButton: CtaButtonWire = {
  id: 2,
  buttonText: 'Get the free planting calendar',
  isOptInForm: true,
  optInFormTag: 'planting-calendar',
  listId: 3,
};

/** What the stories' fake API received. */
const received: unknown[] = [];

/**
 * The call-to-action button the CMS places in body, hero, steps, callout, cta-band and card sections
 * (docs/cms-contract.md). An opt-in button (`isOptInForm`) opens a dialog titled with the button text
 * holding the e-mail sign-up (with `optInFormTag` and `listId`); any other button is a link to `link`,
 * painted in the CMS's `fontColor`, `borderColor` and `backgroundColor` when given. A link of '#'
 * is plain text (the Link rules). A button whose text is blank after trimming renders nothing;
 * `CtaButtons` lays several out in a wrapping row and leaves those out.
 */
const meta = {
  title: 'Components/CtaButton',
  component: CtaButton,
  args: { button: linkButton, size: 'medium', variant: 'primary' },
  argTypes: {
    size: { control: 'inline-radio', options: buttonSizes },
    variant: { control: 'select', options: buttonVariants },
  },
  beforeEach({ msw }) {
    received.length = 0;
    msw.use(
      http.post('/api/opt-in', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ data: { status: 'subscribed' } });
      }),
    );
  },
  decorators: [
    (Story) => (
      <Box padding="large">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CtaButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LinkButton: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Plan my garden' })).toHaveAttribute(
      'href',
      '/design',
    );
  },
};

export const ExternalLink: Story = {
  args: {
    button: {
      id: 3,
      buttonText: 'Visit the shop',
      link: 'https://shop.example.com/collections/seeds',
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Visit the shop/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', 'https://shop.example.com/collections/seeds');
  },
};

export const OptInOpensASignUpDialog: Story = {
  args: { button: optInButton },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Get the free planting calendar' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Get the free planting calendar' });
    const inDialog = within(dialog);
    await userEvent.type(
      inDialog.getByRole('textbox', { name: 'Email address' }),
      'rose@example.com',
    );
    await userEvent.click(inDialog.getByRole('button', { name: 'Sign Up' }));
    await expect(await inDialog.findByText('Thank you for your submission.')).toBeVisible();
    await expect(received).toEqual([
      { email: 'rose@example.com', tag: 'planting-calendar', listid: '3', addOptin: false },
    ]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const BlankTextRendersNothing: Story = {
  args: { button: { id: 4, buttonText: '   \n ', link: '/blog' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
    await expect(canvasElement.textContent?.trim()).toBe('');
  },
};

export const CustomColours: Story = {
  args: {
    button: {
      id: 5,
      buttonText: 'Book a design call',
      link: '/design',
      fontColor: 'rgb(255, 255, 255)',
      borderColor: 'rgb(143, 53, 34)',
      backgroundColor: 'rgb(143, 53, 34)',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Book a design call' })).toHaveStyle({
      color: 'rgb(255, 255, 255)',
      backgroundColor: 'rgb(143, 53, 34)',
      borderColor: 'rgb(143, 53, 34)',
    });
  },
};

export const HashLinkIsPlainText: Story = {
  args: { button: { id: 6, buttonText: 'Coming soon', link: '#' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const OnGreen: Story = {
  args: { button: optInButton, variant: 'inverse' },
  decorators: [
    (Story) => (
      <Box background="green" padding="large">
        <Story />
      </Box>
    ),
  ],
};

/** Several buttons in a row that wraps on phones; the one with blank text is left out. */
export const ARowOfButtons: Story = {
  render: () => (
    <CtaButtons
      align="center"
      buttons={[
        optInButton,
        linkButton,
        { id: 7, buttonText: '  ', link: '/blog' },
        {
          id: 8,
          buttonText: 'Take the Quiz',
          link: '/quiz',
          fontColor: 'rgb(34, 69, 43)',
          backgroundColor: 'rgb(223, 234, 223)',
          borderColor: 'rgb(34, 69, 43)',
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

export const ARowOnAPhone: Story = {
  ...ARowOfButtons,
  globals: { viewport: { value: 'phone' } },
};
