import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAccount, type FakeRoutes } from '#src/features/account/testing/testProviders.tsx';
import type { GardenWire } from '#src/lib/api/types.ts';
import { demoGardens } from '#src/features/gardens/testing/demoGardens.ts';
import { instantTransport } from './fakeTransports.ts';
import { gardenMessages } from './gardenForm.ts';
import { myGardensTexts, SubmitYourGarden } from './SubmitYourGarden.tsx';

/** Casey's (user 1) gardens, newest first. */
const mine = demoGardens.filter((garden) => garden.user_id === 1);

function renderPage(initialGardens: GardenWire[] | null = mine, routes: FakeRoutes = {}) {
  const view = renderAccount(
    <SubmitYourGarden userId={1} initialGardens={initialGardens} transport={instantTransport()} />,
    { routes, path: '/submit-your-garden' },
  );
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

/** The requests the page made to the API door, as `METHOD /path` with their JSON bodies. */
function requestsOf(fetchImpl: ReturnType<typeof renderPage>['fetchImpl']) {
  return fetchImpl.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://site.test');
    return {
      call: `${init?.method ?? 'GET'} ${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
  });
}

const gardenItems = () =>
  within(screen.getByRole('region', { name: 'Your gardens' })).getAllByRole('article');

const png = () => new File(['png'], 'beds.png', { type: 'image/png' });

describe('SubmitYourGarden', () => {
  it('lists the person’s gardens with their pictures, description and place', () => {
    renderPage();
    const [newest, older] = gardenItems();
    expect(newest).toHaveAccessibleName('Garden 2: Chicago, Illinois');
    expect(within(newest!).getAllByRole('img')).toHaveLength(3);
    expect(within(newest!).getByText(/Four raised cedar beds/)).toBeInTheDocument();
    expect(within(newest!).getByText('Shared May 12, 2026')).toBeInTheDocument();
    expect(older).toHaveAccessibleName('Garden 1');
    expect(within(older!).getByRole('button', { name: 'Edit Garden 1' })).toBeInTheDocument();
  });

  it('says when there are no gardens yet', () => {
    renderPage([]);
    expect(screen.getByText(myGardensTexts.empty)).toBeInTheDocument();
  });

  it('loads the list in the browser when the page came without it, with a retry on failure', async () => {
    let fail = true;
    const { user, fetchImpl } = renderPage(null, {
      'GET /api/gardens': () =>
        fail
          ? Response.json({ message: 'Server Error' }, { status: 500 })
          : Response.json({
              data: mine,
              meta: { current_page: 1, last_page: 1, per_page: 50, total: 2 },
            }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(gardenMessages.loadFailed);
    expect(requestsOf(fetchImpl)[0]?.call).toBe('GET /api/gardens?user_id=1&per_page=50');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(gardenItems()).toHaveLength(2));
  });

  it('shares a new garden: POST, listed first, a thank-you', async () => {
    const created: GardenWire = {
      ...mine[0]!,
      id: 30,
      description: 'Salad table',
      city: 'Tacoma',
      state: 'WA',
      images: [{ id: 301, image: '/api/images/301' }],
      created_at: '2026-06-01T10:00:00Z',
    };
    const { user, fetchImpl, messages } = renderPage(mine, {
      'POST /api/users/1/gardens': Response.json({ data: created }, { status: 201 }),
    });
    await user.upload(screen.getByLabelText('Add pictures'), png());
    await screen.findByRole('img', { name: 'Picture 1 of your garden' });
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Salad table');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Tacoma');
    await user.click(screen.getByRole('button', { name: 'Share my garden' }));

    await waitFor(() => expect(gardenItems()).toHaveLength(3));
    expect(gardenItems()[0]).toHaveAccessibleName('Garden 3: Tacoma, Washington');
    expect(requestsOf(fetchImpl)).toEqual([
      {
        call: 'POST /api/users/1/gardens',
        body: {
          description: 'Salad table',
          city: 'Tacoma',
          state: null,
          images: [{ image: expect.stringMatching(/^data:image/) }],
        },
      },
    ]);
    expect(messages()).toEqual([gardenMessages.created]);
    expect(screen.getByRole('heading', { name: 'Your gardens' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('');
  });

  it('edits a garden in place: PUT, the saved text, focus back on Edit', async () => {
    const garden = mine[1]!;
    const { user, fetchImpl, messages } = renderPage(mine, {
      [`PUT /api/users/1/gardens/${garden.id}`]: Response.json({
        data: { ...garden, description: 'Brick herb spiral.' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Garden 1' }));
    const form = screen.getByRole('form', { name: 'Edit Garden 1' });
    const text = within(form).getByRole('textbox', { name: /Description/ });
    expect(text).toHaveFocus();
    expect(text).toHaveValue(garden.description);
    await user.clear(text);
    await user.type(text, 'Brick herb spiral.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Brick herb spiral.');
    expect(screen.queryByRole('form', { name: 'Edit Garden 1' })).not.toBeInTheDocument();
    expect(requestsOf(fetchImpl)).toEqual([
      {
        call: `PUT /api/users/1/gardens/${garden.id}`,
        body: {
          description: 'Brick herb spiral.',
          city: null,
          state: null,
          images: garden.images.map(({ image }) => ({ image })),
        },
      },
    ]);
    expect(messages()).toEqual([gardenMessages.updated]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Garden 1' })).toHaveFocus(),
    );
  });

  it('keeps the edit form and what was typed when saving fails', async () => {
    const garden = mine[1]!;
    const { user } = renderPage(mine, {
      [`PUT /api/users/1/gardens/${garden.id}`]: Response.json(
        { message: 'The given data was invalid.', errors: { images: ['Add at least one image.'] } },
        { status: 422 },
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Garden 1' }));
    const form = screen.getByRole('form', { name: 'Edit Garden 1' });
    await user.type(within(form).getByRole('textbox', { name: /Description/ }), ' Updated.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Add at least one image.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Description/ })).toHaveValue(
      `${garden.description} Updated.`,
    );
  });

  it('deletes a garden only after confirming', async () => {
    const garden = mine[0]!;
    const { user, fetchImpl, messages } = renderPage(mine, {
      [`DELETE /api/users/1/gardens/${garden.id}`]: new Response(null, { status: 204 }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Garden 2: Chicago, Illinois' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this garden?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep garden' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchImpl).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Garden 2: Chicago, Illinois' }));
    await user.click(screen.getByRole('button', { name: 'Delete garden' }));
    await waitFor(() => expect(gardenItems()).toHaveLength(1));
    expect(requestsOf(fetchImpl).map((request) => request.call)).toEqual([
      `DELETE /api/users/1/gardens/${garden.id}`,
    ]);
    expect(messages()).toEqual([gardenMessages.deleted]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your gardens' })).toHaveFocus(),
    );
  });

  it('says in the dialog when deleting fails, and keeps the garden', async () => {
    const garden = mine[0]!;
    const { user } = renderPage(mine, {
      [`DELETE /api/users/1/gardens/${garden.id}`]: Response.json(
        { message: 'Server Error' },
        { status: 500 },
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Garden 2: Chicago, Illinois' }));
    await user.click(screen.getByRole('button', { name: 'Delete garden' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this garden?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server Error');
    await user.click(within(dialog).getByRole('button', { name: 'Keep garden' }));
    expect(gardenItems()).toHaveLength(2);
  });
});
