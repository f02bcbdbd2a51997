import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { DesignUpdateRequest } from '#src/lib/api/types.ts';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { ChooseDesigner } from './ChooseDesigner.tsx';
import {
  chosenDesign,
  designerHandlers,
  designerNow,
  designerTimeZone,
  favoriteIds,
  liteProduct,
  maya,
  scheduledDesign,
  timeTaken,
  wednesdayCall,
} from './testing/designerFixtures.ts';

type Canvas = ReturnType<typeof within>;
const lazy = { timeout: 5000 };

const cardNames = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: 'Designers' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const toCalendar = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Work with Maya Okafor' }));
  await canvas.findByRole('heading', { name: 'Choose a day for your call' }, lazy);
};
const toTimes = async (canvas: Canvas) => {
  await toCalendar(canvas);
  await userEvent.click(
    canvas.getByRole('button', { name: /^Wednesday, March 4, 2026, available/ }),
  );
  return canvas.findByRole('list', { name: 'Available times on Wednesday, March 4, 2026' }, lazy);
};
const toSummary = async (canvas: Canvas) => {
  const times = await toTimes(canvas);
  await userEvent.click(within(times).getByRole('button', { name: '11:00 AM' }));
  await canvas.findByRole('heading', { name: 'Your designer and video call' });
};

/**
 * **ChooseDesigner** (`src/features/designs/designer`): the last section of a design's homework
 * (`/account/designs/{design}`), 'Choose your Designer' — and ' and Schedule {n} Min. Video Call'
 * when the design's product has a call.
 *
 * - **The list**: every designer with availability in the next 30 days (`POST /gimme-dat/` with
 *   `limit: 9999`, `type: 'coach'`, the options `upcoming_availability` and `hide_paused`), the
 *   customer's favourites first (marked 'Favorite'), paused designers never, and designers who take
 *   video calls only left out when there is no call. Each card: picture, name, city and state,
 *   expertises, **View** and **Work with {first name}**. 'Loading designers...' while it loads; 'Uh oh!
 *   No designers have availability at this time. Please check back soon for availability.' when nobody
 *   has; the generic failure message with 'Try again' when the list cannot be loaded.
 * - **View** opens the designer's profile in a modal: picture, location, About Me (their own text,
 *   shown as text), portfolio thumbnails (each opening large), areas of expertise and **Choose {name}**.
 * - **With a call**: the designer's calendar (days from 48 hours to 30 days ahead), then the day's
 *   times in the customer's timezone ('Loading availability...', 'No times available.'), with
 *   **Select another date**; then a summary of the designer and the call with **Schedule my Call!**,
 *   **Choose a different time** and **Choose a different designer**.
 * - **Without a call**: the summary with **Start my garden design with {name}** and **Choose a
 *   different designer**.
 * - Saving is `PUT /designs/{id}` `{ coach_id, zoom_start }` (`zoom_start` in UTC as
 *   `YYYY-MM-DD HH:mm:00`, only with a call); the page gets the design back with its new status
 *   (`onChosen`). A refusal shows the API's message (a time taken meanwhile) and the button can be
 *   pressed again.
 * - **Done**: once a designer is chosen the step shows who, and when the call is.
 *
 * `{name}` is the designer's full name, as on their profile; here "now" is Monday 2 March 2026,
 * 9:00 AM in Chicago (the customer's timezone); the designers' windows are weekdays in Los Angeles.
 */
