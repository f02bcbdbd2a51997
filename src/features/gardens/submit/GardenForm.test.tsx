import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/api/client.ts';
import type { ImageTransport } from '#src/features/account/uploadImage.ts';
import { controlledTransport, instantTransport } from './fakeTransports.ts';
import { GardenForm, type GardenFormProps } from './GardenForm.tsx';
import { gardenMessages, type GardenRequest } from './gardenForm.ts';

function setup(props: Partial<GardenFormProps> & { transport?: ImageTransport } = {}) {
  const onSubmit = vi.fn<(request: GardenRequest) => Promise<void>>(async () => {});
  const view = render(
    <GardenForm
      label="Share a garden"
      submitLabel="Share my garden"
      onSubmit={onSubmit}
      transport={instantTransport()}
      {...props}
    />,
  );
  return { ...view, onSubmit, user: userEvent.setup({ applyAccept: false, delay: null }) };
}

const png = (name = 'beds.png', size = 2048) => {
  const file = new File(['png'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const picker = () => screen.getByLabelText(/^Add (more )?pictures$/);
const description = () => screen.getByRole('textbox', { name: /Description/ });
const submit = () => screen.getByRole('button', { name: 'Share my garden' });

describe('GardenForm', () => {
  it('checks the description and the pictures before sending, focusing the first problem', async () => {
    const { user, onSubmit } = setup();
    await user.click(submit());
    expect(description()).toHaveAccessibleDescription(
      expect.stringContaining(gardenMessages.descriptionRequired),
    );
    expect(description()).toHaveFocus();
    expect(screen.getByText(gardenMessages.imagesRequired)).toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(description(), 'Four raised beds');
    await user.click(submit());
    expect(picker()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts the description against its 2000-character limit', async () => {
    const { user } = setup();
    expect(screen.getByText('0/2000')).toBeInTheDocument();
    await user.type(description(), 'Beds');
    expect(screen.getByText('4/2000')).toBeInTheDocument();
    expect(description()).toHaveAttribute('maxlength', '2000');
  });

  it('refuses a file that is not a picture, or is 16 MB or more, without uploading it', async () => {
    const transport = vi.fn<ImageTransport>();
    const { user } = setup({ transport });
    await user.upload(picker(), [
      new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
      png('huge.png', 16_000_000),
    ]);
    expect(screen.getByText(/plan\.pdf: Image must be a JPG, GIF or PNG\./)).toBeInTheDocument();
    expect(screen.getByText(/huge\.png: Image must be less than 16MB\./)).toBeInTheDocument();
    expect(transport).not.toHaveBeenCalled();
  });

  it('uploads each picture at once with its progress, as a garden picture', async () => {
    const { transport, uploads } = controlledTransport();
    const { user } = setup({ transport });
    await user.upload(picker(), [png('beds.png'), png('herbs.png')]);
    expect(uploads.map((upload) => [upload.file.name, upload.model])).toEqual([
      ['beds.png', 'garden'],
      ['herbs.png', 'garden'],
    ]);
    act(() => uploads[0]!.progress(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading beds.png… 40%' })).toHaveValue(40);

    await user.type(description(), 'Beds');
    await user.click(submit());
    expect(screen.getByText(gardenMessages.uploading)).toBeInTheDocument();

    act(() => uploads[0]!.resolve('/api/images/1'));
    act(() => uploads[1]!.resolve('/api/images/2'));
    expect(await screen.findByRole('img', { name: 'Picture 2 of your garden' })).toHaveAttribute(
      'src',
      '/api/images/2',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('removes a picture, and lets a failed upload be tried again', async () => {
    const { transport, uploads } = controlledTransport();
    const { user } = setup({ transport });
    await user.upload(picker(), [png('beds.png'), png('herbs.png')]);
    act(() => uploads[0]!.reject(new ApiError(500, { message: 'Server Error' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');

    await user.click(screen.getByRole('button', { name: 'Try again, picture 1' }));
    expect(uploads).toHaveLength(3);
    act(() => uploads[2]!.resolve('/api/images/3'));
    expect(await screen.findByRole('img', { name: 'Picture 1 of your garden' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(picker()).toHaveFocus();
  });

  it('takes six pictures at most', async () => {
    const { user } = setup();
    await user.upload(
      picker(),
      Array.from({ length: 7 }, (_, index) => png(`p${index}.png`)),
    );
    expect(await screen.findAllByRole('img')).toHaveLength(6);
    expect(screen.getByText(gardenMessages.tooMany)).toBeInTheDocument();
    // Full, but focusable (a disabled input would drop focus right after the choice).
    expect(picker()).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends the description, the place and the uploaded pictures, then starts over', async () => {
    const { user, onSubmit } = setup({ resetOnSuccess: true });
    await user.upload(picker(), png());
    await screen.findByRole('img', { name: 'Picture 1 of your garden' });
    await user.type(description(), '  Four raised cedar beds. ');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Portland');
    await user.click(screen.getByRole('combobox', { name: 'State/Province' }));
    await user.click(await screen.findByRole('option', { name: 'Oregon' }));
    await user.click(submit());

    expect(onSubmit).toHaveBeenCalledWith({
      description: 'Four raised cedar beds.',
      city: 'Portland',
      state: 'OR',
      images: [{ image: expect.stringMatching(/^data:image\/svg\+xml,/) }],
    });
    await waitFor(() => expect(description()).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps everything typed when sending fails, showing the API’s messages', async () => {
    const { user, onSubmit } = setup({ resetOnSuccess: true });
    onSubmit
      .mockRejectedValueOnce(
        new ApiError(422, {
          message: 'The given data was invalid.',
          errors: { description: ['The description may not contain links.'] },
        }),
      )
      .mockRejectedValueOnce(new ApiError(500, { message: 'Server Error' }));
    await user.upload(picker(), png());
    await screen.findByRole('img', { name: 'Picture 1 of your garden' });
    await user.type(description(), 'See www.example.com');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Tacoma');

    await user.click(submit());
    await waitFor(() =>
      expect(description()).toHaveAccessibleDescription(
        expect.stringContaining('The description may not contain links.'),
      ),
    );
    expect(description()).toHaveFocus();
    expect(description()).toHaveValue('See www.example.com');

    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server Error');
    expect(alert).toHaveFocus();
    expect(description()).toHaveValue('See www.example.com');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Tacoma');
    expect(screen.getByRole('img', { name: 'Picture 1 of your garden' })).toBeInTheDocument();
  });

  it('starts from a saved garden when editing, with a Cancel', async () => {
    const onCancel = vi.fn();
    const { user, onSubmit } = setup({
      submitLabel: 'Save changes',
      initialValues: { description: 'Herb spiral', city: 'Chicago', state: 'IL' },
      initialImages: ['/api/images/7', '/api/images/8'],
      onCancel,
    });
    expect(description()).toHaveValue('Herb spiral');
    expect(screen.getByRole('combobox', { name: 'State/Province' })).toHaveTextContent('Illinois');
    const chosen = screen.getByRole('list', { name: 'Chosen pictures' });
    expect(within(chosen).getAllByRole('img')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({
      description: 'Herb spiral',
      city: 'Chicago',
      state: 'IL',
      images: [{ image: '/api/images/8' }],
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
