import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversationRoom, designRoom } from '#src/lib/api/rooms.ts';
import type { ConversationWire, DesignActingAs } from '#src/lib/api/types.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { ProjectMessages } from './ProjectMessages.tsx';
import { createFakeSocketServer, type FakeSocketOptions } from './testing/fakeSocket.ts';
import {
  admin,
  ari,
  casey,
  closedConversation,
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
  type RecordedRequest,
} from './testing/messagesFixtures.ts';
import { SocketFactoryContext } from './useDesignSocket.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function show({
  api = {},
  socket = {},
  viewerId = maya.id,
  actingAs = 'designer',
}: {
  api?: MessagesApiOptions;
  socket?: FakeSocketOptions;
  viewerId?: number;
  actingAs?: DesignActingAs;
} = {}) {
  const requests: RecordedRequest[] = [];
  server.use(...messagesHandlers({ requests, ...api }));
  const fake = createFakeSocketServer(socket);
  const view = render(
    <StoryProviders>
      <SocketFactoryContext value={fake.io}>
        <ProjectMessages
          designId={messagesDesignId}
          viewerId={viewerId}
          actingAs={actingAs}
          timeZone={messagesTimeZone}
        />
      </SocketFactoryContext>
    </StoryProviders>,
  );
  // Files keep their name and type through Node's fetch only when made by Node's own File.
  return { requests, fake, view, user: userEvent.setup({ applyAccept: false }) };
}

type User = ReturnType<typeof userEvent.setup>;
/** The open conversation between Casey and Maya (not the closed one, which is about scheduling). */
const withCasey = /^(Casey Customer|Maya Okafor) (Unread )?(?!Welcome)/;
const list = () => screen.findByRole('list', { name: 'Conversations' });
const entries = async () => within(await list()).getAllByRole('button');
const entry = async (name: RegExp) => within(await list()).getByRole('button', { name });
const open = async (user: User, name: RegExp) => {
  await user.click(await entry(name));
  return screen.findByRole('region', { name: /^Conversation with/ });
};
const messagesLog = () => screen.getByRole('log', { name: 'Messages' });
const seenCalls = (requests: RecordedRequest[], conversationId: number) =>
  requests.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === `/api/designs/2/conversations/${conversationId}` &&
      request.form !== undefined &&
      Object.keys(request.form).length === 0,
  );
/**
 * A file as Node's fetch (which MSW answers) can send: jsdom's File and FormData do not travel
 * through it, so a test with files uses Node's own, as a browser uses its one kind.
 */
async function nodeFile(parts: (string | Uint8Array)[], name: string, type: string) {
  const { File: NodeFile } = await import('node:buffer');
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  return new NodeFile(parts, name, { type }) as unknown as File;
}