const meta = {
  title: 'Designs/ChooseDesigner',
  component: ChooseDesigner,
  args: {
    design: scheduledDesign(),
    timeZone: designerTimeZone,
    favoriteIds,
    now: designerNow,
    onChosen: fn(),
  },
  decorators: [
    (Story) => (
      <Box padding="large">
        <Story />
      </Box>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...designerHandlers());
  },
} satisfies Meta<typeof ChooseDesigner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The list while it loads. */
export const LoadingDesigners: Story = {
  beforeEach({ msw }) {
    msw.use(...designerHandlers({ listLatency: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading designers...');
  },
};

/** The designers, the customer's favourite (Naomi) first. */
export const FavouritesFirst: Story = {
  play: async ({ canvas }) => {
    await expect(await cardNames(canvas)).toEqual([
      'Naomi Sato',
      'Maya Okafor',
      'Ines Park',
      'Quinn Reyes',
    ]);
    const naomi = canvas.getByRole('article', { name: 'Naomi Sato' });
    await expect(naomi).toHaveTextContent('Favorite');
    await expect(naomi).toHaveTextContent('Tacoma, WA');
    await expect(within(naomi).getByRole('button', { name: 'View Naomi Sato' })).toBeVisible();
    await expect(
      within(naomi).getByRole('button', { name: 'Work with Naomi Sato' }),
    ).toHaveTextContent(/^Work with Naomi/);
  },
};

/** Nobody has availability. */
export const NoDesignersAvailable: Story = {
  beforeEach({ msw }) {
    msw.use(...designerHandlers({ designers: [] }));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Uh oh! No designers have availability at this time. Please check back soon for availability.',
      ),
    ).toBeVisible();
  },
};

/** The list could not be loaded: the generic message and a retry. */
export const LoadFailure: Story = {
  beforeEach({ msw }) {
    msw.use(...designerHandlers({ designers: 500 }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An unknown error occurred, please try again soon.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** 'View' opens the designer's profile ('ProfileModalOpen' leaves it open); 'Choose {name}' goes on to the calendar. */
export const ProfileModal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View Naomi Sato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Naomi Sato' });
    await expect(within(dialog).getByText(/I'm a garden designer in Tacoma\./)).toBeVisible();
    await expect(within(dialog).getByRole('list', { name: 'Expertise' })).toHaveTextContent(
      'Soil health',
    );
    await expect(
      within(dialog).getAllByRole('button', { name: /^Enlarge: Garden by Naomi Sato/ }),
    ).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose Naomi Sato' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { name: 'Schedule your 30 Min. Video Call' }),
      ).toHaveFocus(),
    );
  },
};

/** The profile modal, open. */
export const ProfileModalOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View Naomi Sato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Naomi Sato' });
    await expect(within(dialog).getByText('About Me')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Choose Naomi Sato' })).toBeVisible();
  },
};

/** Choosing with a call: the designer's calendar. */
export const ChooseADate: Story = {
  play: async ({ canvas }) => {
    await toCalendar(canvas);
    await expect(
      canvas.getByRole('heading', { name: 'Schedule your 30 Min. Video Call' }),
    ).toHaveFocus();
    // Tomorrow is inside the 48 hours.
    await expect(canvas.getByRole('button', { name: /^Tuesday, March 3, 2026/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose a different designer' })).toBeVisible();
  },
};

/** The calendar while the designer's availability loads. */
export const LoadingAvailability: Story = {
  beforeEach({ msw }) {
    msw.use(...designerHandlers({ latency: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Work with Maya Okafor' }));
    await expect(await canvas.findByRole('status', {}, lazy)).toHaveTextContent(
      'Loading availability...',
    );
  },
};

/** The day's times, in the customer's timezone; 'Select another date' goes back. */
export const ChooseATime: Story = {
  play: async ({ canvas }) => {
    const times = await toTimes(canvas);
    await expect(canvas.getByText('Times are in Central Time (CST)')).toBeVisible();
    await expect(within(times).getAllByRole('button')[0]).toHaveTextContent('11:00 AM');
    await userEvent.click(canvas.getByRole('button', { name: 'Select another date' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Choose a day for your call' }, lazy),
    ).toBeVisible();
  },
};

/** A day whose last times were taken meanwhile. */
export const NoTimesAvailable: Story = {
  beforeEach({ msw }) {
    msw.use(...designerHandlers({ times: [] }));
  },
  play: async ({ canvas }) => {
    await toCalendar(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: /^Wednesday, March 4, 2026, available/ }),
    );
    await expect(await canvas.findByText('No times available.', {}, lazy)).toBeVisible();
  },
};

/** What ScheduleTheCall's API received. */
const scheduleSaves: DesignUpdateRequest[] = [];

/** The summary, then 'Schedule my Call!': the call is booked and the step shows who and when. */
export const ScheduleTheCall: Story = {
  beforeEach({ msw }) {
    scheduleSaves.length = 0;
    msw.use(...designerHandlers({ saves: scheduleSaves }));
  },
  play: async ({ canvas, args }) => {
    await toSummary(canvas);
    await expect(
      canvas.getByText('Wednesday, March 4, 2026, 11:00 AM to 11:30 AM CST'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule my Call!' }));
    await waitFor(() => expect(args.onChosen).toHaveBeenCalledTimes(1));
    await expect(scheduleSaves).toEqual([{ coach_id: 2, zoom_start: '2026-03-04 17:00:00' }]);
    // The step is done: who and when, focus on its heading (the button pressed is gone).
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Your designer and video call' })).toHaveFocus(),
    );
    await expect(canvas.queryByRole('button', { name: 'Schedule my Call!' })).toBeNull();
  },
};

/** 'Choose a different time' returns to the day's times; 'Choose a different designer' to the list. */
export const ChooseDifferently: Story = {
  play: async ({ canvas }) => {
    await toSummary(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a different time' }));
    await expect(
      await canvas.findByRole(
        'list',
        { name: 'Available times on Wednesday, March 4, 2026' },
        lazy,
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '11:30 AM' }));
    await expect(
      await canvas.findByText('Wednesday, March 4, 2026, 11:30 AM to 12:00 PM CST'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a different designer' }));
    await expect(await cardNames(canvas)).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: 'Our designers' })).toHaveFocus();
  },
};

/** A product without a call: no zoom-only designers, no calendar, 'Start my garden design with {name}'. */
export const WithoutACall: Story = {
  args: { design: scheduledDesign(liteProduct) },
  play: async ({ canvas }) => {
    await expect(await cardNames(canvas)).toEqual(['Naomi Sato', 'Maya Okafor', 'Ines Park']);
    await userEvent.click(canvas.getByRole('button', { name: 'Work with Maya Okafor' }));
    await expect(canvas.getByRole('heading', { name: 'Your designer' })).toHaveFocus();
    await expect(
      canvas.getByRole('button', { name: 'Start my garden design with Maya Okafor' }),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Choose a different designer' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Choose a different time' })).toBeNull();
  },
};

/** The time was taken meanwhile: the API's message, and the button can be pressed again. */
export const SubmitFailure: Story = {
  beforeEach({ msw }) {
    msw.use(...designerHandlers({ save: timeTaken }));
  },
  play: async ({ canvas, args }) => {
    await toSummary(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule my Call!' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That time is no longer available. Please choose another time.',
    );
    await expect(canvas.getByRole('button', { name: 'Schedule my Call!' })).toBeEnabled();
    await expect(args.onChosen).not.toHaveBeenCalled();
  },
};

/** The designer is chosen and the call booked: who and when, instead of the list. */
export const AlreadyChosen: Story = {
  args: { design: chosenDesign(maya, wednesdayCall) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Maya Okafor')).toBeVisible();
    await expect(
      canvas.getByText('Wednesday, March 4, 2026, 11:00 AM to 11:30 AM CST'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Designers' })).toBeNull();
  },
};

/** A design without a call whose designer is chosen. */
export const AlreadyChosenWithoutACall: Story = {
  args: { design: chosenDesign(maya, null, liteProduct) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your designer' })).toBeVisible();
    await expect(canvas.getByText('Maya Okafor')).toBeVisible();
  },
};
