import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GardenDetails } from './GardenDetails.tsx';
import {
  completedDesign,
  fullImagesDesign,
  gardenDesign,
  gardenDetailsHandlers,
  partlyFilledDesign,
} from './testing/gardenDetailsFixtures.ts';
import type { DesignFileTransport } from './uploadDesignFile.ts';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// user-event would drop files the input does not accept; these stories need them to reach the check.
const user = userEvent.setup({ applyAccept: false });

const png = (name = 'yard.png') =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

/** A transport that reports 40% and then waits: an upload in progress. */
const stuckAtForty: DesignFileTransport = (_designId, _file, { onProgress }) =>
  new Promise(() => onProgress?.({ loaded: 40, total: 100, percent: 40 }));

const group = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('group', { name }));

/**
 * **GardenDetails**: the 'Your Garden Details (~20 minutes)' step of a design's homework
 * (`/account/designs/{design}`), where the customer tells the designer about the garden.
 *
 * Fields (those marked * are needed to continue): **Project name \*** (trimmed), **Wide-angle photo
 * of your garden \*** (one picture), **Additional images** (up to 6: the add button is disabled at
 * the limit, with a hint why), **Address \*** (the maps service's suggestions when it is configured,
 * a plain field otherwise), **Length (feet) \*** and **Width (feet) \*** (whole feet, at least 1),
 * **Budget \*** (six ranges), **Is your budget flexible? \*** (Yes/No) and **Who will build it? \***
 * (DIY/Full Service).
 *
 * Pictures upload as soon as they are chosen (`POST /api/designs/{id}/upload`, JPG, PNG, GIF or
 * WebP under 5 MB, checked before sending), with a progress bar; each then shows as a thumbnail
 * with its **File notes** (at most 250 characters, saved one second after typing stops: 'Saved') and
 * a remove button that asks 'Are you sure you want to remove this image?'. A failed upload resets
 * the picker and shows its message by the field.
 *
 * **Save Progress** (only while the details are not complete) saves what there is; **Save &
 * Continue** is enabled once everything required is there (it says what is still missing) and moves
 * the homework to the next section. The API's messages show under their fields; nothing typed is
 * lost. Here the API is MSW with the reference API's rules.
 */
const meta = {
  title: 'Designs/GardenDetails',
  component: GardenDetails,
  parameters: { layout: 'padded' },
  args: { design: gardenDesign(), onSaved: fn(), places: null },
  beforeEach({ msw, args }) {
    msw.use(...gardenDetailsHandlers({ design: args.design }));
  },
} satisfies Meta<typeof GardenDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A design just bought: only the name, taken from the product. Only Save Progress can be pressed. */
export const NewDesign: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Project name' })).toHaveValue(
      'Garden Design',
    );
    await expect(canvas.getByRole('button', { name: 'Save & Continue' })).toBeDisabled();
    await user.click(canvas.getByRole('button', { name: 'Save Progress' }));
    await expect(await canvas.findByText('Your progress is saved.')).toBeVisible();
    await expect(args.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Garden Design' }),
      false,
    );
  },
};

/** Some details saved, no wide-angle photo: Save & Continue stays disabled and says what is missing. */
export const PartlyFilled: Story = {
  args: { design: partlyFilledDesign() },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Save & Continue' });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription(
      'To continue, fill in: Wide-angle photo of your garden, Address, Width (feet), Is your budget flexible?, Who will build it?.',
    );
    await expect(canvas.getByRole('button', { name: 'Save Progress' })).toBeEnabled();
  },
};

/** Details completed: the photos with their notes, and only Save & Continue. */
export const Complete: Story = {
  args: { design: completedDesign() },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Save Progress' })).toBeNull();
    await expect(
      await group(canvas, 'Wide-angle photo of your garden').findByRole('img', {
        name: 'yard.png',
      }),
    ).toBeVisible();
    await user.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ details: expect.objectContaining({ completed: true }) }),
        true,
      ),
    );
  },
};

/** A picture on its way: the progress bar has a name and a value; the picker waits, keeping focus. */
export const Uploading: Story = {
  args: { transport: stuckAtForty },
  play: async ({ canvas }) => {
    const wide = group(canvas, 'Wide-angle photo of your garden');
    const picker = wide.getByLabelText('Upload the wide-angle photo');
    picker.focus();
    await user.upload(picker, png());
    const progress = await canvas.findByRole('progressbar', { name: 'Uploading yard.png… 40%' });
    await expect(progress).toHaveAttribute('value', '40');
    // It waits without being disabled: a disabled input would drop the keyboard user's focus.
    await expect(picker).toHaveAttribute('aria-disabled', 'true');
    await expect(picker).toHaveFocus();
  },
};

