import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '#src/lib/api/ApiProvider.tsx';
import { createApiClient } from '#src/lib/api/client.ts';
import type { DesignWire } from '#src/lib/api/types.ts';
import { ConfigProvider, defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { GardenDetails } from './GardenDetails.tsx';
import { FakeXhr } from '#src/lib/api/testing/fakeXhr.ts';
import {
  completedDesign,
  designFile,
  filledDetails,
  fullImagesDesign,
  gardenDesign,
  partlyFilledDesign,
} from './testing/gardenDetailsFixtures.ts';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The `/api` door as a fetch: records each call and answers it like the reference API, or with the
 * answer a test gives for `METHOD /path`.
 */
function fakeApi(design: DesignWire, answers: Record<string, () => Response> = {}) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://site.test').pathname;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    sent.push({ method, path, body });
    const given = answers[`${method} ${path}`];
    if (given) return given();
    if (method === 'PUT' && path === `/api/designs/${design.id}`) {
      const { name, details } = body as Pick<DesignWire, 'name' | 'details'>;
      return Response.json({ data: { ...design, name, details } });
    }
    const file = /^\/api\/designs\/\d+\/upload\/(\d+)$/.exec(path);
    if (file && method === 'PUT') {
      const stored =
        design.files.find((candidate) => candidate.id === Number(file[1])) ??
        designFile(Number(file[1]), 'wideangle');
      return Response.json({
        data: { ...stored, description: (body as { description: string }).description },
      });
    }
    if (file && method === 'DELETE') return new Response(null, { status: 204 });
    return Response.json({ message: `No fake for ${method} ${path}` }, { status: 599 });
  });
  return { fetchImpl, sent };
}

function setup(design: DesignWire, answers?: Record<string, () => Response>) {
  const api = fakeApi(design, answers);
  const onSaved = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <ConfigProvider value={defaultPublicConfig}>
      <ApiProvider client={createApiClient({ baseUrl: '/api', fetch: api.fetchImpl })}>
        <GardenDetails design={design} onSaved={onSaved} places={null} />
      </ApiProvider>
    </ConfigProvider>,
  );
  const puts = () => api.sent.filter((call) => call.method === 'PUT');
  return { ...api, ...view, onSaved, user, puts };
}