describe('ProjectMessages', () => {
  it("says 'Connecting to chat...' until the live connection is up, identified by a ticket", async () => {
    const { fake, requests } = show({ socket: { autoConnect: false } });
    expect(await screen.findByRole('heading', { name: 'Project Messages' })).toBeVisible();
    expect(screen.getByText('Max file upload size: 5MB')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to chat...');
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    expect(fake.opened).toHaveLength(1);
    expect(fake.opened[0]!.url).toBe('http://localhost:4000');

    await act(() => fake.connect());
    expect(await entries()).toHaveLength(2);
    expect(fake.handshakes).toEqual([{ ticket: 'ticket-1' }]);
    expect(requests.filter((request) => request.path === '/api/realtime/ticket')).toHaveLength(1);
    expect(fake.rooms()).toEqual(
      expect.arrayContaining([designRoom(2), conversationRoom(1), conversationRoom(2)]),
    );
  });

  it('lists each conversation with the other people, its latest line, when it moved and an unread mark', async () => {
    show({
      api: { conversations: [conversationWithFiles, closedConversation, emptyConversation] },
    });
    const [withFiles, closed, empty] = await entries();
    // Maya is the viewer: the others are named; Casey's photo came after she last looked.
    expect(withFiles).toHaveAccessibleName(
      'Casey Customer Unread File Upload Nov 25, 2026, 3:30 AM',
    );
    expect(closed).toHaveAccessibleName(
      'Casey Customer Welcome to your garden design! This thread was for scheduling: see you on our call. Nov 5, 2026, 10:00 AM',
    );
    expect(empty).toHaveAccessibleName('Ari Artist No messages yet Nov 1, 2026, 10:00 AM');
  });

  it('marks a conversation unread until it is opened, then marks it seen', async () => {
    const { user, requests } = show();
    expect(await entry(withCasey)).toHaveAccessibleName(
      'Casey Customer Unread The two along the fence, from about 2pm. The ones by the patio stay shady. Nov 24, 2026, 10:00 AM',
    );
    const panel = await open(user, withCasey);
    expect(
      within(panel).getByRole('heading', { name: 'Conversation with Casey Customer' }),
    ).toHaveFocus();
    expect(await entry(withCasey)).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(seenCalls(requests, 1)).toHaveLength(1));
    await waitFor(async () => expect(await entry(withCasey)).not.toHaveAccessibleName(/Unread/));
    const shown = within(messagesLog()).getAllByRole('listitem');
    expect(shown.map((item) => item.textContent)).toEqual([
      'Maya OkaforNov 23, 2026, 10:00 AMHi Casey! I had a look at your garden photos. Could you tell me which beds get afternoon sun?'.replace(
        'Maya Okafor',
        'You',
      ),
      'Casey CustomerNov 24, 2026, 10:00 AMThe two along the fence, from about 2pm. The ones by the patio stay shady.',
    ]);
  });

  it('sends with Enter, trimmed, with Shift+Enter for a new line, and relays the stored message', async () => {
    const { user, requests, fake } = show();
    await open(user, withCasey);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, 'Lovely, thanks!{Shift>}{Enter}{/Shift}See you Tuesday. ');
    expect(box).toHaveValue('   Lovely, thanks!\nSee you Tuesday. ');
    await user.keyboard('{Enter}');

    expect(
      await within(messagesLog()).findByText('Lovely, thanks! See you Tuesday.', {
        normalizer: (text) => text.replace(/\s+/g, ' '),
      }),
    ).toBeVisible();
    const sends = requests.filter((request) => request.form?.message !== undefined);
    expect(sends).toEqual([
      {
        method: 'POST',
        path: '/api/designs/2/conversations/1',
        // A form's line breaks travel as CRLF, as browsers send them.
        form: { message: 'Lovely, thanks!\r\nSee you Tuesday.' },
      },
    ]);
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(fake.sent.find((sent) => sent.event === 'message')).toEqual({
      event: 'message',
      payload: {
        room: conversationRoom(1),
        message: expect.objectContaining({
          id: 501,
          message: 'Lovely, thanks!\r\nSee you Tuesday.',
        }),
      },
    });
    expect(await entry(withCasey)).toHaveAccessibleName(
      'Casey Customer Lovely, thanks! See you Tuesday. Nov 25, 2026, 11:02 AM',
    );
  });

  it('sends a file alone, previewed before and shown as its named link after', async () => {
    const { user, requests } = show();
    await open(user, withCasey);
    const send = screen.getByRole('button', { name: 'Send' });
    await user.upload(
      screen.getByLabelText('Attach a file'),
      await nodeFile(['%PDF-1.4\n'], 'Bed sizes.pdf', 'application/pdf'),
    );
    expect(screen.getByText('Bed sizes.pdf')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Bed sizes.pdf' })).toBeVisible();
    expect(send).toBeEnabled();
    await user.click(send);

    const link = await within(messagesLog()).findByRole('link', { name: 'Bed sizes.pdf' });
    expect(link).toHaveAttribute('href', '/api/message-files/file-501');
    expect(link).toHaveAttribute('download', 'Bed sizes.pdf');
    expect(requests.find((request) => request.form?.file)?.form).toEqual({
      file: { name: 'Bed sizes.pdf', type: 'application/pdf', size: 9 },
    });
    expect(screen.queryByRole('button', { name: 'Remove Bed sizes.pdf' })).not.toBeInTheDocument();
    expect(await entry(withCasey)).toHaveAccessibleName(/^Casey Customer File Upload/);
  });

  it('shows pictures as thumbnails and other files as named download links', async () => {
    const { user } = show({ api: { conversations: [conversationWithFiles] } });
    await open(user, withCasey);
    const log = within(messagesLog());
    expect(log.getByRole('link', { name: 'Planting plan.pdf' })).toHaveAttribute(
      'href',
      '/api/message-files/planting-plan',
    );
    expect(log.getByRole('img', { name: 'Fence beds.png' })).toBeVisible();
    expect(log.getByRole('link', { name: 'Patio.png' })).toHaveAttribute('target', '_blank');
  });

  it('refuses a file of 5 MB or more before sending anything', async () => {
    const { user, requests } = show();
    await open(user, withCasey);
    await user.upload(
      screen.getByLabelText('Attach a file'),
      await nodeFile([new Uint8Array(5_000_000)], 'Survey.pdf', 'application/pdf'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The file you are attempting to upload is too large, it must be less than 5MB',
    );
    expect(screen.queryByText('Survey.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(requests.filter((request) => request.form?.file)).toEqual([]);
  });

  it('refuses a file that is not a picture, pdf, doc, docx, txt or rtf', async () => {
    const { user } = show();
    await open(user, withCasey);
    await user.upload(
      screen.getByLabelText('Attach a file'),
      await nodeFile(['ID3'], 'Birdsong.mp3', 'audio/mpeg'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Attach a picture, a PDF, a Word document or a text file.',
    );
    expect(screen.queryByText('Birdsong.mp3')).not.toBeInTheDocument();
  });

  it('keeps the text and the file and says so when sending fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = show({ api: { sendFailure: 500 } });
    await open(user, withCasey);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Here is the shady bed.');
    await user.upload(
      screen.getByLabelText('Attach a file'),
      await nodeFile(['hello'], 'Notes.txt', 'text/plain'),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('There was an error sending your message.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(box).toHaveValue('Here is the shady bed.');
    expect(screen.getByText('Notes.txt')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(error).toHaveBeenCalled();
  });

  it('keeps Send busy, and focusable, while a message is on its way', async () => {
    const { user } = show({ api: { sendDelay: 200 } });
    await open(user, withCasey);
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'On its way');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    expect(await within(messagesLog()).findByText('On its way')).toBeVisible();
  });

  it('appends a message arriving live without reloading, once, and marks it seen while open', async () => {
    const { user, requests, fake } = show();
    await open(user, withCasey);
    await waitFor(() => expect(seenCalls(requests, 1)).toHaveLength(1));
    const reply = message(9, 1, casey, 'Also: the fence faces west.', '2026-11-25T18:00:00.000Z');
    act(() => fake.deliver('newMessage', reply));
    act(() => fake.deliver('newMessage', reply));
    expect(within(messagesLog()).getAllByText('Also: the fence faces west.')).toHaveLength(1);
    expect(within(messagesLog()).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(seenCalls(requests, 1)).toHaveLength(2));
    expect(
      requests.filter((request) => request.path === '/api/designs/2/conversations'),
    ).toHaveLength(1);
  });

  it('shows a message it sent once when the live connection delivers it too', async () => {
    const { user, fake } = show();
    await open(user, withCasey);
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Once only{Enter}');
    await within(messagesLog()).findByText('Once only');
    act(() =>
      fake.deliver('newMessage', message(501, 1, maya, 'Once only', '2026-11-25T17:02:11.000Z')),
    );
    expect(within(messagesLog()).getAllByText('Once only')).toHaveLength(1);
  });

  it('adds a conversation announced live at the top and joins its room', async () => {
    const { fake } = show();
    await list();
    const announced: ConversationWire = {
      ...emptyConversation,
      id: 9,
      messages: [message(30, 9, ari, 'Render is ready', '2026-11-26T12:00:00.000Z')],
      total_messages: 1,
      updated_at: '2026-11-26T12:00:00.000Z',
    };
    act(() => fake.deliver('newConversation', announced));
    act(() => fake.deliver('newConversation', announced));
    const shown = await entries();
    expect(shown).toHaveLength(3);
    expect(shown[0]).toHaveAccessibleName(
      'Ari Artist Unread Render is ready Nov 26, 2026, 6:00 AM',
    );
    await waitFor(() => expect(fake.rooms()).toContain(conversationRoom(9)));
  });

  it("shows a closed conversation read-only: 'Messaging closed.'", async () => {
    const { user } = show();
    await open(user, /Welcome to your garden design/);
    expect(screen.getByText('Messaging closed.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Attach a file')).not.toBeInTheDocument();
  });

  it('lets an admin read a conversation they are not part of, without writing in it or marking it seen', async () => {
    const { user, requests } = show({ viewerId: admin.id, actingAs: 'admin' });
    const panel = await open(user, /^Casey Customer, Maya Okafor The two/);
    expect(within(panel).getByText('You are not part of this conversation.')).toBeVisible();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(messagesLog()).getAllByRole('listitem')).toHaveLength(2);
    expect(seenCalls(requests, 1)).toEqual([]);
  });

  it("says 'No messages to show' in a conversation without messages", async () => {
    const { user } = show({ api: { conversations: [emptyConversation] } });
    await open(user, /^Ari Artist/);
    expect(within(messagesLog()).getByText('No messages to show')).toBeVisible();
  });

  it('closes the panel with Escape, and focus goes back to its conversation', async () => {
    const { user } = show();
    await open(user, withCasey);
    await user.click(screen.getByRole('textbox', { name: 'Your message' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /^Conversation with/ })).not.toBeInTheDocument();
    expect(await entry(withCasey)).toHaveFocus();
  });

  it('loads older messages a page at a time with before', async () => {
    const { user, requests } = show({
      api: { conversations: [longConversation], history: { 5: longHistory } },
    });
    await open(user, withCasey);
    expect(within(messagesLog()).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(
      await within(messagesLog()).findByText('Week 1: how are the seedlings doing?'),
    ).toBeVisible();
    expect(within(messagesLog()).getAllByRole('listitem')).toHaveLength(25);
    expect(requests.map((request) => request.path)).toContain(
      '/api/designs/2/conversations/5?before=105',
    );
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it("covers the panel with 'Connecting to chat...' while the connection is down, and joins again", async () => {
    const { user, fake } = show();
    await open(user, withCasey);
    act(() => fake.drop());
    const panel = screen.getByRole('region', { name: 'Conversation with Casey Customer' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Connecting to chat...');
    // jsdom does not act on `inert`: the attribute, which browsers honour, is what can be checked.
    const box = within(panel).getByRole('textbox', { name: 'Your message' });
    // eslint-disable-next-line testing-library/no-node-access
    expect(box.closest('[inert]')).not.toBeNull();
    expect(fake.rooms()).toEqual([]);
    await act(() => fake.connect());
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
    expect(fake.handshakes).toEqual([{ ticket: 'ticket-1' }, { ticket: 'ticket-2' }]);
    expect(fake.rooms()).toEqual(
      expect.arrayContaining([designRoom(2), conversationRoom(1), conversationRoom(2)]),
    );
  });

  it('closes the connection when the page goes', async () => {
    const { fake, view } = show();
    await list();
    expect(fake.isConnected()).toBe(true);
    view.unmount();
    expect(fake.isConnected()).toBe(false);
  });
});

describe('a new message', () => {
  it('needs a recipient, then starts the conversation, announces it and opens it', async () => {
    const { user, requests, fake } = show();
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const panel = screen.getByRole('region', { name: 'New message' });
    expect(within(panel).getByRole('heading', { name: 'New message' })).toHaveFocus();
    const box = within(panel).getByRole('textbox', { name: 'New message' });
    expect(box).toHaveAttribute('placeholder', 'New message...');
    await user.type(box, '  The render is up!  ');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Choose who to message.')).toBeVisible();
    expect(requests.filter((request) => request.json)).toEqual([]);

    await user.click(within(panel).getByRole('combobox', { name: 'To' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Customer: Casey Customer',
      'Artist: Ari Artist',
    ]);
    await user.click(screen.getByRole('option', { name: 'Artist: Ari Artist' }));
    await user.click(box);
    await user.keyboard('{Enter}');

    const opened = await screen.findByRole('region', { name: 'Conversation with Ari Artist' });
    expect(within(opened).getByText('The render is up!')).toBeVisible();
    expect(requests.filter((request) => request.json)).toEqual([
      {
        method: 'POST',
        path: '/api/designs/2/conversations',
        json: { receivers: [ari.id], message: 'The render is up!' },
      },
    ]);
    expect((await entries())[0]).toHaveAccessibleName(/^Ari Artist The render is up!/);
    expect(fake.sent).toContainEqual({
      event: 'newConversation',
      payload: { room: designRoom(2), conversation: expect.objectContaining({ id: 51 }) },
    });
    await waitFor(() => expect(fake.rooms()).toContain(conversationRoom(51)));
  });

  it('needs a message that is not blank', async () => {
    const { user, requests } = show({ api: { recipients: [designerRecipientsFirst()] } });
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const panel = screen.getByRole('region', { name: 'New message' });
    // With one person to message, they are chosen.
    expect(within(panel).getByRole('combobox', { name: 'To' })).toHaveTextContent(
      'Customer: Casey Customer',
    );
    await user.type(within(panel).getByRole('textbox', { name: 'New message' }), '   ');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Write a message.')).toBeVisible();
    expect(requests.filter((request) => request.json)).toEqual([]);
  });

  it('keeps what was written when starting fails, and Cancel closes it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = show({ api: { sendFailure: 500, recipients: [designerRecipientsFirst()] } });
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const panel = screen.getByRole('region', { name: 'New message' });
    const box = within(panel).getByRole('textbox', { name: 'New message' });
    await user.type(box, 'Hello there{Enter}');
    expect(
      await within(panel).findByText('There was an error sending your message.'),
    ).toHaveAttribute('role', 'alert');
    expect(box).toHaveValue('Hello there');
    expect(error).toHaveBeenCalled();
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'New message' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New message' })).toHaveFocus();
  });

  it('is not offered to the customer (acting as user), who still reads and replies', async () => {
    const { requests, user } = show({ viewerId: casey.id, actingAs: 'user' });
    await open(user, withCasey);
    expect(screen.queryByRole('button', { name: 'New message' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeVisible();
    expect(requests.map((request) => request.path)).not.toContain('/api/designs/2/recipients');
  });
});

describe('when the block shows', () => {
  it('shows nothing to a customer without conversations', async () => {
    const { requests } = show({ viewerId: casey.id, actingAs: 'user', api: { conversations: [] } });
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toContain('/api/designs/2/conversations'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Project Messages' })).not.toBeInTheDocument(),
    );
  });

  it('shows the designer New message before any conversation exists', async () => {
    show({ api: { conversations: [] } });
    expect(await screen.findByRole('button', { name: 'New message' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Project Messages' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
  });

  it('only logs a failure to load the conversations', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    show({ viewerId: casey.id, actingAs: 'user', api: { conversations: 500 } });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Project Messages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

function designerRecipientsFirst() {
  return { id: casey.id, prefix: 'Customer' as const, first_name: 'Casey', last_name: 'Customer' };
}