/** The wide-angle photo uploaded (XMLHttpRequest to MSW): its thumbnail, and its notes enabled. */
export const Uploaded: Story = {
  args: { design: gardenDesign({ name: 'Back garden' }) },
  play: async ({ canvas }) => {
    const wide = group(canvas, 'Wide-angle photo of your garden');
    await expect(wide.getByRole('textbox', { name: 'File notes' })).toBeDisabled();
    await user.upload(wide.getByLabelText('Upload the wide-angle photo'), png());
    await expect(
      await wide.findByRole('img', { name: 'yard.png' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(wide.getByRole('textbox', { name: 'File notes' })).toBeEnabled();
  },
};

/** A picture of 5 MB or more is refused before sending, with the message by the field. */
export const FileTooLarge: Story = {
  play: async ({ canvas }) => {
    const wide = group(canvas, 'Wide-angle photo of your garden');
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: 5_000_000 });
    await user.upload(wide.getByLabelText('Upload the wide-angle photo'), big);
    await expect(
      await wide.findByText(
        'The file you are attempting to upload is too large, it must be less than 5MB',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The upload fails (the network): logged, the picker resets, the message shows by the field. */
export const UploadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/designs/:id/upload', () => HttpResponse.error()));
  },
  play: async ({ canvas }) => {
    const extra = group(canvas, 'Additional images');
    await user.upload(extra.getByLabelText('Add an image'), png('bed.png'));
    await expect(
      await extra.findByText('An unknown error occurred, please try again soon.', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    await expect(extra.getByLabelText('Add an image')).toBeEnabled();
  },
};

/** Six additional images: the add button is disabled, and its hint says why. */
export const SixAdditionalImages: Story = {
  args: { design: fullImagesDesign() },
  play: async ({ canvas }) => {
    const extra = group(canvas, 'Additional images');
    await expect(extra.getAllByRole('listitem')).toHaveLength(6);
    await expect(extra.getByLabelText('Add an image')).toBeDisabled();
    await expect(
      extra.getByText(
        'You have added 6 images, the most a design can have. Remove one to add another.',
      ),
    ).toBeVisible();
  },
};

/** Removing an image asks first. */
export const RemoveConfirm: Story = {
  args: { design: completedDesign() },
  play: async ({ canvas, canvasElement }) => {
    await user.click(canvas.getByRole('button', { name: 'Remove image corner-15.png' }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Are you sure you want to remove this image?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Remove image' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Confirmed: the image is gone and another can be added (focus goes to the add button). */
export const ImageRemoved: Story = {
  args: { design: fullImagesDesign() },
  play: async ({ canvas, canvasElement }) => {
    const extra = group(canvas, 'Additional images');
    await user.click(canvas.getByRole('button', { name: 'Remove image corner-20.png' }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Are you sure you want to remove this image?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(extra.getAllByRole('listitem')).toHaveLength(5));
    await expect(extra.getByLabelText('Add an image')).toBeEnabled();
    await waitFor(() => expect(extra.getByLabelText('Add an image')).toHaveFocus());
  },
};

/** File notes are saved a second after typing stops, and 'Saved' is said politely. */
export const NotesSaving: Story = {
  args: { design: completedDesign() },
  play: async ({ canvas }) => {
    const extra = group(canvas, 'Additional images');
    const notes = extra.getByRole('textbox', { name: 'File notes' });
    await user.clear(notes);
    await user.type(notes, 'Raised beds would go here, in the sun.');
    await expect(await extra.findByText('Saved', undefined, { timeout: 4000 })).toBeVisible();
  },
};

/** The API refuses the save: its messages under their fields, everything typed kept. */
export const ServerValidationErrors: Story = {
  args: { design: partlyFilledDesign() },
  beforeEach({ msw, args }) {
    msw.use(
      ...gardenDetailsHandlers({
        design: args.design,
        refuseSave: {
          name: ['The name must not be greater than 255 characters.'],
          'details.size_length': ['The size length must not be greater than 10000.'],
          'details.budget': ['The selected budget is invalid.'],
        },
      }),
    );
  },
  play: async ({ canvas }) => {
    await user.click(canvas.getByRole('button', { name: 'Save Progress' }));
    await expect(await canvas.findByText('The selected budget is invalid.')).toBeVisible();
    await expect(
      canvas.getByText('The name must not be greater than 255 characters.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Project name' })).toHaveValue('Back garden');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Project name' })).toHaveFocus(),
    );
  },
};
