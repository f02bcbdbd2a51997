import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { ProjectMessages } from './ProjectMessages.tsx';
import {
  createFakeSocketServer,
  type FakeSocketOptions,
  type FakeSocketServer,
} from './testing/fakeSocket.ts';
import {
  casey,
  conversationWithFiles,
  emptyConversation,
  longConversation,
  longHistory,
  maya,
  message,
  messagesDesignId,
  messagesHandlers,
  messagesTimeZone,
  type MessagesApiOptions,
} from './testing/messagesFixtures.ts';
import { SocketFactoryContext } from './useDesignSocket.ts';

type Canvas = ReturnType<typeof within>;

/** How a story's API and live connection behave (`parameters.messages`). */
interface MessagesStoryParameters {
  api?: MessagesApiOptions;
  socket?: FakeSocketOptions;
}

// The story's fake live connection: made fresh before each story, read by its play function.
let live: FakeSocketServer = createFakeSocketServer();

const withLiveConnection: Decorator = (Story) => (
  <SocketFactoryContext value={live.io}>
    {/* A design page's width. */}
    <Box padding="large" style={{ maxWidth: '72rem', marginInline: 'auto' }}>
      <Story />
    </Box>
  </SocketFactoryContext>
);

const lazy = { timeout: 5000 };
const entries = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: 'Conversations' }, lazy)).getAllByRole('button');
const openWithCasey = async (canvas: Canvas, name = /The two along the fence/) => {
  await userEvent.click(
    within(await canvas.findByRole('list', { name: 'Conversations' }, lazy)).getByRole('button', {
      name,
    }),
  );
  return canvas.findByRole('region', { name: /^Conversation with/ });
};
const png = (name = 'Shady bed.png', size?: number) =>
  new File([size ? new Uint8Array(size) : 'png'], name, { type: 'image/png' });

/**
 * **ProjectMessages** (`src/features/designs/messages`): the conversations on a design, at the foot of its
 * page (`/account/designs/{design}`), between the customer, the designer, the artist and admins.
 *
 * - **The block**: 'Project Messages' and 'Max file upload size: 5MB'; shown when the viewer has
 *   conversations on the design, or may start one (a designer, artist or admin with someone to
 *   message: **New message**). The customer ('user') never starts one, and sees no block until a
 *   conversation with them exists.
 * - **The list**: 'Connecting to chat...' until the live connection is up, 'Loading Messages...'
 *   while the conversations load; then each conversation, newest activity first: the other people,
 *   the latest message ('File Upload' when it has files only, 'No messages yet' when there is none),
 *   when it last moved and an unread mark.
 * - **A conversation** opens in a 550 px panel beside the list (marking it seen): its messages in
 *   order, pictures as thumbnails and other files as download links, 'Load older messages' for the
 *   earlier ones, 'No messages to show' when empty; the composer (Enter sends, Shift+Enter is a new
 *   line, Attach a file: a picture, pdf, doc, docx, txt or rtf under 5 MB, previewed and removable).
 *   Closed conversations read 'Messaging closed.'. Escape or Close shuts the panel.
 * - **New message**: a recipient ('Designer: Maya Okafor'), the message 'New message...', Cancel and
 *   Send; the conversation then opens.
 * - **Live**: messages and new conversations arrive without a reload; while the connection is down a
 *   panel is covered by 'Connecting to chat...'. Failures to send say 'There was an error sending
 *   your message.' and keep what was written.
 *
 * Here Maya (the designer) is signed in unless a story says otherwise; times are in Chicago; the API
 * is MSW with the contract's answers, and the live connection a fake socket.io client.
 */
