import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { holdOpen } from '#src/testing/heldRequests.ts';
import { useLocation } from 'react-router';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { OptInForm, optInWording, type OptInRequest } from './OptInForm.tsx';
import { optInLayouts, optInTones } from './OptInForm.css.ts';

/** What the stories' fake API received, newest last. */
const received: OptInRequest[] = [];

function answerWith(respond: (request: Request) => Response | Promise<Response>) {
  return http.post('/api/opt-in', async ({ request }) => {
    received.push((await request.json()) as OptInRequest);
    return respond(request);
  });
}

const subscribed = () => HttpResponse.json({ data: { status: 'subscribed' } });

function CurrentPage() {
  const location = useLocation();
  return <p>Current page: {location.pathname}</p>;
}

/**
 * E-mail sign-up, used by the opt-in-form section, the hero's opt-in layout and call-to-action buttons
 * that open a sign-up dialog. The person types an address and presses "Sign Up": an empty or malformed
 * address gets a clear message on the field; otherwise it is posted to `/opt-in` with the list tags
 * (spaces removed, repeats dropped, an add-on list appended) and the form is replaced by
 * "Thank you for your submission.", after which it may redirect. Server errors land on the field (422)
 * or above the button, and the address typed stays. `layout="inline"` puts the button beside the field
 * from 500 px up; `tone="inverse"` is for green backgrounds.
 */
const meta = {
  title: 'Components/OptInForm',
  component: OptInForm,
  args: {
    tag: 'spring-guide',
    listId: 3,
    submitLabel: 'Sign Up',
    layout: 'stacked',
    tone: 'default',
    onSuccess: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: optInLayouts },
    tone: { control: 'inline-radio', options: optInTones },
  },
  beforeEach({ msw }) {
    received.length = 0;
    msw.use(answerWith(subscribed));
  },
  decorators: [
    (Story) => (
      <Box padding="large" style={{ maxWidth: '36rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof OptInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SignUpSucceeds: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address' }),
      ' rose@example.com ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const thanks = await canvas.findByText(optInWording.success);
    // Focus moves to the message that replaced the form.
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(received).toEqual([
      { email: 'rose@example.com', tag: 'spring-guide', listid: '3', addOptin: false },
    ]);
    await expect(args.onSuccess).toHaveBeenCalledWith('rose@example.com');
  },
};

export const EmailIsRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(field).toHaveAccessibleDescription(optInWording.emailRequired);
    await expect(field).toHaveFocus();
    await expect(received).toHaveLength(0);
  },
};

export const EmailMustBeValid: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'rose@garden');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(optInWording.emailInvalid)).toBeVisible();
    // The message clears as soon as the person corrects the address.
    await userEvent.type(field, '.com');
    await expect(canvas.queryByText(optInWording.emailInvalid)).not.toBeInTheDocument();
    await expect(received).toHaveLength(0);
  },
};

export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(answerWith((request) => holdOpen(request)));
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address' }),
      'rose@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const button = canvas.getByRole('button', { name: 'Sign Up' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    // Busy, not disabled: it keeps focus while it sends.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
  },
};

export const AddressRefusedByTheServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      answerWith(() =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { email: ['This e-mail address cannot receive mail.'] },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'rose@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('This e-mail address cannot receive mail.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('rose@example.com');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(answerWith(() => HttpResponse.json({}, { status: 500 })));
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'rose@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'An unknown error occurred, please try again soon.',
      ),
    );
    await expect(field).toHaveValue('rose@example.com');
    const button = canvas.getByRole('button', { name: 'Sign Up' });
    await expect(button).toBeEnabled();
    // Focus stayed on the button through the attempt, to try again from there.
    await expect(button).toHaveFocus();
  },
};

export const ServerMessage: Story = {
  beforeEach({ msw }) {
    msw.use(
      answerWith(() =>
        HttpResponse.json({ message: 'Sign-ups are paused for maintenance.' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address' }),
      'rose@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Sign-ups are paused for maintenance.'),
    );
  },
};

export const RedirectsAfterSigningUp: Story = {
  args: { redirectUrl: 'http://localhost:3000/thank-you?from=guide' },
  render: (args) => (
    <>
      <OptInForm {...args} />
      <CurrentPage />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Current page: /')).toBeInTheDocument();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address' }),
      'rose@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    // An address on SITE_URL is a route of this site: the router goes there without reloading.
    await expect(await canvas.findByText('Current page: /thank-you')).toBeInTheDocument();
  },
};

export const WithAnAddOnList: Story = {
  args: {
    tag: 'spring guide, news',
    addOptin: { description: 'Also send me coaching offers', tag: 'coaching', listId: 7 },
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address' }),
      'rose@example.com',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Also send me coaching offers' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await canvas.findByText(optInWording.success);
    await expect(received).toEqual([
      {
        email: 'rose@example.com',
        tag: 'springguide,news,coaching',
        listid: '3,7',
        addOptin: true,
      },
    ]);
  },
};

export const Inline: Story = {
  args: { layout: 'inline', submitLabel: 'Get the guide' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get the guide' }));
    await expect(canvas.getByText(optInWording.emailRequired)).toBeVisible();
  },
};

export const OnGreen: Story = {
  args: { tone: 'inverse', layout: 'inline' },
  decorators: [
    (Story) => (
      <Box background="green" padding="large">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'rose@');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByText(optInWording.emailInvalid)).toBeVisible();
  },
};

export const OnGreenSucceeded: Story = {
  ...OnGreen,
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address' }),
      'rose@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText(optInWording.success)).toBeVisible();
  },
};

export const OnAPhone: Story = {
  args: { layout: 'inline' },
  globals: { viewport: { value: 'phone' } },
};