const png = (name = 'yard.png', size = 48_213) => {
  const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const saveAndContinue = () => screen.getByRole('button', { name: 'Save & Continue' });
const saveProgress = () => screen.getByRole('button', { name: 'Save Progress' });
const wideangleGroup = () => screen.getByRole('group', { name: 'Wide-angle photo of your garden' });
const additionalGroup = () => screen.getByRole('group', { name: 'Additional images' });

async function chooseBudget(user: ReturnType<typeof userEvent.setup>, budget: string) {
  await user.click(screen.getByRole('combobox', { name: 'Budget' }));
  await user.click(screen.getByRole('option', { name: budget }));
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('GardenDetails', () => {
  it('starts from what the design has saved', () => {
    setup(completedDesign());
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveValue('Back garden');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(
      '1200 SE Oak St, Portland, OR 97214, USA',
    );
    expect(screen.getByRole('spinbutton', { name: 'Length (feet)' })).toHaveValue(20);
    expect(screen.getByRole('spinbutton', { name: 'Width (feet)' })).toHaveValue(12);
    expect(screen.getByRole('combobox', { name: 'Budget' })).toHaveTextContent(
      '$3000 - $5000 (Small 120-200)',
    );
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'DIY' })).toBeChecked();
    const photo = within(wideangleGroup()).getByRole('img', { name: 'yard.png' });
    expect(photo).toHaveAttribute('src', '/api/design-files/3f0c6a52-8d1e-4c0b-9a57-000000000014');
    expect(photo).toHaveAttribute('width', '240');
    expect(within(wideangleGroup()).getByRole('textbox', { name: 'File notes' })).toHaveValue(
      'The whole yard from the deck',
    );
    expect(within(additionalGroup()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers only Save Progress on a new design, and saves the name trimmed with the rest empty', async () => {
    const { user, puts, onSaved } = setup(gardenDesign());
    expect(saveAndContinue()).toBeDisabled();
    expect(saveAndContinue()).toHaveAccessibleDescription(
      'To continue, fill in: Wide-angle photo of your garden, Address, Length (feet), Width (feet), Budget, Is your budget flexible?, Who will build it?.',
    );

    const name = screen.getByRole('textbox', { name: 'Project name' });
    await user.clear(name);
    await user.type(name, '  Front yard  ');
    await user.type(screen.getByRole('spinbutton', { name: 'Width (feet)' }), '8');
    await user.click(saveProgress());

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(puts()).toEqual([
      {
        method: 'PUT',
        path: '/api/designs/1',
        body: {
          name: 'Front yard',
          details: {
            size_length: null,
            size_width: 8,
            budget: null,
            address: null,
            flexible: null,
            builder: null,
            completed: false,
          },
        },
      },
    ]);
    expect(onSaved.mock.calls[0]![1]).toBe(false);
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ name: 'Front yard' });
    expect(await screen.findByText('Your progress is saved.')).toHaveAttribute('role', 'status');
    expect(name).toHaveValue('  Front yard  ');
  });

  it('keeps Save & Continue disabled while the wide-angle photo is missing, even with every detail', async () => {
    const { user } = setup(partlyFilledDesign());
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Main St');
    await user.type(screen.getByRole('spinbutton', { name: 'Width (feet)' }), '12');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'Full Service' }));
    expect(saveAndContinue()).toBeDisabled();
    expect(saveAndContinue()).toHaveAccessibleDescription(
      'To continue, fill in: Wide-angle photo of your garden.',
    );
    expect(saveProgress()).toBeEnabled();
  });

  it('offers only Save & Continue once the details are complete, and saves them as complete', async () => {
    const { user, puts, onSaved } = setup(completedDesign());
    expect(screen.queryByRole('button', { name: 'Save Progress' })).toBeNull();
    await user.click(saveAndContinue());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(puts()[0]!.body).toEqual({
      name: 'Back garden',
      details: { ...filledDetails, completed: true },
    });
    expect(onSaved.mock.calls[0]![1]).toBe(true);
  });

  it('uploads the wide-angle photo with its progress, shows it, then lets the details be completed', async () => {
    const { user, puts, onSaved } = setup(
      gardenDesign({ name: 'Back garden', details: filledDetails }),
    );
    expect(within(wideangleGroup()).getByRole('textbox', { name: 'File notes' })).toBeDisabled();

    const photo = png();
    await user.upload(
      within(wideangleGroup()).getByLabelText('Upload the wide-angle photo'),
      photo,
    );
    const xhr = FakeXhr.made[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/designs/1/upload');
    expect(xhr.form.get('file')).toBe(photo);
    expect(xhr.form.get('system_type')).toBe('wideangle');

    act(() => xhr.progress(40, 100));
    const progress = screen.getByRole('progressbar', { name: 'Uploading yard.png… 40%' });
    expect(progress).toHaveAttribute('value', '40');
    // Waiting, but focusable: a disabled input would drop the keyboard user's focus.
    expect(within(wideangleGroup()).getByLabelText('Upload the wide-angle photo')).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    act(() => xhr.respond(201, { data: designFile(31, 'wideangle') }));
    expect(await within(wideangleGroup()).findByRole('img', { name: 'yard.png' })).toHaveAttribute(
      'src',
      '/api/design-files/3f0c6a52-8d1e-4c0b-9a57-000000000031',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(wideangleGroup()).getByRole('textbox', { name: 'File notes' })).toBeEnabled();

    expect(saveAndContinue()).toBeEnabled();
    await user.click(saveAndContinue());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.anything(), true));
    expect(puts()[0]!.body).toMatchObject({ details: { completed: true } });
  });

  it('refuses a picture of 5 MB or more, and a file that is not a picture, without sending it', async () => {
    const { user } = setup(gardenDesign());
    const picker = within(wideangleGroup()).getByLabelText('Upload the wide-angle photo');
    await user.upload(picker, png('huge.png', 5_000_000));
    expect(
      await within(wideangleGroup()).findByText(
        'The file you are attempting to upload is too large, it must be less than 5MB',
      ),
    ).toBeVisible();
    expect(picker).toHaveAttribute('aria-invalid', 'true');

    await user.upload(
      within(additionalGroup()).getByLabelText('Add an image'),
      new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
    );
    expect(
      await within(additionalGroup()).findByText('Please choose a picture: JPG, PNG, GIF or WebP.'),
    ).toBeVisible();
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('logs a failed upload without secrets, resets the picker and shows the message by the field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = setup(gardenDesign());
    await user.upload(within(additionalGroup()).getByLabelText('Add an image'), png('bed.png'));
    act(() => FakeXhr.made[0]!.fail());

    expect(
      await within(additionalGroup()).findByText(
        'An unknown error occurred, please try again soon.',
      ),
    ).toBeVisible();
    expect(warn).toHaveBeenCalledWith('Garden details: the image upload failed', {
      systemType: 'user_imgs',
      status: 500,
      message: 'Network error',
    });
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/token|Bearer/i);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(additionalGroup()).getByLabelText('Add an image')).toBeEnabled();
  });

  it("shows the API's refusal of an upload by its field", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = setup(gardenDesign());
    await user.upload(within(additionalGroup()).getByLabelText('Add an image'), png('bed.png'));
    act(() =>
      FakeXhr.made[0]!.respond(422, {
        message: 'The file must be a JPEG, PNG, GIF or WebP image.',
        errors: { file: ['The file must be a JPEG, PNG, GIF or WebP image.'] },
      }),
    );
    expect(
      await within(additionalGroup()).findByText(
        'The file must be a JPEG, PNG, GIF or WebP image.',
      ),
    ).toBeVisible();
  });

  it('disables adding images at 6 additional images, and says why', () => {
    setup(fullImagesDesign());
    expect(within(additionalGroup()).getAllByRole('listitem')).toHaveLength(6);
    const picker = within(additionalGroup()).getByLabelText('Add an image');
    expect(picker).toBeDisabled();
    expect(picker).toHaveAccessibleDescription(
      'You have added 6 images, the most a design can have. Remove one to add another.',
    );
  });

  it('asks before removing an image, removes it on confirmation, and allows adding again', async () => {
    const { user, sent } = setup(fullImagesDesign());
    const remove = screen.getByRole('button', { name: 'Remove image corner-20.png' });

    await user.click(remove);
    let dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to remove this image?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Are you sure you want to remove this image?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove image corner-20.png' })).toBeNull(),
    );
    expect(sent.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/designs/1/upload/20', body: null },
    ]);
    expect(within(additionalGroup()).getAllByRole('listitem')).toHaveLength(5);
    const picker = within(additionalGroup()).getByLabelText('Add an image');
    expect(picker).toBeEnabled();
    await waitFor(() => expect(picker).toHaveFocus());
  });

  it('saves file notes, trimmed, one second after typing stops, and says Saved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { puts } = setup(completedDesign());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const notes = within(additionalGroup()).getByRole('textbox', { name: 'File notes' });
    expect(notes).toHaveAccessibleDescription(expect.stringContaining('corner-15.png'));

    await user.clear(notes);
    await user.type(notes, ' Raised beds here ');
    act(() => vi.advanceTimersByTime(900));
    expect(puts()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      method: 'PUT',
      path: '/api/designs/1/upload/15',
      body: { description: 'Raised beds here' },
    });
    expect(await within(additionalGroup()).findByText('Saved')).toHaveAttribute('role', 'status');
    expect(notes).toHaveAttribute('maxlength', '250');
  });

  it('saves notes typed just before the form goes away', async () => {
    const { user, puts, unmount } = setup(completedDesign());
    const notes = within(wideangleGroup()).getByRole('textbox', { name: 'File notes' });
    await user.type(notes, '!');
    unmount();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ description: 'The whole yard from the deck!' });
  });

  it('asks for whole feet from 1 and a name before sending anything', async () => {
    const { user, sent } = setup(gardenDesign());
    await user.clear(screen.getByRole('textbox', { name: 'Project name' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Length (feet)' }), '0');
    await user.click(saveProgress());
    expect(await screen.findByText('The name field is required.')).toBeVisible();
    expect(screen.getByText('The size length must be at least 1.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it("shows the API's 422 messages under their fields and keeps what was typed", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, onSaved } = setup(partlyFilledDesign(), {
      'PUT /api/designs/1': () =>
        Response.json(
          {
            message: 'The selected budget is invalid.',
            errors: {
              'details.budget': ['The selected budget is invalid.'],
              'details.size_length': ['The size length must not be greater than 10000.'],
              'details.completed': ['Completed garden details cannot be marked incomplete again.'],
            },
          },
          { status: 422 },
        ),
    });
    await chooseBudget(user, '$25,000 - $50,000 (X-Large above 1000)');
    await user.click(saveProgress());

    expect(await screen.findByText('The selected budget is invalid.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Budget' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('spinbutton', { name: 'Length (feet)' })).toHaveAccessibleDescription(
      'The size length must not be greater than 10000.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Completed garden details cannot be marked incomplete again.',
    );
    expect(screen.getByRole('combobox', { name: 'Budget' })).toHaveTextContent(
      '$25,000 - $50,000 (X-Large above 1000)',
    );
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveValue('Back garden');
    expect(saveProgress()).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the API's message when the homework can no longer be changed", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = setup(partlyFilledDesign(), {
      'PUT /api/designs/1': () =>
        Response.json(
          { message: 'The homework of this design can no longer be changed.' },
          { status: 409 },
        ),
    });
    await user.click(saveProgress());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The homework of this design can no longer be changed.',
    );
  });
});