const meta = {
  title: 'Designs/ProjectMessages',
  component: ProjectMessages,
  decorators: [withLiveConnection],
  args: {
    designId: messagesDesignId,
    viewerId: maya.id,
    actingAs: 'designer',
    timeZone: messagesTimeZone,
  },
  beforeEach({ msw, parameters }) {
    const options = (parameters.messages ?? {}) as MessagesStoryParameters;
    live = createFakeSocketServer(options.socket);
    msw.use(...messagesHandlers(options.api));
  },
} satisfies Meta<typeof ProjectMessages>;
export default meta;
type Story = StoryObj<typeof meta>;
const messages = (options: MessagesStoryParameters) => ({ messages: options });

export const Playground: Story = {};

/** Until the live connection is up, the list waits: 'Connecting to chat...'. */
export const ConnectingToChat: Story = {
  parameters: messages({ socket: { autoConnect: false } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Connecting to chat...');
    await expect(canvas.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
  },
};

/** Connected, the conversations still on their way: 'Loading Messages...'. */
export const LoadingMessages: Story = {
  parameters: messages({ api: { listDelay: 'infinite' } }),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Loading Messages...'),
    );
  },
};

/** The designer's conversations, newest first: Casey's answer is unread. */
export const Conversations: Story = {
  play: async ({ canvas }) => {
    const [open, closed] = await entries(canvas);
    await expect(open).toHaveAccessibleName(
      'Casey Customer Unread The two along the fence, from about 2pm. The ones by the patio stay shady. Nov 24, 2026, 10:00 AM',
    );
    await expect(closed).not.toHaveAccessibleName(/Unread/);
  },
};

/** A conversation open beside the list; opening it marked it seen. */
export const OpenConversation: Story = {
  play: async ({ canvas }) => {
    const panel = await openWithCasey(canvas);
    await expect(
      within(panel).getByRole('heading', { name: 'Conversation with Casey Customer' }),
    ).toHaveFocus();
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(async () =>
      expect((await entries(canvas))[0]).not.toHaveAccessibleName(/Unread/),
    );
  },
};

/** Files in a conversation: pictures as thumbnails, the plan as a download link; 'File Upload' in the list. */
export const Attachments: Story = {
  parameters: messages({ api: { conversations: [conversationWithFiles] } }),
  play: async ({ canvas }) => {
    await expect((await entries(canvas))[0]).toHaveAccessibleName(/File Upload/);
    const panel = await openWithCasey(canvas, /File Upload/);
    await expect(within(panel).getByRole('link', { name: 'Planting plan.pdf' })).toBeVisible();
    await expect(within(panel).getByRole('img', { name: 'Fence beds.png' })).toBeVisible();
  },
};

/** Writing: Enter sends and the message joins the conversation. */
export const SendingAMessage: Story = {
  play: async ({ canvas }) => {
    const panel = await openWithCasey(canvas);
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Your message' }),
      'Perfect, thank you!{Enter}',
    );
    const log = within(within(panel).getByRole('log', { name: 'Messages' }));
    await expect(await log.findByText('Perfect, thank you!')).toBeVisible();
    await expect(within(panel).getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  },
};

