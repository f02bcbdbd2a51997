import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withDataRouter } from '#src/features/account/testing/storyRouter.tsx';
import type { ImageTransport } from '#src/features/account/uploadImage.ts';
import type { NamedWire } from '#src/lib/api/types.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { portrait } from '#src/ui/components/Image/storyImages.ts';
import { bareProvider, demoProvider } from './testing/demoProvider.ts';
import { emptyProviderValues, providerFormValues } from './providerForm.ts';
import { ProviderForm } from './ProviderForm.tsx';

// user-event would drop files the input does not accept; the type check must see them.
const user = userEvent.setup({ applyAccept: false });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const expertises: NamedWire[] = [
  { id: 1, name: 'Raised beds' },
  { id: 2, name: 'Small spaces' },
  { id: 3, name: 'Native plants' },
  { id: 4, name: 'Edible landscaping' },
  { id: 5, name: 'Irrigation' },
  { id: 6, name: 'Orchards' },
  { id: 7, name: 'Pollinator gardens' },
];

const png = (name = 'logo.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** Answers at once with a picture (no network). */
const instant: ImageTransport = async (_file, { model, onProgress }) => {
  onProgress?.({ loaded: 1, total: 1, percent: 100 });
  return { id: 21, image: portrait(200), model };
};

/** Reports 40% and then waits: an upload on its way. */
const stuckAtForty: ImageTransport = (_file, { onProgress }) =>
  new Promise(() => onProgress?.({ loaded: 40, total: 100, percent: 40 }));

/**
 * **ProviderForm**: a business joins the directory (`/directory-application`, POST /providers) or its
 * owner edits it (`/account/business`, PUT /providers/{id}). Two parts: **Business details** (Business
 * name*, phone, street address, city*, state or province* — US states, Canadian provinces and
 * Australian territories, grouped by country —, zip code*, website, certifications) and **Directory
 * profile** (description*, at most 250 characters with a live counter; up to 4 specialties, the others
 * disabled at 4; logo 1:1, cover 2:1 shown at 500×250, portfolio of any ratio). Images upload as they
 * are chosen (`POST /api/images?model=logo|cover|portfolio`), JPG, GIF or PNG under 2 MB, each with a
 * progress bar. Required fields are checked before sending; errors show at the fields and in a list
 * at the top. The form posts to its route's action; here a stand-in action answers nothing.
 */
const meta = {
  title: 'Providers/ProviderForm',
  component: ProviderForm,
  parameters: { router: false, layout: 'padded' },
  decorators: [
    (Story) => (
      <Container width="reading">
        <Card>
          <Story />
        </Card>
      </Container>
    ),
    withDataRouter(() => null, '/directory-application'),
  ],
  args: {
    mode: 'register',
    values: emptyProviderValues,
    expertiseOptions: expertises,
    transport: instant,
  },
} satisfies Meta<typeof ProviderForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A new application: nothing filled in, no specialty chosen. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Business name/ })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /State or province/ })).toHaveTextContent(
      'Choose a state or province',
    );
    await expect(canvas.getByText('0/250')).toBeVisible();
    await expect(canvas.getByText('0 of 4 chosen.')).toBeVisible();
  },
};

/** The owner's business, as `/account/business` shows it. */
export const Filled: Story = {
  args: { mode: 'edit', values: providerFormValues(demoProvider) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Business name/ })).toHaveValue(
      'Green Row Gardens',
    );
    await expect(canvas.getByRole('combobox', { name: /State or province/ })).toHaveTextContent(
      'Oregon',
    );
    await expect(canvas.getByRole('img', { name: 'Your logo' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Your cover' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Portfolio \d+ of 5$/ })).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Save business profile' })).toBeVisible();
  },
};

/** A Canadian business with only what registration requires. */
export const Canadian: Story = {
  args: { mode: 'edit', values: providerFormValues(bareProvider) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /State or province/ })).toHaveTextContent(
      'Nova Scotia',
    );
  },
};

