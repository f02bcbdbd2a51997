import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { GardenWire } from '#src/lib/api/types.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { demoGardens, gardensApi } from '#src/features/gardens/testing/demoGardens.ts';
import { failingTransport, instantTransport, stuckTransport } from './fakeTransports.ts';
import { gardenMessages, type GardenRequest } from './gardenForm.ts';
import { myGardensTexts, SubmitYourGarden } from './SubmitYourGarden.tsx';

/** Casey's (user 1) gardens, newest first. */
const mine = demoGardens.filter((garden) => garden.user_id === 1);

/** POST, PUT and DELETE /api/users/1/gardens answered as the reference API does, or failing. */
function gardenChanges({ status }: { status?: number } = {}) {
  const fail = () => HttpResponse.json({ message: 'Server Error' }, { status });
  let next = 40;
  return [
    http.post('*/api/users/:user/gardens', async ({ request }) => {
      if (status) return fail();
      const body = (await request.json()) as GardenRequest;
      next += 1;
      const garden: GardenWire = {
        id: next,
        user_id: 1,
        description: body.description,
        city: body.city,
        state: body.state,
        images: body.images.map((image, index) => ({ id: next * 10 + index, image: image.image })),
        user: { id: 1, first_name: 'Casey', last_name: 'Customer', coach: false },
        created_at: '2026-06-01T10:00:00Z',
      };
      return HttpResponse.json({ data: garden }, { status: 201 });
    }),
    http.put('*/api/users/:user/gardens/:garden', async ({ request, params }) => {
      if (status) return fail();
      const body = (await request.json()) as GardenRequest;
      const saved = mine.find((garden) => garden.id === Number(params.garden))!;
      return HttpResponse.json({
        data: {
          ...saved,
          ...body,
          images: body.images.map((image, index) => ({ id: index + 1, image: image.image })),
        },
      });
    }),
    http.delete('*/api/users/:user/gardens/:garden', async () => {
      if (status) return fail();
      await delay(50);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const png = (name = 'beds.png') => new File(['png'], name, { type: 'image/png' });

/**
 * **SubmitYourGarden** (`/submit-your-garden`, signed in): a gardener shares their garden — 1 to 6
 * pictures (JPG, GIF or PNG under 16 MB, each uploaded at once through `POST /images` with a progress
 * bar, each removable), a description (required, at most 2000 characters, with a counter) and where it grows
 * (city; US state or Canadian province). Below, their gardens (`GET /gardens?user_id=`): Edit opens
 * the same form in place (`PUT`), Delete asks first (`DELETE`). Successes are notifications; failures
 * show on the form or in the dialog, and nothing typed is lost.
 */
const meta = {
  title: 'Gardens/SubmitYourGarden',
  component: SubmitYourGarden,
  decorators: [
    (Story) => (
      <Container width="reading">
        <Story />
      </Container>
    ),
  ],
  args: { userId: 1, initialGardens: mine, transport: instantTransport() },
  beforeEach({ msw }) {
    msw.use(gardensApi(demoGardens), ...gardenChanges());
  },
} satisfies Meta<typeof SubmitYourGarden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Share a garden: a picture, a description, a place; it is listed first and thanked for. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(canvas.getByLabelText('Add pictures'), png());
    await expect(
      await canvas.findByRole('img', { name: 'Picture 1 of your garden' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'Salad table');
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Tacoma');
    await userEvent.click(canvas.getByRole('button', { name: 'Share my garden' }));
    await expect(await page(canvasElement).findByText(gardenMessages.created)).toBeVisible();
    const list = canvas.getByRole('region', { name: 'Your gardens' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    await expect(within(list).getAllByRole('article')[0]).toHaveAccessibleName('Garden 3: Tacoma');
  },
};

/** The person's gardens, with their pictures, description and place. */
export const WithGardens: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Your gardens' });
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await expect(within(list).getByText('Shared May 12, 2026')).toBeVisible();
  },
};

/** Nothing shared yet. */
export const EmptyList: Story = {
  args: { initialGardens: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(myGardensTexts.empty)).toBeVisible();
  },
};

/** The page came without the list: it loads in the browser. */
export const LoadingList: Story = {
  args: { initialGardens: null },
  beforeEach({ msw }) {
    msw.use(gardensApi(demoGardens, { latency: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(myGardensTexts.loading);
  },
};

export const ListLoadError: Story = {
  args: { initialGardens: null },
  beforeEach({ msw }) {
    msw.use(gardensApi(demoGardens, { status: 500 }));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(gardenMessages.loadFailed);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A picture on its way: its name and a progress bar. */
export const Uploading: Story = {
  args: { transport: stuckTransport(40), initialGardens: [] },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Add pictures'), png());
    await expect(
      await canvas.findByRole('progressbar', { name: 'Uploading beds.png… 40%' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove picture 1' })).toBeVisible();
  },
};

/** Six pictures, the most a garden has: the picker says so and keeps focus, but adds no more. */
export const SixPictures: Story = {
  args: { transport: instantTransport(), initialGardens: [] },
  play: async ({ canvas }) => {
    const picker = canvas.getByLabelText('Add pictures');
    picker.focus();
    await userEvent.upload(
      picker,
      Array.from({ length: 6 }, (_, index) => png(`bed-${index + 1}.png`)),
    );
    await expect(
      await canvas.findByRole('img', { name: 'Picture 6 of your garden' }),
    ).toBeVisible();
    const full = canvas.getByLabelText('Add more pictures');
    await expect(full).toHaveAttribute('aria-disabled', 'true');
    await expect(full).toHaveAccessibleDescription(
      /That is 6 pictures, the most a garden can have\./,
    );
    await expect(full).toHaveFocus();
  },
};

/** An upload the API refused: its message, Try again and Remove. */
export const UploadFailed: Story = {
  args: { transport: failingTransport(413, 'Image must be less than 16MB.'), initialGardens: [] },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Add pictures'), png());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Image must be less than 16MB.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again, picture 1' })).toBeVisible();
  },
};

/** Sent empty: each field says what it needs, and the first takes the focus. */
export const ValidationErrors: Story = {
  args: { initialGardens: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share my garden' }));
    const description = canvas.getByRole('textbox', { name: /Description/ });
    await expect(description).toHaveFocus();
    await expect(description).toHaveAccessibleDescription(
      expect.stringContaining(gardenMessages.descriptionRequired),
    );
    await expect(canvas.getByText(gardenMessages.imagesRequired)).toBeVisible();
  },
};

/** The API failed: the message takes the focus and everything typed stays. */
export const SubmitFailed: Story = {
  args: { initialGardens: [] },
  beforeEach({ msw }) {
    msw.use(...gardenChanges({ status: 500 }));
  },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Add pictures'), png());
    await canvas.findByRole('img', { name: 'Picture 1 of your garden' });
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'Salad table');
    await userEvent.click(canvas.getByRole('button', { name: 'Share my garden' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Server Error');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Description/ })).toHaveValue('Salad table');
    await expect(canvas.getByRole('img', { name: 'Picture 1 of your garden' })).toBeVisible();
  },
};

/** A garden's edit form, open in its place. */
export const Editing: Story = {
  args: { initialEditing: mine[0]!.id },
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Edit Garden 2: Chicago, Illinois' });
    const text = within(form).getByRole('textbox', { name: /Description/ });
    await expect(text).toHaveValue(mine[0]!.description);
    await expect(within(form).getAllByRole('img')).toHaveLength(3);
    await userEvent.clear(text);
    await userEvent.type(text, 'Four cedar beds.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(await page(canvasElement).findByText(gardenMessages.updated)).toBeVisible();
    await expect(canvas.getByText('Four cedar beds.')).toBeVisible();
  },
};

/** Delete asks first. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Garden 1' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Delete this garden?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep garden' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete garden' })).toBeVisible();
  },
};

/** Confirmed: the garden leaves the list, and the list's heading takes the focus. */
export const Deleted: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Garden 1' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Delete this garden?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete garden' }));
    await expect(await page(canvasElement).findByText(gardenMessages.deleted)).toBeVisible();
    const list = canvas.getByRole('region', { name: 'Your gardens' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Your gardens' })).toHaveFocus(),
    );
    await expect(canvasElement.ownerDocument.body.style.pointerEvents).not.toBe('none');
  },
};

/** Deleting failed: the dialog says so and stays open. */
export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...gardenChanges({ status: 500 }));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Garden 1' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Delete this garden?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete garden' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server Error');
  },
};
