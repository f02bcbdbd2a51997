import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { useRef, useState, type ComponentProps } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AvailableNowWire } from '#src/lib/api/types.ts';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Button } from '#src/ui/components/Button/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { formatTimeOfDay } from './availabilityTime.ts';
import {
  demoClock,
  demoCoachId,
  demoCoachingHandlers,
  demoCoachingZone,
} from './testing/demoCoaching.ts';
import { GoLiveDialog } from './GoLiveDialog.tsx';

type DemoProps = Pick<ComponentProps<typeof GoLiveDialog>, 'coachId' | 'timeZone' | 'clock'>;

/** What opens the dialog in the header (the Go Live switch) stands in as a button here. */
function GoLiveDemo(props: DemoProps) {
  const [open, setOpen] = useState(false);
  const [live, setLive] = useState<AvailableNowWire | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <Box padding="large">
      <Button ref={opener} onClick={() => setOpen(true)}>
        Open Go Live
      </Button>
      <Text>
        {live?.available_now_end
          ? `Live until ${formatTimeOfDay(live.available_now_end, props.timeZone)}`
          : 'Not live'}
      </Text>
      <GoLiveDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        returnFocus={opener}
        onLive={(answer) => {
          setLive(answer);
          setOpen(false);
        }}
      />
    </Box>
  );
}

async function openDialog(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Open Go Live' }));
  const dialog = await screen.findByRole('dialog', { name: 'Go Live' });
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
  return dialog;
}

async function chooseUntil(dialog: HTMLElement, hour: string, minute?: string, meridiem?: string) {
  const choose = async (name: string, option: string) => {
    await userEvent.click(within(dialog).getByRole('combobox', { name }));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  };
  await choose('Until Hour', hour);
  if (minute) await choose('Until Minutes', minute);
  if (meridiem) await choose('Until AM/PM', meridiem);
}

/**
 * **GoLiveDialog**: the Go Live modal an active coach opens from the header's switch
 * (docs/spec/platform.md §5, §8): available for instant booking from now until a time today, chosen
 * as hour (1–12; 12 is sent as 0), minutes (00, 15, 30, 45) and AM/PM in the coach's zone. All three
 * are needed ('Please fill out all fields to confirm your availability.'); a time that is not after
 * now is refused ("You must select a time that isn't in the past."). Go Live sends
 * `POST /users/{id}/available-now { start, end }` and says 'Your available now time has been set'; a
 * refusal shows the server's message, in a toast and in the dialog. Escape or Cancel closes it and
 * focus returns to what opened it. Stories run at 10 AM on November 25, 2026 in Los Angeles.
 */
const meta = {
  title: 'Coaching/GoLiveDialog',
  component: GoLiveDemo,
  args: { coachId: demoCoachId, timeZone: demoCoachingZone, clock: demoClock },
  beforeEach({ msw }) {
    msw.use(...demoCoachingHandlers());
  },
} satisfies Meta<typeof GoLiveDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the three selects, focus on the hour; Escape closes and returns focus. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleDescription(
      'Take instant bookings from now until a time you choose today (times in America/Los_Angeles).',
    );
    await expect(within(dialog).getByRole('combobox', { name: 'Until Hour' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open Go Live' })).toHaveFocus();
  },
};

/** Live until 5:00 PM: the success toast, and the dialog closes. */
export const GoesLive: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await chooseUntil(dialog, '5', '00', 'PM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go Live' }));
    await expect(await screen.findByText('Your available now time has been set')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Live until 5:00 PM')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open Go Live' })).toHaveFocus();
  },
};

/** 12 is sent as 0: 12:30 PM is half past noon. */
export const Noon: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await chooseUntil(dialog, '12', '30', 'PM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go Live' }));
    await expect(await canvas.findByText('Live until 12:30 PM')).toBeVisible();
  },
};

/** Only the hour chosen: invalidTime, and focus moves to the minutes. */
export const InvalidTime: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await chooseUntil(dialog, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go Live' }));
    await expect(
      within(dialog).getByText('Please fill out all fields to confirm your availability.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: 'Until Minutes' })).toHaveFocus();
  },
};

/** 9:45 AM when it is 10 AM: invalidTimePast. */
export const InvalidTimePast: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await chooseUntil(dialog, '9', '45', 'AM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go Live' }));
    await expect(
      within(dialog).getByText("You must select a time that isn't in the past."),
    ).toBeVisible();
    await expect(canvas.getByText('Not live')).toBeInTheDocument();
  },
};

/** The server refused (the coach is no longer active): its message, and the dialog stays. */
export const ServerRefusal: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...demoCoachingHandlers({
        liveError: { status: 403, message: 'Only active designers can go live.' },
      }),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await chooseUntil(dialog, '5', '00', 'PM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go Live' }));
    await expect(
      await within(dialog).findByText('Only active designers can go live.'),
    ).toBeVisible();
    await expect(screen.getByRole('dialog', { name: 'Go Live' })).toBeVisible();
  },
};
