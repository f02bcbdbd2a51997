import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Container } from '#src/ui/components/Container/index.ts';
import { AvailabilityManager } from './AvailabilityManager.tsx';
import {
  demoBookings,
  demoClock,
  demoCoachId,
  demoCoachingHandlers,
  demoCoachingNow,
  demoCoachingZone,
  demoWindows,
} from './testing/demoCoaching.ts';

/** Chooses a time of a range: hour, minutes and AM/PM ('From' or 'To'). */
async function chooseTime(
  range: HTMLElement,
  end: 'From' | 'To',
  [hour, minute, meridiem]: [string, string, string],
) {
  for (const [part, option] of [
    ['Hour', hour],
    ['Minutes', minute],
    ['AM/PM', meridiem],
  ] as const) {
    await userEvent.click(within(range).getByRole('combobox', { name: `${end} ${part}` }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  }
}

const pick = async (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  userEvent.click(await canvas.findByRole('button', { name }));

/** Waits for the month's data: its windows and its bookings (two requests) have both marked days. */
async function loaded(canvas: ReturnType<typeof within>) {
  await canvas.findByRole(
    'button',
    { name: 'Thursday, November 26, 2026, available' },
    { timeout: 5000 },
  );
  await canvas.findByRole(
    'button',
    { name: 'Friday, November 27, 2026, has bookings' },
    { timeout: 5000 },
  );
}

/**
 * **AvailabilityManager**: a coach's availability (`/account/coaching/manage`, docs/spec/features.md
 * §2.13). A month calendar marks the days the coach has set times on (available) and the days with
 * booked sessions (has bookings); today is outlined and earlier days cannot be chosen; navigation runs
 * from the current month to six months ahead. 'Single date' picks one day, 'Whole week' its week
 * (Sunday to Saturday, less the days before today). A single chosen day lists its times and booked
 * sessions (time, customer, package, Join when there is a meeting link), and its times fill the picker;
 * a week lists each day. The picker holds one or more From–To ranges (hour, minutes, AM/PM; 'Add
 * another time', 'Remove'): 'Save availability' replaces the chosen days' times
 * (`POST /users/{id}/available-times`), 'Mark as unavailable' clears them. Every select is needed
 * (invalidTime), From must be before To (said beside the range), a range that ends in the past is
 * refused (invalidTimePast); a refusal shows the server's message. Times are in the coach's zone.
 * Stories run on a pinned day: Wednesday, November 25, 2026, 10 AM in Los Angeles.
 */
const meta = {
  title: 'Coaching/AvailabilityManager',
  component: AvailabilityManager,
  decorators: [
    (Story) => (
      <Container>
        <Story />
      </Container>
    ),
  ],
  args: {
    coachId: demoCoachId,
    timeZone: demoCoachingZone,
    now: demoCoachingNow,
    clock: demoClock,
  },
  globals: { viewport: { value: 'desktop' } },
  beforeEach({ msw }) {
    msw.use(...demoCoachingHandlers({ windows: demoWindows(40, '2026-11-26') }));
  },
} satisfies Meta<typeof AvailabilityManager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Windows on weekdays and two booked sessions; a chosen day lists both and fills the picker. */
export const WindowsAndBookings: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('Your times are shown in America/Los_Angeles')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Friday, November 27, 2026, has bookings' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^Tuesday, November 24, 2026/ }),
    ).toBeDisabled();
    await pick(canvas, 'Friday, November 27, 2026, has bookings');
    await expect(canvas.getByRole('heading', { name: 'Friday, November 27' })).toBeVisible();
    const times = canvas.getByRole('list', { name: 'Your times' });
    await expect(times).toHaveTextContent('9:00 AM – 12:00 PM');
    await expect(times).toHaveTextContent('1:00 PM – 5:00 PM');
    const sessions = canvas.getByRole('list', { name: 'Booked sessions' });
    await expect(sessions).toHaveTextContent('Casey Customer');
    await expect(
      within(sessions).getByRole('link', { name: /^Join the session with Casey Customer/ }),
    ).toHaveAttribute('href', 'https://zoom.example/j/31');
    const first = canvas.getByRole('group', { name: 'Time 1' });
    await expect(within(first).getByRole('combobox', { name: 'From Hour' })).toHaveTextContent('9');
  },
};

/** The windows and bookings came with the page (server-rendered): nothing to load. */
export const FromThePage: Story = {
  args: {
    initial: {
      month: '2026-11-01',
      windows: demoWindows(40, '2026-11-26'),
      bookings: demoBookings,
    },
  },
  beforeEach({ msw }) {
    msw.use(...demoCoachingHandlers({ latency: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Thursday, November 26, 2026, available' }),
    ).toBeVisible();
    await expect(canvas.getByText('Pick a day to see and set its times.')).toBeVisible();
  },
};

/** A month with nothing set and nothing booked: plain words for an empty day. */
export const EmptyMonth: Story = {
  beforeEach({ msw }) {
    msw.use(...demoCoachingHandlers({ windows: [], bookings: [] }));
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByText('Pick a day to see and set its times.')).toBeVisible(),
    );
    await expect(canvas.getByRole('heading', { name: 'No day chosen' })).toBeVisible();
    await pick(canvas, 'Monday, November 30, 2026');
    await expect(canvas.getByText('No times set for this day.')).toBeVisible();
    await expect(canvas.getByText('No sessions booked on this day.')).toBeVisible();
  },
};

