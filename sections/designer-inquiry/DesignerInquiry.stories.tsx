import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { designerInquirySections } from '#src/demo/sections/designer-inquiry.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { DesignerInquiry, inquiryWording } from './DesignerInquiry.tsx';
import designerInquiryModule from './index.ts';

const catalogue = sectionCatalogue(designerInquiryModule, DesignerInquiry, designerInquirySections);
const { demo, propsOf } = catalogue;

/** The parts of each POST /forms/designer_inquiry in the current story (files as their names). */
const received: Record<string, string>[] = [];

type Canvas = ReturnType<typeof within>;

/**
 * Puts text in a field as a paste: one input event instead of one per key, so the stories stay well
 * inside the test timeout on a busy machine (typing itself is covered by the component tests).
 */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills every required field as a visitor would, choosing from the lists by keyboard-free clicks. */
async function fillRequired(canvas: Canvas) {
  await enter(canvas.getByRole('textbox', { name: /^name/i }), 'Ana Ruiz');
  await enter(canvas.getByRole('textbox', { name: /email address/i }), 'ana@example.com');
  await enter(canvas.getByRole('textbox', { name: /phone number/i }), '503-555-0142');
  await enter(canvas.getByRole('textbox', { name: /street address/i }), '1420 SE Alder St');
  await enter(canvas.getByRole('textbox', { name: /^city/i }), 'Portland');
  await enter(canvas.getByRole('textbox', { name: /zip\/postal code/i }), '97214');
  for (const [name, option] of [
    [/^state/i, 'Oregon'],
    [/current garden status/i, 'Brand new'],
    [/ideal timeline/i, '1-3 months'],
    [/estimated budget/i, '$10,000 - $15,000'],
  ] as const) {
    await userEvent.click(canvas.getByRole('combobox', { name }));
    await userEvent.click(await within(document.body).findByRole('option', { name: option }));
  }
}

/**
 * **Designer inquiry** (`designer-inquiry`): the form a visitor fills in to ask for a garden design —
 * name, e-mail, phone and address, the current garden status, ideal timeline and estimated budget (all
 * required), interests ('Other' asks what else), a few words about the space and an optional photo
 * (JPEG, PNG or GIF up to 5 MB; a larger one is refused with an alert). It is sent to
 * `POST /forms/designer_inquiry`; the thank-you message then replaces the form. Editors fill in:
 * - `headline` (required);
 * - `listId` and `ac_tag`: the mailing list and tag the inquirer is added to;
 * - `template_id`: the mail template of the notification to the design team;
 * - `thankYouMessage` (optional): the thanks; a sensible default when blank.
 *
 * Background: any of beige, green, pink, white (white when none is chosen).
 */
const meta = {
  title: 'Sections/DesignerInquiry',
  ...catalogue.meta,
  beforeEach({ msw }) {
    received.length = 0;
    msw.use(
      http.post('/api/forms/designer_inquiry', async ({ request }) => {
        const form = await request.formData();
        received.push(
          Object.fromEntries(
            [...form.entries()].map(([name, value]) => [
              name,
              typeof value === 'string' ? value : value.name,
            ]),
          ),
        );
        return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
      }),
    );
  },
} satisfies Meta<typeof DesignerInquiry>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every field filled, 'Other' chosen: the request carries them all, and the thanks takes focus. */
export const SentOnWhite: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Raised garden beds' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Other' }));
    await enter(canvas.getByRole('textbox', { name: inquiryWording.other }), 'A herb spiral');
    await userEvent.click(canvas.getByRole('button', { name: inquiryWording.submit }));
    const thanks = await canvas.findByRole('status');
    await expect(thanks).toHaveTextContent(/Thank you! A Trellis garden designer/);
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(received[0]).toMatchObject({
      name: 'Ana Ruiz',
      state: 'OR',
      budget: '$10,000 - $15,000',
      interest: 'Raised garden beds, Other',
      interest_other: 'A herb spiral',
      listId: '3',
      ac_tag: 'designer-inquiry',
      template_id: '12',
    });
  },
};

/** Nothing filled in: each required field says so, and nothing is sent. */
export const MissingFieldsOnBeige: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: inquiryWording.submit }));
    await expect(await canvas.findByText('Name is required.')).toBeVisible();
    await expect(canvas.getByText('Estimated Budget is required.')).toBeVisible();
    await expect(received).toEqual([]);
  },
};

export const Green: Story = { args: demo(2) };
export const Pink: Story = { args: demo(3) };

/** The server refuses: its messages show and everything typed stays. */
export const RefusedByTheServer: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/forms/designer_inquiry', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { email: ['The email must be a valid email address.'] },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: inquiryWording.submit }));
    await expect(await canvas.findByText('The email must be a valid email address.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^name/i })).toHaveValue('Ana Ruiz');
    // Focus goes to the field the server refused, as it does for the form's own checks.
    await expect(canvas.getByRole('textbox', { name: /^email address/i })).toHaveFocus();
  },
};

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: designerInquiryModule.type, content: { headline: 'Talk to a designer' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Talk to a designer' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: designerInquiryModule.type,
    content: {
      headline:
        'Tell us about the garden you have, the garden you want, and the time and money you have to get there',
      thankYouMessage:
        'Thank you for telling us so much about your garden. One of our designers will read it all, look at your photo, and write back within two business days with a few questions and a suggestion for where to start.',
    },
  }),
};
