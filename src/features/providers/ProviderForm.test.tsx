import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAccount } from '#src/features/account/testing/testProviders.tsx';
import type { ImageTransport } from '#src/features/account/uploadImage.ts';
import type { NamedWire } from '#src/lib/api/types.ts';
import { demoProvider } from './testing/demoProvider.ts';
import { emptyProviderValues, providerFormValues, providerValuesFromForm } from './providerForm.ts';
import { ProviderForm, type ProviderFormProps } from './ProviderForm.tsx';

// The form is large for jsdom: under a loaded machine a submission or an upload takes over a second.
configure({ asyncUtilTimeout: 5000 });

const expertises: NamedWire[] = [
  { id: 1, name: 'Raised beds' },
  { id: 2, name: 'Small spaces' },
  { id: 3, name: 'Native plants' },
  { id: 4, name: 'Edible landscaping' },
  { id: 5, name: 'Irrigation' },
  { id: 6, name: 'Orchards' },
];

const png = (size = 2048, name = 'logo.png') => {
  const picture = new File(['png'], name, { type: 'image/png' });
  Object.defineProperty(picture, 'size', { value: size });
  return picture;
};

/** A transport that answers at once with /api/images/{n}, reporting 100% first. */
function instantTransport() {
  let next = 20;
  return vi.fn<ImageTransport>(async (_file, { model, onProgress }) => {
    onProgress?.({ loaded: 1, total: 1, percent: 100 });
    next += 1;
    return { id: next, image: `/api/images/${next}`, model };
  });
}

function setup(props: Partial<ProviderFormProps> = {}) {
  const action = vi.fn(async ({ request }: { request: Request }) =>
    providerValuesFromForm(await request.formData()),
  );
  const view = renderAccount(
    <ProviderForm
      mode="register"
      values={emptyProviderValues}
      expertiseOptions={expertises}
      transport={instantTransport()}
      {...props}
    />,
    { action, path: '/directory-application' },
  );
  return { ...view, action, user: userEvent.setup({ applyAccept: false, delay: null }) };
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box('Business name'), 'Green Row Gardens');
  await user.type(box('City'), 'Perth');
  await user.click(screen.getByRole('combobox', { name: /State or province/ }));
  const australia = await screen.findByRole('group', { name: 'Australia' });
  await user.click(within(australia).getByRole('option', { name: 'Western Australia' }));
  await user.type(box('Zip code'), '6000');
  await user.type(box('Description'), 'Edible gardens for small yards.');
}

