import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ConversationWire, MessageFileWire, MessageWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { isClosed, isUnread, sortMessages } from '../conversationRules.ts';
import { isPicture } from '../designFiles.ts';
import { MessageComposer } from './MessageComposer.tsx';
import { MessagePanel } from './MessagePanel.tsx';
import { formatMessageTime, messagesWording } from './messagesWording.ts';
import * as styles from './ProjectMessages.css.ts';

export interface ConversationPanelProps {
  conversation: ConversationWire;
  viewerId: number;
  /** `POST /designs/{id}/conversations/{conv}`: sending, and marking seen. */
  path: string;
  connected: boolean;
  headingLevel: 3 | 4;
  timeZone?: string;
  onClose: () => void;
  onSent: (message: MessageWire) => void;
  /** The page before the oldest message shown; resolves to how many came. */
  loadOlder: () => Promise<number>;
  markSeen: () => Promise<void>;
}

/** The people of a conversation other than the viewer, by name. */
export function otherPeople(conversation: ConversationWire, viewerId: number): string {
  const names = conversation.users
    .filter((user) => user.id !== viewerId)
    .map((user) => `${user.first_name} ${user.last_name}`.trim());
  return names.length > 0 ? names.join(', ') : messagesWording.onlyYou;
}

function authorName(conversation: ConversationWire, message: MessageWire, viewerId: number) {
  if (message.author_id === viewerId) return messagesWording.you;
  const author = conversation.users.find((user) => user.id === message.author_id);
  return author ? `${author.first_name} ${author.last_name}`.trim() : messagesWording.formerMember;
}

/** An attachment: a picture as a thumbnail, any other file as its named download link. */
function Attachment({ file }: { file: MessageFileWire }) {
  if (isPicture({ name: file.name, type: file.file_type })) {
    return (
      <a href={file.download} target="_blank" rel="noreferrer" className={styles.fileLink}>
        <img src={file.download} alt={file.name} loading="lazy" className={styles.thumbnail} />
      </a>
    );
  }
  return (
    <a href={file.download} download={file.name} className={styles.fileLink}>
      {file.name}
    </a>
  );
}

type Older = 'idle' | 'loading' | 'failed' | 'done';

/**
 * One conversation (docs/spec/features.md §2.12, §4): its messages sorted by `created_at` in a
 * 550 px panel ('No messages to show' when there are none), 'Load older messages' a page at a time,
 * attachments shown, and the composer — unless the conversation is closed ('Messaging closed.') or
 * the viewer is not part of it (an admin reading). Opening it marks it seen; so does a message
 * arriving from someone else while it is open.
 */
export function ConversationPanel({
  conversation,
  viewerId,
  path,
  connected,
  headingLevel,
  timeZone,
  onClose,
  onSent,
  loadOlder,
  markSeen,
}: ConversationPanelProps) {
  const messages = sortMessages(conversation.messages);
  const participant = conversation.users.some((user) => user.id === viewerId);
  const closed = isClosed(conversation);
  const unread = isUnread(conversation, viewerId);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const [older, setOlder] = useState<Older>('idle');
  const hasOlder = messages.length < conversation.total_messages && older !== 'done';
  const log = useRef<HTMLDivElement>(null);
  /** The distance from the bottom to keep while an older page is put above. */
  const keepFromBottom = useRef<number | null>(null);
  const seen = useRef<number | undefined | null>(null);

  // Seen on opening, and again when someone else's message arrives while it is open. Only its
  // people can mark it (an admin reading is not one of them).
  useEffect(() => {
    if (!participant) return;
    if (seen.current !== null && (seen.current === lastId || !unread)) return;
    seen.current = lastId;
    markSeen().catch((error: unknown) => console.error('Could not mark as seen:', error));
  }, [participant, lastId, unread, markSeen]);

  // The newest message in view, on opening and as messages arrive.
  useLayoutEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  // An older page goes above what was read, which stays where it was.
  useLayoutEffect(() => {
    const element = log.current;
    if (!element || keepFromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [firstId]);

  async function showOlder() {
    const element = log.current;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    setOlder('loading');
    try {
      const count = await loadOlder();
      setOlder(count === 0 ? 'done' : 'idle');
      if (count === 0 || messages.length + count >= conversation.total_messages) {
        // The button goes: focus stays in the messages.
        log.current?.focus();
      }
    } catch (error) {
      console.error('Older messages could not be loaded:', error);
      keepFromBottom.current = null;
      setOlder('failed');
    }
  }

  const title = messagesWording.conversationWith(otherPeople(conversation, viewerId));

  return (
    <MessagePanel title={title} headingLevel={headingLevel} connected={connected} onClose={onClose}>
      <div
        ref={log}
        className={styles.log}
        role="log"
        aria-label={messagesWording.messages}
        aria-relevant="additions"
        // Scrollable: it takes focus so the messages can be read by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {hasOlder ? (
          <Button
            variant="outline"
            size="small"
            className={styles.olderButton}
            onClick={() => void showOlder()}
            loading={older === 'loading'}
          >
            {messagesWording.olderMessages}
          </Button>
        ) : null}
        {older === 'failed' ? (
          <p role="alert" className={styles.error}>
            {messagesWording.olderFailed}
          </p>
        ) : null}
        {messages.length === 0 ? (
          <Text tone="muted">{messagesWording.empty}</Text>
        ) : (
          <ol className={styles.messages}>
            {messages.map((message) => (
              <li
                key={message.id}
                className={[styles.message, message.author_id === viewerId ? styles.mine : null]
                  .filter(Boolean)
                  .join(' ')}
              >
                <p className={styles.messageMeta}>
                  <span className={styles.author}>
                    {authorName(conversation, message, viewerId)}
                  </span>
                  <time dateTime={message.created_at}>
                    {formatMessageTime(message.created_at, timeZone)}
                  </time>
                </p>
                {message.message ? <p className={styles.messageText}>{message.message}</p> : null}
                {message.files.length > 0 ? (
                  <ul className={styles.files}>
                    {message.files.map((file) => (
                      <li key={file.id}>
                        <Attachment file={file} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
      {closed ? (
        <Text className={styles.notice} weight="semibold">
          {messagesWording.closed}
        </Text>
      ) : participant ? (
        <MessageComposer path={path} onSent={onSent} />
      ) : (
        <Text className={styles.notice}>{messagesWording.notParticipant}</Text>
      )}
    </MessagePanel>
  );
}