/** The month is loading: the calendar says so under the grid. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...demoCoachingHandlers({ latency: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your availability...')).toBeVisible();
  },
};

/** The month could not be loaded: an alert and Try again. */
export const LoadFailure: Story = {
  beforeEach({ msw }) {
    msw.use(...demoCoachingHandlers({ loadStatus: 500 }));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Sorry, we were unable to load your availability.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Week mode: a pick chooses the whole week, each day listed with its times and sessions. */
export const WeekSelection: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Whole week' }));
    await pick(canvas, 'Tuesday, December 1, 2026, available');
    await expect(
      canvas.getByRole('heading', {
        name: 'Sunday, November 29 to Saturday, December 5 (7 days)',
      }),
    ).toBeVisible();
    const days = within(canvas.getByRole('list', { name: 'The chosen days' })).getAllByRole(
      'listitem',
    );
    await expect(days).toHaveLength(7);
    await expect(days[3]).toHaveTextContent(
      'Wednesday, December 2: 9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM; 1 session booked',
    );
    await expect(
      canvas.getByText('Saving replaces the times of these 7 days with the times below.'),
    ).toBeVisible();
  },
};

/** Two ranges saved for a blank Saturday: the success toast, and the day is marked available. */
export const Saved: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await pick(canvas, 'Saturday, November 28, 2026');
    await chooseTime(canvas.getByRole('group', { name: 'Time 1' }), 'From', ['9', '00', 'AM']);
    await chooseTime(canvas.getByRole('group', { name: 'Time 1' }), 'To', ['12', '00', 'PM']);
    await userEvent.click(canvas.getByRole('button', { name: 'Add another time' }));
    const second = canvas.getByRole('group', { name: 'Time 2' });
    await waitFor(() =>
      expect(within(second).getByRole('combobox', { name: 'From Hour' })).toHaveFocus(),
    );
    await chooseTime(second, 'From', ['1', '30', 'PM']);
    await chooseTime(second, 'To', ['4', '00', 'PM']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save availability' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Success! You have updated your availability!',
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', {
        name: 'Saturday, November 28, 2026, available, selected',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Your times' })).toHaveTextContent(
      '1:30 PM – 4:00 PM',
    );
  },
};

/** While the save is on its way the button is busy (and keeps focus) and the ranges cannot change. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...demoCoachingHandlers({
        windows: demoWindows(40, '2026-11-26'),
        saveLatency: 'infinite',
      }),
    );
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await pick(canvas, 'Monday, November 30, 2026, available');
    await userEvent.click(canvas.getByRole('button', { name: 'Save availability' }));
    const save = canvas.getByRole('button', { name: 'Save availability' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    // Busy but still focusable (a disabled button would drop the keyboard user's focus):
    // aria-disabled tells assistive technology, and the click does nothing.
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Mark as unavailable' })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: 'Time 1' })).toBeDisabled();
  },
};

/** The server refused: its message as an error toast, and the choices stay. */
export const SaveFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...demoCoachingHandlers({
        windows: demoWindows(40, '2026-11-26'),
        saveError: { status: 422, message: 'Only designers can set availability.' },
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await pick(canvas, 'Saturday, November 28, 2026');
    const range = canvas.getByRole('group', { name: 'Time 1' });
    await chooseTime(range, 'From', ['9', '00', 'AM']);
    await chooseTime(range, 'To', ['11', '00', 'AM']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save availability' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Only designers can set availability.',
      ),
    ).toBeVisible();
    await expect(within(range).getByRole('combobox', { name: 'To Hour' })).toHaveTextContent('11');
    await expect(
      canvas.getByRole('button', { name: 'Saturday, November 28, 2026, selected' }),
    ).toBeVisible();
  },
};

/** A select left empty: invalidTime, and focus on the select to fill in. */
export const InvalidTime: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await pick(canvas, 'Saturday, November 28, 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save availability' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Please fill out all fields to confirm your availability.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'From Hour' })).toHaveFocus();
  },
};

/** Today until 8 AM, when it is 10 AM: invalidTimePast. */
export const InvalidTimePast: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await pick(canvas, /^Wednesday, November 25, 2026, today/);
    const range = canvas.getByRole('group', { name: 'Time 1' });
    await chooseTime(range, 'From', ['7', '00', 'AM']);
    await chooseTime(range, 'To', ['8', '00', 'AM']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save availability' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        "You must select a time that isn't in the past.",
      ),
    ).toBeVisible();
  },
};

/** From after To: said beside the range. */
export const FromAfterTo: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await pick(canvas, 'Saturday, November 28, 2026');
    const range = canvas.getByRole('group', { name: 'Time 1' });
    await chooseTime(range, 'From', ['5', '00', 'PM']);
    await chooseTime(range, 'To', ['1', '00', 'PM']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save availability' }));
    await expect(within(range).getByText('From must be before To.')).toBeVisible();
    await expect(range).toHaveAccessibleDescription('From must be before To.');
  },
};

/** 'Mark as unavailable' clears the chosen day's times. */
export const MarkUnavailable: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await pick(canvas, 'Monday, November 30, 2026, available');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as unavailable' }));
    await expect(await canvas.findByText('No times set for this day.')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Monday, November 30, 2026, selected' }),
    ).toBeVisible();
  },
};

/** On a phone the calendar and the chosen day stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await pick(canvas, 'Friday, November 27, 2026, has bookings');
    await expect(canvas.getByRole('group', { name: 'Time 1' })).toBeVisible();
  },
};
