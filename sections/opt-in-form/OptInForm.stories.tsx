import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { optInFormSections } from '#src/demo/sections/opt-in-form.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import optInFormModule from './index.ts';
import { OptInForm } from './OptInForm.tsx';

const catalogue = sectionCatalogue(optInFormModule, OptInForm, optInFormSections);
const { demo, propsOf } = catalogue;

/** The bodies POST /opt-in received in the current story. */
const received: unknown[] = [];

/**
 * **Opt-in form** (`opt-in-form`): an e-mail sign-up for a mailing list. The visitor types an address
 * and presses 'Sign Up'; the address is checked, posted with the section's list and tags, and
 * 'Thank you for your submission.' replaces the form (then the visitor goes to the redirect url, when
 * there is one). Editors fill in:
 * - `heading` (required) and `subheading` (optional);
 * - `listId` and `ac_tag`: the list and the tag(s) the address goes to; tags are comma-separated —
 *   spaces and repeats are dropped;
 * - `redirect_url` (optional): a page of this site or another address to go to after signing up;
 * - `addOptin` with `addOptin_listId`, `addOptin_ac_tag`: a second list to sign up to as well. With an
 *   `addOptin_description` it is a checkbox with that label, applied only when ticked; without one it
 *   always applies;
 * - `background`: `image` (the form in a white card on a dotted panel; the CMS's `default` shows as
 *   this) or `plain` (the form on the section's band).
 *
 * Background colour: any of beige, green, pink, white (white when none is chosen).
 */
const meta = {
  title: 'Sections/OptInForm',
  ...catalogue.meta,
  beforeEach({ msw }) {
    received.length = 0;
    msw.use(
      http.post('/api/opt-in', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        received.push(body);
        return HttpResponse.json({ data: { email: body.email } }, { status: 201 });
      }),
    );
  },
} satisfies Meta<typeof OptInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Signing up: the address goes to the section's list with its tag, and the visitor is thanked. */
export const ImageOnWhite: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /email address/i }),
      'sam@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Thank you for your submission.',
    );
    await expect(received).toEqual([
      { email: 'sam@example.com', tag: 'planting-calendar', listid: '3', addOptin: false },
    ]);
  },
};

/** The add-on list as a checkbox: ticked, its list and tag are appended. */
export const PlainOnGreenWithAddOn: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /email address/i }),
      'ana@example.com',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Also send me news of design workshops near me' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(received).toEqual([
        { email: 'ana@example.com', tag: 'newsletter,workshops', listid: '3,7', addOptin: true },
      ]),
    );
  },
};

/** The CMS's `default` background shows as `image`; after signing up the visitor goes to /blog. */
export const DefaultStyleOnBeige: Story = { args: demo(2) };

/** An add-on without a description always applies; tags lose their spaces and repeats. */
export const PlainOnPink: Story = {
  args: demo(3),
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /email address/i }),
      'lee@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(received).toEqual([
        {
          email: 'lee@example.com',
          tag: 'frost-alerts,planting-calendar,frost-sms',
          listid: '3,9',
          addOptin: true,
        },
      ]),
    );
  },
};

/** An address that will not do is caught before anything is sent. */
export const InvalidEmail: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /email address/i }), 'sam@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('Please enter a valid email address.')).toBeVisible();
    await expect(received).toEqual([]);
  },
};

/** The server refuses the address: its message shows on the field and what was typed stays. */
export const RefusedByTheServer: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/opt-in', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { email: ['That address cannot receive mail.'] },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /email address/i }),
      'bounce@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('That address cannot receive mail.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /email address/i })).toHaveValue(
      'bounce@example.com',
    );
  },
};

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: optInFormModule.type, content: { heading: 'Join the list' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Join the list' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: optInFormModule.type,
    content: {
      heading:
        'Get the month-by-month planting calendar for your own frost dates, free, every season',
      subheading:
        'Twelve short letters a year from our garden designers: what to sow indoors and out, what to harvest, what to cover when the nights turn cold, and one recipe for whatever is overflowing the beds.',
      ac_tag: 'planting-calendar',
      listId: '3',
      addOptin: true,
      addOptin_description:
        'Also tell me about design workshops, garden tours and plant swaps within fifty miles of my zip code',
      addOptin_listId: '7',
      addOptin_ac_tag: 'workshops',
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
};