/** A picture chosen to send: previewed, removable, and Send works without text. */
export const AttachmentChosen: Story = {
  play: async ({ canvas }) => {
    const panel = await openWithCasey(canvas);
    await userEvent.upload(within(panel).getByLabelText('Attach a file'), png());
    await expect(within(panel).getByText('Shady bed.png')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Remove Shady bed.png' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** A file of 5 MB or more is refused before anything is sent. */
export const FileTooLarge: Story = {
  play: async ({ canvas }) => {
    const panel = await openWithCasey(canvas);
    await userEvent.upload(
      within(panel).getByLabelText('Attach a file'),
      png('Whole garden.png', 5_000_000),
    );
    await expect(within(panel).getByRole('alert')).toHaveTextContent(
      'The file you are attempting to upload is too large, it must be less than 5MB',
    );
    await expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Sending failed: the message says so, and what was written stays. */
export const SendFailed: Story = {
  parameters: messages({ api: { sendFailure: 500 } }),
  play: async ({ canvas }) => {
    const panel = await openWithCasey(canvas);
    const box = within(panel).getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'See you Tuesday{Enter}');
    await expect(
      await within(panel).findByText('There was an error sending your message.'),
    ).toHaveAttribute('role', 'alert');
    await expect(box).toHaveValue('See you Tuesday');
    // Sent again from the Send button by keyboard: the button keeps focus through the attempt.
    const send = within(panel).getByRole('button', { name: 'Send' });
    send.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(send).not.toHaveAttribute('aria-busy'));
    await expect(send).toHaveFocus();
  },
};

/** Casey answers while Maya reads: the message arrives live, without a reload. */
export const MessageArrivesLive: Story = {
  play: async ({ canvas }) => {
    const panel = await openWithCasey(canvas);
    live.deliver(
      'newMessage',
      message(9, 1, casey, 'Also: the fence faces west.', '2026-11-25T18:00:00.000Z'),
    );
    await expect(await within(panel).findByText('Also: the fence faces west.')).toBeVisible();
  },
};

/** A closed conversation reads 'Messaging closed.' and has no composer. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const panel = await openWithCasey(canvas, /Welcome to your garden design/);
    await expect(within(panel).getByText('Messaging closed.')).toBeVisible();
    await expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** A conversation with nothing in it: 'No messages to show'. */
export const NoMessages: Story = {
  parameters: messages({ api: { conversations: [emptyConversation] } }),
  play: async ({ canvas }) => {
    await expect((await entries(canvas))[0]).toHaveAccessibleName(/No messages yet/);
    const panel = await openWithCasey(canvas, /No messages yet/);
    await expect(within(panel).getByText('No messages to show')).toBeVisible();
  },
};

/** A long conversation: the latest 20 show, 'Load older messages' brings the rest. */
export const OlderMessages: Story = {
  parameters: messages({
    api: { conversations: [longConversation], history: { 5: longHistory } },
  }),
  play: async ({ canvas }) => {
    const panel = await openWithCasey(canvas, /Week 25/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Load older messages' }));
    await expect(
      await within(panel).findByText('Week 1: how are the seedlings doing?'),
    ).toBeInTheDocument();
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(25);
  },
};

/** The live connection dropped: the open panel is covered until it is back. */
export const NotConnected: Story = {
  play: async ({ canvas }) => {
    const panel = await openWithCasey(canvas);
    live.drop();
    await expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Connecting to chat...',
    );
  },
};

/** New message: choose who to message ('{prefix}: {first} {last}') and write. */
export const NewMessagePanel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New message' }, lazy));
    const panel = canvas.getByRole('region', { name: 'New message' });
    await expect(within(panel).getByRole('textbox', { name: 'New message' })).toHaveAttribute(
      'placeholder',
      'New message...',
    );
    await userEvent.click(within(panel).getByRole('combobox', { name: 'To' }));
    // The options open in a layer at the foot of the page.
    await expect(await screen.findByRole('option', { name: 'Artist: Ari Artist' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('region', { name: 'New message' })).toBeVisible();
  },
};

/** Sending a new message without choosing whom to: the select says so. */
export const NewMessageNeedsRecipient: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New message' }, lazy));
    const panel = canvas.getByRole('region', { name: 'New message' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'New message' }), 'Hello!');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    await expect(await within(panel).findByText('Choose who to message.')).toBeVisible();
  },
};

/** The designer before any conversation: only New message, to start the first. */
export const FirstConversation: Story = {
  parameters: messages({ api: { conversations: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'New message' }, lazy)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
  },
};

/** The customer (acting as 'user'): reads and replies, starts no conversation. */
export const CustomerView: Story = {
  args: { viewerId: casey.id, actingAs: 'user' },
  play: async ({ canvas }) => {
    const [open] = await entries(canvas);
    await expect(open).toHaveAccessibleName(/^Maya Okafor The two along the fence/);
    await expect(canvas.queryByRole('button', { name: 'New message' })).not.toBeInTheDocument();
  },
};
