import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesignUpdateRequest, DesignWire } from '#src/lib/api/types.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { ChooseDesigner } from './ChooseDesigner.tsx';
import {
  chosenDesign,
  designerCards,
  designerHandlers,
  designerNow,
  designerTimeZone,
  favoriteIds,
  liteProduct,
  maya,
  rosaPaused,
  scheduledDesign,
  timeTaken,
  wednesdayCall,
  type DesignerApiOptions,
} from './testing/designerFixtures.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const lazy = { timeout: 5000 };

function show({
  design = scheduledDesign(),
  favorites = favoriteIds,
  api = {},
}: { design?: DesignWire; favorites?: number[]; api?: DesignerApiOptions } = {}) {
  const requests: string[] = [];
  const listBodies: unknown[] = [];
  const saves: DesignUpdateRequest[] = [];
  server.use(...designerHandlers({ requests, listBodies, saves, ...api }));
  const onChosen = vi.fn<(design: DesignWire) => void>();
  render(
    <StoryProviders>
      <ChooseDesigner
        design={design}
        timeZone={designerTimeZone}
        favoriteIds={favorites}
        now={designerNow}
        onChosen={onChosen}
      />
    </StoryProviders>,
  );
  return { requests, listBodies, saves, onChosen, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
const cardNames = async () =>
  within(await screen.findByRole('list', { name: 'Designers' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const cardOf = (name: string) => screen.getByRole('article', { name });
const pickWednesday = async (user: User) =>
  user.click(
    await screen.findByRole('button', { name: /^Wednesday, March 4, 2026, available/ }, lazy),
  );
const toSummary = async (user: User) => {
  await user.click(await screen.findByRole('button', { name: 'Work with Maya Okafor' }));
  await pickWednesday(user);
  await user.click(await screen.findByRole('button', { name: '11:00 AM' }, lazy));
  await screen.findByRole('heading', { name: 'Your designer and video call' });
};

describe('ChooseDesigner', () => {
  it("says 'Loading designers...' while the list loads", async () => {
    show({ api: { listLatency: 'infinite' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading designers...');
  });

  it('asks for every designer with availability and lists favourites first, the paused never', async () => {
    const { listBodies, requests } = show({
      api: { designers: [maya, rosaPaused, ...designerCards.slice(1)] },
    });
    expect(await cardNames()).toEqual(['Naomi Sato', 'Maya Okafor', 'Ines Park', 'Quinn Reyes']);
    expect(listBodies).toEqual([
      { limit: 9999, type: 'coach', options: { upcoming_availability: true, hide_paused: true } },
    ]);
    expect(requests).toEqual(['POST /gimme-dat/']);
    const naomi = cardOf('Naomi Sato');
    expect(naomi).toHaveTextContent('Favorite');
    expect(naomi).toHaveTextContent('Tacoma, WA');
    expect(within(naomi).getByRole('list', { name: 'Expertise' })).toHaveTextContent(
      'Season extensionSmall spacesSoil health',
    );
    expect(within(naomi).getByRole('button', { name: 'View Naomi Sato' })).toBeVisible();
    expect(within(naomi).getByRole('button', { name: 'Work with Naomi Sato' })).toHaveTextContent(
      /^Work with Naomi/,
    );
    expect(cardOf('Maya Okafor')).not.toHaveTextContent('Favorite');
  });

  it('says when no designer has availability', async () => {
    show({ api: { designers: [] } });
    expect(
      await screen.findByText(
        'Uh oh! No designers have availability at this time. Please check back soon for availability.',
      ),
    ).toBeVisible();
  });

  it('says a failed load with the generic message, and loads again on Try again', async () => {
    const { user } = show({ api: { designers: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unknown error occurred, please try again soon.',
    );
    server.use(...designerHandlers());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardNames()).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("opens a designer's profile in a modal: about as text, portfolio, expertise, 'Choose {name}'", async () => {
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'View Naomi Sato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Naomi Sato' });
    // Her own text, with her line break; markup in it is shown, never read as HTML.
    expect(within(dialog).getByText(/I'm a garden designer in Tacoma\./)).toHaveTextContent(
      "I'm a garden designer in Tacoma. I grow <b>tomatoes</b> that ripen before the first frost.",
    );
    expect(
      within(dialog).getAllByRole('button', { name: /^Enlarge: Garden by Naomi Sato/ }),
    ).toHaveLength(2);
    expect(within(dialog).getByRole('list', { name: 'Expertise' })).toHaveTextContent(
      'Soil health',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Choose Naomi Sato' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Schedule your 30 Min. Video Call' }),
    ).toHaveFocus();
    expect(screen.getByText('Naomi Sato')).toBeVisible();
  });

  it('says what a designer without a profile has not filled in', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'View Quinn Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quinn Reyes' });
    expect(dialog).toHaveTextContent('Quinn has not written an introduction yet.');
    expect(dialog).toHaveTextContent('No areas of expertise defined');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Quinn Reyes' })).toHaveFocus();
  });

  it('schedules the call: designer, date, time, summary, then PUT /designs/{id} with the UTC time', async () => {
    const { user, requests, saves, onChosen } = show();
    await user.click(await screen.findByRole('button', { name: 'Work with Maya Okafor' }));
    expect(
      await screen.findByRole('heading', { name: 'Schedule your 30 Min. Video Call' }),
    ).toHaveFocus();
    expect(
      await screen.findByRole('heading', { name: 'Choose a day for your call' }, lazy),
    ).toBeVisible();
    // Tomorrow is inside the 48 hours.
    expect(screen.getByRole('button', { name: /^Tuesday, March 3, 2026/ })).toBeDisabled();
    await pickWednesday(user);
    const times = await screen.findByRole(
      'list',
      { name: 'Available times on Wednesday, March 4, 2026' },
      lazy,
    );
    expect(screen.getByText('Times are in Central Time (CST)')).toBeVisible();
    // Maya's 9:00 in Los Angeles is 11:00 in Chicago; the call is 30 minutes, every half hour.
    expect(
      within(times)
        .getAllByRole('button')
        .slice(0, 3)
        .map((button) => button.textContent),
    ).toEqual(['11:00 AM', '11:30 AM', '12:00 PM']);
    expect(requests.filter((request) => request.includes('/available-times?'))).toEqual([
      'GET /users/2/available-times?product_id=1&date[start]=2026-03-04T15:00:00.000Z&date[end]=2026-03-05T06:00:00.000Z',
    ]);
    await user.click(within(times).getByRole('button', { name: '11:00 AM' }));

    expect(
      await screen.findByRole('heading', { name: 'Your designer and video call' }),
    ).toHaveFocus();
    expect(screen.getByText('Wednesday, March 4, 2026, 11:00 AM to 11:30 AM CST')).toBeVisible();
    expect(screen.getByText('Maya Okafor')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Schedule my Call!' }));

    await waitFor(() => expect(onChosen).toHaveBeenCalledTimes(1));
    expect(saves).toEqual([{ coach_id: 2, zoom_start: '2026-03-04 17:00:00' }]);
    expect(onChosen.mock.calls[0]![0].status).toBe('call_upcoming');
    // The step is done: who and when, in the customer's timezone.
    expect(
      await screen.findByRole('heading', { name: 'Your designer and video call' }),
    ).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Schedule my Call!' })).not.toBeInTheDocument();
    expect(screen.getByText('Wednesday, March 4, 2026, 11:00 AM to 11:30 AM CST')).toBeVisible();
  });

  it("goes back from the times to the calendar with 'Select another date'", async () => {
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Work with Maya Okafor' }));
    await pickWednesday(user);
    await screen.findByRole('list', { name: /^Available times on/ }, lazy);
    await user.click(screen.getByRole('button', { name: 'Select another date' }));
    expect(
      await screen.findByRole('heading', { name: 'Choose a day for your call' }, lazy),
    ).toBeVisible();
    await user.click(
      await screen.findByRole('button', { name: /^Thursday, March 5, 2026, available/ }, lazy),
    );
    expect(
      await screen.findByRole('list', { name: 'Available times on Thursday, March 5, 2026' }, lazy),
    ).toBeVisible();
  });

  it("returns to the day's times with 'Choose a different time' and to the list with 'Choose a different designer'", async () => {
    const { user, saves } = show();
    await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Choose a different time' }));
    const times = await screen.findByRole(
      'list',
      { name: 'Available times on Wednesday, March 4, 2026' },
      lazy,
    );
    await user.click(within(times).getByRole('button', { name: '3:00 PM' }));
    expect(
      await screen.findByText('Wednesday, March 4, 2026, 3:00 PM to 3:30 PM CST'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Choose a different designer' }));
    expect(await cardNames()).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Our designers' })).toHaveFocus();
    // The calendar also offers a way back to the list.
    await user.click(screen.getByRole('button', { name: 'Work with Ines Park' }));
    await user.click(screen.getByRole('button', { name: 'Choose a different designer' }));
    expect(await cardNames()).toHaveLength(4);
    expect(saves).toEqual([]);
  });

  it("says 'No times available.' for a day with none left", async () => {
    const { user } = show({ api: { times: [] } });
    await user.click(await screen.findByRole('button', { name: 'Work with Maya Okafor' }));
    await pickWednesday(user);
    expect(await screen.findByText('No times available.', {}, lazy)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Select another date' })).toBeEnabled();
  });

  it("without a call: no zoom-only designers, no calendar, 'Start my garden design with {name}' sends the designer only", async () => {
    const { user, requests, saves, onChosen } = show({ design: scheduledDesign(liteProduct) });
    expect(await cardNames()).toEqual(['Naomi Sato', 'Maya Okafor', 'Ines Park']);
    await user.click(screen.getByRole('button', { name: 'Work with Maya Okafor' }));
    expect(await screen.findByRole('heading', { name: 'Your designer' })).toHaveFocus();
    expect(
      screen.queryByRole('button', { name: 'Choose a different time' }),
    ).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Start my garden design with Maya Okafor' }),
    );
    await waitFor(() => expect(onChosen).toHaveBeenCalledTimes(1));
    expect(saves).toEqual([{ coach_id: 2 }]);
    expect(onChosen.mock.calls[0]![0].status).toBe('in_design');
    expect(requests.some((request) => request.includes('available-times'))).toBe(false);
  });

  it("shows the API's message when the time was taken, logs it and lets the customer try again", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, saves, onChosen } = show({ api: { save: timeTaken } });
    await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Schedule my Call!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That time is no longer available. Please choose another time.',
    );
    expect(screen.getByRole('button', { name: 'Schedule my Call!' })).toBeEnabled();
    expect(log).toHaveBeenCalledTimes(1);
    expect(onChosen).not.toHaveBeenCalled();
    expect(saves).toHaveLength(1);
    // Another time, and the message goes.
    server.use(...designerHandlers());
    await user.click(screen.getByRole('button', { name: 'Choose a different time' }));
    await user.click(await screen.findByRole('button', { name: '11:30 AM' }, lazy));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule my Call!' }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledTimes(1));
  });

  it('says the generic message when the save fails without a reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = show({ api: { save: { status: 500, body: {} } } });
    await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Schedule my Call!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unknown error occurred, please try again soon.',
    );
    expect(screen.getByRole('button', { name: 'Schedule my Call!' })).toBeEnabled();
  });

  it('keeps the button busy while saving, so the call is not booked twice', async () => {
    const { user, saves } = show({ api: { saveLatency: 200 } });
    await toSummary(user);
    const button = screen.getByRole('button', { name: 'Schedule my Call!' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await screen.findByText('Wednesday, March 4, 2026, 11:00 AM to 11:30 AM CST');
    await waitFor(() => expect(saves).toHaveLength(1));
  });

  it('shows the chosen designer and the call instead of the list once chosen', () => {
    const { requests } = show({ design: chosenDesign(maya, wednesdayCall) });
    expect(screen.getByRole('heading', { name: 'Your designer and video call' })).toBeVisible();
    expect(screen.getByText('Maya Okafor')).toBeVisible();
    expect(screen.getByText('Wednesday, March 4, 2026, 11:00 AM to 11:30 AM CST')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Designers' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the chosen designer of a design without a call', () => {
    show({ design: chosenDesign(maya, null, liteProduct) });
    expect(screen.getByRole('heading', { name: 'Your designer' })).toBeVisible();
    expect(screen.getByText('Maya Okafor')).toBeVisible();
    expect(screen.queryByText('Video call')).not.toBeInTheDocument();
  });
});