// A whole form filled in key by key: slower than most component tests.
describe('ProviderForm', { timeout: 20_000 }, () => {
  it("has a 'Business details' and a 'Directory profile' part", () => {
    setup();
    expect(screen.getByRole('region', { name: 'Business details' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Directory profile' })).toBeInTheDocument();
    expect(box('Business name')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeInTheDocument();
  });

  it('lets the browser fill in the address, the street as the one line the field holds', () => {
    setup();
    expect(box('Street address')).toHaveAttribute('autocomplete', 'address-line1');
    expect(box('City')).toHaveAttribute('autocomplete', 'address-level2');
  });

  it('checks the required fields before sending and lists the errors', async () => {
    const { user, action } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const list = await screen.findByRole('alert');
    expect(list).toHaveFocus();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Business name: Please enter your business name.',
      'City: Please enter the city.',
      'State or province: Please choose the state or province.',
      'Zip code: Please enter the zip code.',
      'Description: Please describe your business.',
    ]);
    expect(box('Business name')).toHaveAccessibleDescription('Please enter your business name.');
    expect(action).not.toHaveBeenCalled();

    // A link in the list takes the person to the field; typing there clears its error.
    await user.click(within(list).getByRole('link', { name: /^Business name/ }));
    expect(box('Business name')).toHaveFocus();
    await user.type(box('Business name'), 'G');
    expect(box('Business name')).not.toHaveAccessibleDescription(/Please enter/);
  });

  it('posts what was filled in, the state with its country', async () => {
    const { user, action } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Raised beds' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(await action.mock.results[0]?.value).toEqual({
      ...emptyProviderValues,
      name: 'Green Row Gardens',
      city: 'Perth',
      state: 'WA',
      country: 'AU',
      postal_code: '6000',
      description: 'Edible gardens for small yards.',
      expertises: [1],
    });
  });

  it('counts the description live, politely, up to 250', async () => {
    const { user } = setup();
    const counter = screen.getByText('0/250');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    await user.type(box('Description'), 'Raised beds');
    expect(counter).toHaveTextContent('11/250');
    expect(box('Description')).toHaveAttribute('maxLength', '250');
  });

  it('disables the other specialties at 4 and enables them again below', async () => {
    const { user } = setup();
    for (const name of ['Raised beds', 'Small spaces', 'Native plants']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(screen.getByRole('checkbox', { name: 'Irrigation' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Edible landscaping' }));
    expect(screen.getByRole('checkbox', { name: 'Irrigation' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Orchards' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Raised beds' })).toBeEnabled();
    expect(screen.getByText(/4 of 4 chosen/)).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('checkbox', { name: 'Small spaces' }));
    expect(screen.getByRole('checkbox', { name: 'Irrigation' })).toBeEnabled();
    expect(screen.getByText('3 of 4 chosen.')).toBeInTheDocument();
  });

  it('uploads a logo with its progress and sends its address', async () => {
    let finish: (() => void) | undefined;
    const transport = vi.fn<ImageTransport>(
      (_file, { model, onProgress }) =>
        new Promise((resolve) => {
          onProgress?.({ loaded: 40, total: 100, percent: 40 });
          finish = () => resolve({ id: 12, image: '/api/images/12', model });
        }),
    );
    const { user, action } = setup({ transport });
    await user.upload(screen.getByLabelText('Upload a logo'), png());
    expect(await screen.findByRole('progressbar', { name: 'Uploading logo… 40%' })).toHaveValue(40);
    expect(transport).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ model: 'logo' }),
    );

    // Sending while the picture is on its way waits for it.
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait until your images have finished uploading.',
    );
    expect(action).not.toHaveBeenCalled();

    finish?.();
    expect(await screen.findByRole('img', { name: 'Your logo' })).toHaveAttribute(
      'src',
      '/api/images/12',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(await action.mock.results[0]?.value).toMatchObject({ logo: '/api/images/12' });
  });

  it('refuses a wrong type or a file of 2 MB or more without sending it', async () => {
    const transport = instantTransport();
    const { user } = setup({ transport });
    const picker = screen.getByLabelText('Upload a cover image');
    await user.upload(picker, new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Image must be a JPG, GIF or PNG.')).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    await user.upload(picker, png(2_000_000));
    expect(
      await screen.findByText(
        'That file was too large to upload. Please try to keep images under 2Mb.',
      ),
    ).toBeInTheDocument();
    expect(transport).not.toHaveBeenCalled();
  });

  it('adds portfolio pictures with new- ids and removes them', async () => {
    const { user, action } = setup();
    await user.upload(screen.getByLabelText('Add portfolio pictures'), [
      png(1000, 'beds.png'),
      png(1000, 'path.png'),
    ]);
    expect(await screen.findByRole('img', { name: 'Portfolio 2 of 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const sent = (await action.mock.results[0]?.value) as { portfolio: unknown[] };
    expect(sent.portfolio).toHaveLength(1);
    expect(sent.portfolio[0]).toEqual({
      id: expect.stringMatching(/^new-\d+$/),
      image: expect.any(String),
    });
  });

  it('edits a saved business: filled in, saved ids kept', async () => {
    const values = providerFormValues(demoProvider);
    const { user, action } = setup({ mode: 'edit', values });
    expect(box('Business name')).toHaveValue('Green Row Gardens');
    expect(screen.getByRole('combobox', { name: /State or province/ })).toHaveTextContent('Oregon');
    expect(screen.getByRole('checkbox', { name: 'Edible landscaping' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save business profile' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(await action.mock.results[0]?.value).toEqual(values);
  });

  it("shows the API's errors at their fields and in the list, keeping what was typed", () => {
    setup({
      values: { ...emptyProviderValues, name: 'Green Row', city: 'Portland' },
      errors: {
        fields: {
          name: 'The name has already been taken.',
          city: 'The city may not be longer than 80 characters.',
          owner: 'You already have a business.',
        },
        form: null,
      },
    });
    const list = screen.getByRole('alert');
    expect(list).toHaveTextContent('Business name: The name has already been taken.');
    expect(list).toHaveTextContent('You already have a business.');
    expect(box('Business name')).toHaveValue('Green Row');
    expect(box('City')).toHaveAccessibleDescription(
      'The city may not be longer than 80 characters.',
    );
  });

  it('shows a message for the whole form, and loading while sending', () => {
    setup({
      errors: { fields: {}, form: 'An unknown error occurred, please try again soon.' },
      submitting: true,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An unknown error occurred, please try again soon.',
    );
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
  });
});
