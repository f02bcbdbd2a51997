import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '#src/lib/api/ApiProvider.tsx';
import { ApiError, createApiClient } from '#src/lib/api/client.ts';
import { NotificationProvider } from '#src/lib/messages/NotificationProvider.tsx';
import { createNotificationStore } from '#src/lib/messages/notificationStore.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import { demoCustomer } from './testing/demoAccount.ts';
import type { UploadProgress } from '#src/lib/api/uploadWithProgress.ts';
import type { ImageTransport } from './uploadImage.ts';

function setup(transport: ImageTransport, putStatus = 200) {
  const fetchImpl = vi.fn<typeof fetch>(async () =>
    putStatus < 300
      ? Response.json({
          data: { ...demoCustomer, images: { avatar: { image: '/media/new.png' } } },
        })
      : Response.json({ message: 'The account could not be saved.' }, { status: putStatus }),
  );
  const store = createNotificationStore();
  const onUpdated = vi.fn();
  render(
    <ApiProvider client={createApiClient({ baseUrl: '/api', fetch: fetchImpl })}>
      <NotificationProvider store={store}>
        <AvatarUpload account={demoCustomer} transport={transport} onUpdated={onUpdated} />
      </NotificationProvider>
    </ApiProvider>,
  );
  return { fetchImpl, store, onUpdated, user: userEvent.setup({ applyAccept: false }) };
}

const png = (size = 2048) => {
  const picture = new File(['png'], 'garden.png', { type: 'image/png' });
  Object.defineProperty(picture, 'size', { value: size });
  return picture;
};

const picker = () => screen.getByLabelText('Upload a photo');

describe('AvatarUpload', () => {
  it('refuses a file that is not a JPG, GIF or PNG without sending it', async () => {
    const transport = vi.fn<ImageTransport>();
    const { user } = setup(transport);
    await user.upload(picker(), new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Image must be a JPG, GIF or PNG.'),
    );
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(transport).not.toHaveBeenCalled();
  });

  it('refuses a file of 16 MB or more without sending it', async () => {
    const transport = vi.fn<ImageTransport>();
    const { user } = setup(transport);
    await user.upload(picker(), png(16_000_000));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Image must be less than 16MB.'),
    );
    expect(transport).not.toHaveBeenCalled();
  });

  it('shows the upload progress, then saves the picture on the account', async () => {
    let report: ((progress: UploadProgress) => void) | undefined;
    let finish: ((value: { id: number; image: string; model: string }) => void) | undefined;
    const transport = vi.fn<ImageTransport>(
      (_file, { onProgress }) =>
        new Promise((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    const { user, fetchImpl, store, onUpdated } = setup(transport);
    await user.upload(picker(), png());

    expect(transport).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ model: 'avatar' }),
    );
    report?.({ loaded: 40, total: 100, percent: 40 });
    const progress = await screen.findByRole('progressbar', { name: 'Uploading photo… 40%' });
    expect(progress).toHaveAttribute('value', '40');

    finish?.({ id: 9, image: '/media/new.png', model: 'avatar' });
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(1));
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/users/1');
    expect(fetchImpl.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body))).toEqual({
      images: { avatar: { image: '/media/new.png' } },
    });
    expect(store.getSnapshot().map((note) => note.message)).toEqual([
      'Your account was updated successfully!',
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Casey Customer' })).toHaveAttribute(
      'src',
      '/media/new.png',
    );
  });

  it("shows the server's message under the control when the upload fails", async () => {
    const transport = vi.fn<ImageTransport>(async () => {
      throw new ApiError(422, { message: 'Invalid', errors: { image: ['The image is corrupt.'] } });
    });
    const { user, fetchImpl, onUpdated } = setup(transport);
    await user.upload(picker(), png());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The image is corrupt.'),
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it('says so when the account cannot take the new picture', async () => {
    const transport = vi.fn<ImageTransport>(async () => ({
      id: 9,
      image: '/media/new.png',
      model: 'avatar',
    }));
    const { user, store } = setup(transport, 500);
    await user.upload(picker(), png());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The account could not be saved.'),
    );
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
