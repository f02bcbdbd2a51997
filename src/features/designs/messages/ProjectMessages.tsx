import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { conversationRoom, designRoom } from '#src/lib/api/rooms.ts';
import type { ConversationWire, DesignActingAs, MessageWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Loader } from '#src/ui/components/Loader/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { isUnread, latestLine } from '../conversationRules.ts';
import { ConversationPanel, otherPeople } from './ConversationPanel.tsx';
import { formatMessageTime, messagesWording } from './messagesWording.ts';
import { NewMessage } from './NewMessage.tsx';
import * as styles from './ProjectMessages.css.ts';
import { useConversations } from './useConversations.ts';
import { useDesignSocket } from './useDesignSocket.ts';
import { useRecipients } from './useRecipients.ts';

export interface ProjectMessagesProps {
  designId: number;
  /** The signed-in person's id: their own messages, their unread marks, the people shown. */
  viewerId: number;
  /** How the viewer sees the design (`DesignWire.acting_as`): 'user' (the customer) starts no conversations. */
  actingAs: DesignActingAs;
  /** The viewer's timezone (the account's) for the times shown; the browser's when absent. */
  timeZone?: string;
  /** The level of 'Project Messages' (2 by default: a section of the design's page). */
  headingLevel?: 2 | 3;
}

type Panel = { kind: 'conversation'; id: number } | { kind: 'new' } | null;

/**
 * A design's project messages (docs/spec/features.md §2.11, §2.12, §4): the block 'Project Messages'
 * ('Max file upload size: 5MB') with the viewer's conversations — 'Connecting to chat...' until the
 * live connection is first up, 'Loading Messages...' while they load — each showing the other
 * people, the latest line, when it last moved and an unread mark. A conversation opens in a panel
 * beside the list; 'New message' (when the viewer may start a conversation and has someone to
 * message) opens the new-message panel. Messages and conversations arrive live.
 *
 * Shown only when conversations exist, or when the viewer may start one: the designer must be able to
 * start the first. Loading failures are logged only (§8): the block then shows what it can.
 */
export function ProjectMessages({
  designId,
  viewerId,
  actingAs,
  timeZone,
  headingLevel = 2,
}: ProjectMessagesProps) {
  const socket = useDesignSocket(designId);
  const state = useConversations(designId, socket);
  const mayStart = actingAs !== 'user';
  const recipients = useRecipients(designId, mayStart);
  const canStart = mayStart && (recipients.data?.length ?? 0) > 0;
  const [everConnected, setEverConnected] = useState(false);
  if (socket.connected && !everConnected) setEverConnected(true);
  const [panel, setPanel] = useState<Panel>(null);
  const headingId = useId();
  const block = useRef<HTMLElement>(null);
  /** Where focus goes back to when the panel closes. */
  const returnTo = useRef<Panel>(null);

  const conversations = state.conversations ?? [];
  const active =
    panel?.kind === 'conversation'
      ? (conversations.find((conversation) => conversation.id === panel.id) ?? null)
      : null;
  const panelLevel = (headingLevel + 1) as 3 | 4;
  const { addMessages, addConversation, loadOlder, markSeen } = state;
  const { emit, join } = socket;

  useEffect(() => {
    if (panel !== null || returnTo.current === null) return;
    const target = returnTo.current;
    returnTo.current = null;
    const entry = block.current?.querySelector<HTMLButtonElement>(
      target.kind === 'new' ? '[data-new-message]' : `[data-conversation-id="${target.id}"]`,
    );
    entry?.focus();
  }, [panel]);

  const close = useCallback(() => {
    setPanel((current) => {
      returnTo.current = current;
      return null;
    });
  }, []);

  const sent = useCallback(
    (conversationId: number, message: MessageWire) => {
      addMessages(conversationId, [message]);
      // The API delivered it to the room already; a relay carrying its id is acknowledged and not
      // delivered twice (docs/api/realtime.md), and a plain relay's echo is merged by id.
      emit('message', { room: conversationRoom(conversationId), message });
    },
    [addMessages, emit],
  );

  const created = useCallback(
    (conversation: ConversationWire) => {
      addConversation(conversation);
      join(conversationRoom(conversation.id));
      // The API announced it in the design's room already; see `sent`.
      emit('newConversation', { room: designRoom(designId), conversation });
      setPanel({ kind: 'conversation', id: conversation.id });
    },
    [addConversation, join, emit, designId],
  );

  const settled = !state.isLoading && !(mayStart && recipients.isLoading);
  if (settled && conversations.length === 0 && !canStart) return null;

  function list() {
    if (!everConnected) return <Loader label={messagesWording.connecting} />;
    if (state.isLoading) return <Loader label={messagesWording.loading} />;
    if (conversations.length === 0) return null;
    return (
      <ul className={styles.list} aria-label={messagesWording.list}>
        {conversations.map((conversation) => {
          // Only its people can mark it seen: an admin reading it is not told it is unread.
          const unread =
            conversation.users.some((user) => user.id === viewerId) &&
            isUnread(conversation, viewerId);
          return (
            <li key={conversation.id}>
              <button
                type="button"
                data-conversation-id={conversation.id}
                className={styles.entry}
                aria-current={active?.id === conversation.id ? 'true' : undefined}
                onClick={() => setPanel({ kind: 'conversation', id: conversation.id })}
              >
                {/* The spaces between the parts keep the button's name readable. */}
                <span className={styles.entryNames}>
                  {otherPeople(conversation, viewerId)}
                </span>{' '}
                {unread ? (
                  <>
                    <span className={styles.unread} aria-hidden="true" />
                    <VisuallyHidden>{messagesWording.unread}</VisuallyHidden>{' '}
                  </>
                ) : null}
                <span className={styles.entryLine}>{latestLine(conversation)}</span>{' '}
                <time className={styles.entryTime} dateTime={conversation.updated_at}>
                  {formatMessageTime(conversation.updated_at, timeZone)}
                </time>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  const listContent = list();

  return (
    <section ref={block} aria-labelledby={headingId} className={styles.block}>
      <div className={styles.header}>
        <div>
          <Heading level={headingLevel} id={headingId}>
            {messagesWording.heading}
          </Heading>
          <Text size="sm" tone="muted">
            {messagesWording.maxSize}
          </Text>
        </div>
        {canStart ? (
          <Button
            data-new-message
            variant="secondary"
            onClick={() => setPanel({ kind: 'new' })}
            aria-expanded={panel?.kind === 'new'}
          >
            {messagesWording.newMessage}
          </Button>
        ) : null}
      </div>
      {listContent || panel ? (
        <div className={styles.body}>
          <div>{listContent}</div>
          {active ? (
            <ConversationPanel
              key={active.id}
              conversation={active}
              viewerId={viewerId}
              path={`/designs/${designId}/conversations/${active.id}`}
              connected={socket.connected}
              headingLevel={panelLevel}
              timeZone={timeZone}
              onClose={close}
              onSent={(message) => sent(active.id, message)}
              loadOlder={() => loadOlder(active.id)}
              markSeen={() => markSeen(active.id, viewerId)}
            />
          ) : panel?.kind === 'new' && canStart ? (
            <NewMessage
              designId={designId}
              recipients={recipients.data ?? []}
              connected={socket.connected}
              headingLevel={panelLevel}
              onCancel={close}
              onCreated={created}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