/** Sent empty: the checks before sending list what is missing and mark each field. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await user.click(canvas.getByRole('button', { name: 'Submit application' }));
    const list = await canvas.findByRole('alert');
    await expect(list).toHaveTextContent('Business name: Please enter your business name.');
    await expect(list).toHaveTextContent('Zip code: Please enter the zip code.');
    await waitFor(() => expect(list).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /^City/ })).toHaveAccessibleDescription(
      'Please enter the city.',
    );
  },
};

/** Four specialties chosen: the others are disabled until one is unticked. */
export const FourSpecialties: Story = {
  args: { values: { ...emptyProviderValues, expertises: [1, 2, 4, 7] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Irrigation' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Raised beds' })).toBeChecked();
    await expect(canvas.getByText(/4 of 4 chosen/)).toBeVisible();
    await user.click(canvas.getByRole('checkbox', { name: 'Raised beds' }));
    await expect(canvas.getByRole('checkbox', { name: 'Irrigation' })).toBeEnabled();
  },
};

/** A long description: the counter stands out near the limit of 250. */
export const NearTheLimit: Story = {
  args: { values: { ...emptyProviderValues, description: 'Raised beds. '.repeat(18).trim() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('233/250')).toBeVisible();
  },
};

/** A logo on its way: its progress bar. */
export const Uploading: Story = {
  args: { transport: stuckAtForty },
  play: async ({ canvas }) => {
    await user.upload(canvas.getByLabelText('Upload a logo'), png());
    const progress = await canvas.findByRole('progressbar', { name: 'Uploading logo… 40%' });
    await expect(progress).toHaveAttribute('value', '40');
  },
};

/** By keyboard: focus stays on the picker while the logo uploads (it waits instead of being disabled). */
export const KeepsFocusWhileUploading: Story = {
  args: { transport: stuckAtForty },
  play: async ({ canvas }) => {
    const picker = canvas.getByLabelText('Upload a logo');
    picker.focus();
    await user.upload(picker, png());
    await canvas.findByRole('progressbar', { name: 'Uploading logo… 40%' });
    await expect(picker).toHaveFocus();
    await expect(picker).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A logo uploaded: it shows, and can be replaced or removed. */
export const Uploaded: Story = {
  play: async ({ canvas }) => {
    await user.upload(canvas.getByLabelText('Upload a logo'), png());
    await expect(await canvas.findByRole('img', { name: 'Your logo' })).toBeVisible();
    await expect(canvas.getByLabelText('Replace logo')).toBeInTheDocument();
  },
};

/** A file that is not a picture is refused before anything is sent. */
export const WrongFileType: Story = {
  play: async ({ canvas }) => {
    await user.upload(
      canvas.getByLabelText('Upload a cover image'),
      new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByText('Image must be a JPG, GIF or PNG.')).toBeVisible();
  },
};

/** The API refused what was sent: its errors at the fields and in the list, the values kept. */
export const ServerErrors: Story = {
  args: {
    values: { ...emptyProviderValues, name: 'Green Row Gardens', city: 'Portland' },
    errors: {
      fields: {
        name: 'The name has already been taken.',
        postal_code: 'The postal code is invalid.',
        owner: 'You may register one business.',
      },
      form: null,
    },
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('alert');
    await expect(list).toHaveTextContent('Business name: The name has already been taken.');
    await expect(list).toHaveTextContent('You may register one business.');
    await expect(canvas.getByRole('textbox', { name: /^Business name/ })).toHaveValue(
      'Green Row Gardens',
    );
  },
};

/** Sending failed for another reason: the message for the whole form. */
export const ServerError: Story = {
  args: {
    values: providerFormValues(demoProvider),
    mode: 'edit',
    errors: { fields: {}, form: 'An unknown error occurred, please try again soon.' },
  },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('alert')).toHaveTextContent(
      'An unknown error occurred, please try again soon.',
    );
  },
};

/** Sending: the button shows it is busy. */
export const Submitting: Story = {
  args: { values: providerFormValues(demoProvider), mode: 'edit', submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save business profile' })).toBeDisabled();
  },
};

/** GET /expertises failed: the form still works, and says why there are no specialties. */
export const SpecialtiesUnavailable: Story = {
  args: { expertiseOptions: [], expertisesUnavailable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/could not be loaded/)).toBeVisible();
  },
};
