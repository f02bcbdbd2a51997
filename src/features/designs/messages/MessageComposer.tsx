import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { messageMaxLength, type DataResponse, type MessageWire } from '#src/lib/api/types.ts';
import { Button, buttonStyle } from '#src/ui/components/Button/Button.tsx';
import { TextArea } from '#src/ui/components/TextArea/index.ts';
import { visuallyHidden } from '#src/ui/components/VisuallyHidden/VisuallyHidden.css.ts';
import { attachmentKind, checkDesignFile, isPicture } from '../designFiles.ts';
import { messagesWording } from './messagesWording.ts';
import * as styles from './ProjectMessages.css.ts';
import { useSendHandlers } from './useSendHandlers.ts';

export interface MessageComposerProps {
  /** `POST /designs/{id}/conversations/{conv}`. */
  path: string;
  /** The message the API stored. */
  onSent: (message: MessageWire) => void;
}

/** A picture's preview address for as long as it is shown. */
function usePreview(file: File | null): string | null {
  const url = useMemo(
    () =>
      file && isPicture(file) && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : null,
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * Writing in a conversation (docs/spec/features.md §2.12, §5, §8): text and one attachment (a
 * picture, pdf, doc, docx, txt or rtf under 5 MB, checked when chosen; a picture previewed), sent as
 * `multipart/form-data`. Enter sends, Shift+Enter is a new line; Send is disabled with neither text
 * nor file and while sending; the text is trimmed. A failure says 'There was an error sending your
 * message.' and keeps what was written and attached.
 */
export function MessageComposer({ path, onSent }: MessageComposerProps) {
  const api = useApi();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const preview = usePreview(file);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const hasContent = text.trim() !== '' || file !== null;
  const canSend = hasContent && !sending;

  async function send() {
    if (!canSend) return;
    const message = text.trim();
    const form = new FormData();
    if (message) form.set('message', message);
    if (file) form.set('file', file);
    setSending(true);
    setError(null);
    try {
      const { data } = await api.upload<DataResponse<MessageWire>>(path, form);
      setText('');
      setFile(null);
      onSent(data);
      textarea.current?.focus();
    } catch (failure) {
      console.error('A message could not be sent:', failure);
      setError(messagesWording.sendFailed);
    } finally {
      setSending(false);
    }
  }

  const { onSubmit, onKeyDown } = useSendHandlers(send);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!chosen) return;
    const refused = checkDesignFile(chosen, attachmentKind);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    setFile(chosen);
  }

  return (
    <form className={styles.composer} onSubmit={onSubmit} aria-label={messagesWording.reply}>
      <TextArea
        ref={textarea}
        label={messagesWording.reply}
        hideLabel
        name="message"
        placeholder={messagesWording.replyPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={messageMaxLength}
        rows={3}
        aria-describedby={error ? errorId : undefined}
      />
      {file ? (
        <div className={styles.attachment}>
          {preview ? <img src={preview} alt="" className={styles.attachmentPreview} /> : null}
          <span className={styles.attachmentName}>{file.name}</span>
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              setFile(null);
              textarea.current?.focus();
            }}
            aria-label={messagesWording.removeAttachment(file.name)}
          >
            {messagesWording.remove}
          </Button>
        </div>
      ) : null}
      <p id={errorId} role="alert" className={styles.error}>
        {error}
      </p>
      <div className={styles.composerActions}>
        <label className={[buttonStyle('outline', 'small'), styles.attach].join(' ')}>
          {messagesWording.attach}
          <input
            type="file"
            name="file"
            accept={attachmentKind.accept}
            className={visuallyHidden}
            onChange={onFile}
            disabled={sending}
          />
        </label>
        {/* Keeps focus while it sends (a disabled button drops it to the page); a failure
            leaves the person on it, to try again. */}
        <Button
          type="submit"
          size="small"
          disabled={!hasContent}
          loading={sending}
          focusableWhileLoading
        >
          {messagesWording.send}
        </Button>
      </div>
    </form>
  );
}
