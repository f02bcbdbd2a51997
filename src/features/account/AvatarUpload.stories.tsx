import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AvatarUpload } from './AvatarUpload.tsx';
import { demoAccountHandlers, demoCoachAccount, demoCustomer } from './testing/demoAccount.ts';
import type { ImageTransport } from './uploadImage.ts';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// user-event would drop files the input does not accept; these stories need them to reach the check.
const user = userEvent.setup({ applyAccept: false });

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'garden.png', { type: 'image/png' });

/** A transport that reports 40% and then waits: the upload in progress. */
const stuckAtForty: ImageTransport = (_file, { onProgress }) =>
  new Promise(() => onProgress?.({ loaded: 40, total: 100, percent: 40 }));

/**
 * **AvatarUpload**: the account picture and the control that replaces it. JPG, GIF or PNG under
 * 16 MB, checked before sending ('Image must be a JPG, GIF or PNG.', 'Image must be less than
 * 16MB.'); the upload (`POST /api/images?model=avatar`, MSW here) shows its progress; the picture is
 * then saved on the account (`PUT /api/users/{id}`) and `accountUpdated` shows.
 */
const meta = {
  title: 'Account/AvatarUpload',
  component: AvatarUpload,
  parameters: { layout: 'padded' },
  args: { account: demoCustomer },
  beforeEach({ msw }) {
    msw.use(...demoAccountHandlers());
  },
} satisfies Meta<typeof AvatarUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A person without a picture: their initials. */
export const NoPicture: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Casey Customer' })).toHaveTextContent('CC');
  },
};

export const WithPicture: Story = {
  args: { account: demoCoachAccount },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Change photo')).toBeInTheDocument();
  },
};

/** Uploads through MSW, then saves the account and says `accountUpdated`. */
export const Uploaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await user.upload(canvas.getByLabelText('Upload a photo'), png());
    await expect(
      await page(canvasElement).findByText('Your account was updated successfully!'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Change photo')).toBeInTheDocument();
  },
};

export const Uploading: Story = {
  args: { transport: stuckAtForty },
  play: async ({ canvas }) => {
    await user.upload(canvas.getByLabelText('Upload a photo'), png());
    const progress = await canvas.findByRole('progressbar', { name: 'Uploading photo… 40%' });
    await expect(progress).toHaveAttribute('value', '40');
  },
};

/**
 * By keyboard: focus stays on the picker while the picture uploads (it waits, marked unavailable,
 * instead of being disabled, which would drop focus to the page) and after it is saved.
 */
export const KeepsFocusThroughTheUpload: Story = {
  args: { transport: stuckAtForty },
  play: async ({ canvas }) => {
    const picker = canvas.getByLabelText('Upload a photo');
    await user.tab();
    await expect(picker).toHaveFocus();
    await user.upload(picker, png());
    await canvas.findByRole('progressbar', { name: 'Uploading photo… 40%' });
    await expect(picker).toHaveFocus();
    await expect(picker).toHaveAttribute('aria-disabled', 'true');
  },
};

export const KeepsFocusAfterTheUpload: Story = {
  play: async ({ canvas, canvasElement }) => {
    await user.tab();
    await user.upload(canvas.getByLabelText('Upload a photo'), png());
    await page(canvasElement).findByText('Your account was updated successfully!');
    await expect(canvas.getByLabelText('Change photo')).toHaveFocus();
  },
};

export const WrongType: Story = {
  play: async ({ canvas }) => {
    await user.upload(
      canvas.getByLabelText('Upload a photo'),
      new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Image must be a JPG, GIF or PNG.'),
    );
  },
};

export const TooLarge: Story = {
  play: async ({ canvas }) => {
    const big = png();
    Object.defineProperty(big, 'size', { value: 16_000_000 });
    await user.upload(canvas.getByLabelText('Upload a photo'), big);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Image must be less than 16MB.'),
    );
  },
};

/** The server refuses the file: its message shows under the control. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...demoAccountHandlers({ upload: { status: 422, message: 'The image is corrupt.' } }));
  },
  play: async ({ canvas }) => {
    await user.upload(canvas.getByLabelText('Upload a photo'), png());
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('The image is corrupt.'),
    );
  },
};
