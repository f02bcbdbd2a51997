import { useId, useRef, useState } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import {
  messageMaxLength,
  type ConversationWire,
  type DataResponse,
  type NewConversationRequest,
  type RecipientWire,
} from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Select } from '#src/ui/components/Select/index.ts';
import { TextArea } from '#src/ui/components/TextArea/index.ts';
import { MessagePanel } from './MessagePanel.tsx';
import { messagesWording } from './messagesWording.ts';
import * as styles from './ProjectMessages.css.ts';
import { useSendHandlers } from './useSendHandlers.ts';
import { recipientLabel } from './useRecipients.ts';

export interface NewMessageProps {
  designId: number;
  /** Who the viewer may message (`GET /designs/{id}/recipients`); never empty here. */
  recipients: readonly RecipientWire[];
  connected: boolean;
  headingLevel: 3 | 4;
  onCancel: () => void;
  /** The conversation the API created, with its first message. */
  onCreated: (conversation: ConversationWire) => void;
}

interface Errors {
  recipient?: string;
  message?: string;
}

/**
 * Starting a conversation (docs/spec/features.md §2.12, §4, §5): a recipient select (each option its
 * prefix and the person's first and last name, 'Designer: Maya Okafor'), a textarea 'New message...',
 * Cancel and Send. A chosen recipient and non-blank text are required; the text is trimmed. Enter
 * sends, Shift+Enter is a new line, Escape closes. `POST /designs/{id}/conversations` creates it;
 * a failure says 'There was an error sending your message.' and keeps what was written.
 */
export function NewMessage({
  designId,
  recipients,
  connected,
  headingLevel,
  onCancel,
  onCreated,
}: NewMessageProps) {
  const api = useApi();
  // With one person to message, they are the choice.
  const [recipient, setRecipient] = useState(() =>
    recipients.length === 1 ? String(recipients[0]!.id) : '',
  );
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const selectId = `${id}-to`;

  async function send() {
    if (sending) return;
    const message = text.trim();
    const found: Errors = {
      recipient: recipient ? undefined : messagesWording.recipientRequired,
      message: message ? undefined : messagesWording.messageRequired,
    };
    setErrors(found);
    if (found.recipient) {
      document.getElementById(selectId)?.focus();
      return;
    }
    if (found.message) {
      textarea.current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const body: NewConversationRequest = { receivers: [Number(recipient)], message };
      const { data } = await api.post<DataResponse<ConversationWire>>(
        `/designs/${designId}/conversations`,
        body,
      );
      onCreated(data);
    } catch (error) {
      console.error('A conversation could not be started:', error);
      setFailure(messagesWording.sendFailed);
      setSending(false);
    }
  }

  const { onSubmit, onKeyDown } = useSendHandlers(send);

  return (
    <MessagePanel
      title={messagesWording.newMessage}
      headingLevel={headingLevel}
      connected={connected}
      onClose={onCancel}
    >
      <form className={styles.newMessageForm} onSubmit={onSubmit} noValidate>
        <Select
          id={selectId}
          label={messagesWording.recipient}
          placeholder={messagesWording.recipientPlaceholder}
          options={recipients.map((person) => ({
            value: String(person.id),
            label: recipientLabel(person),
          }))}
          value={recipient}
          onValueChange={(value) => {
            setRecipient(value);
            setErrors((current) => ({ ...current, recipient: undefined }));
          }}
          required
          error={errors.recipient}
        />
        <TextArea
          ref={textarea}
          label={messagesWording.newMessage}
          hideLabel
          name="message"
          placeholder={messagesWording.newMessagePlaceholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) {
              setErrors((current) => ({ ...current, message: undefined }));
            }
          }}
          onKeyDown={onKeyDown}
          maxLength={messageMaxLength}
          rows={6}
          required
          error={errors.message}
        />
        <p role="alert" className={styles.error}>
          {failure}
        </p>
        <div className={styles.composerActions}>
          <Button variant="outline" onClick={onCancel}>
            {messagesWording.cancel}
          </Button>
          <Button type="submit" loading={sending}>
            {messagesWording.send}
          </Button>
        </div>
      </form>
    </MessagePanel>
  );
}
