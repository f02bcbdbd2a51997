import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { AccountUpdateRequest, AccountWire, DataResponse } from '#src/lib/api/types.ts';
import { Avatar } from '#src/ui/components/Avatar/index.ts';
import { buttonStyle } from '#src/ui/components/Button/Button.tsx';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { visuallyHidden } from '#src/ui/components/VisuallyHidden/VisuallyHidden.css.ts';
import { useNotify } from '#src/lib/messages/index.ts';
import * as shared from './account.css.ts';
import * as styles from './AvatarUpload.css.ts';
import {
  accountImageTypes,
  uploadErrorMessage,
  validateAccountImage,
  xhrImageTransport,
  type ImageTransport,
} from './uploadImage.ts';

export interface AvatarUploadProps {
  account: Pick<AccountWire, 'id' | 'first_name' | 'last_name' | 'images'>;
  /** Called once the new picture is saved on the account (the page reloads its data). */
  onUpdated?: (account: AccountWire | null) => void;
  /** Sends the file; XMLHttpRequest to `/api/images` unless a test hands in its own. */
  transport?: ImageTransport;
}

type UploadState =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number }
  | { step: 'saving' }
  | { step: 'failed'; message: string };

/**
 * The account picture and the control that replaces it (docs/spec/platform.md §5): JPG, GIF or PNG under
 * 16 MB, checked before anything is sent; the upload shows its progress; then the account gets the
 * new picture (`PUT /users/{id}`) and `accountUpdated` shows.
 */
export function AvatarUpload({ account, onUpdated, transport }: AvatarUploadProps) {
  const api = useApi();
  const notify = useNotify();
  const send = useMemo(() => transport ?? xhrImageTransport(), [transport]);
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const progressId = `${id}-progress`;
  const name = `${account.first_name} ${account.last_name}`.trim();
  const busy = state.step === 'uploading' || state.step === 'saving';

  async function upload(file: File) {
    const invalid = validateAccountImage(file);
    if (invalid) {
      setState({ step: 'failed', message: invalid });
      return;
    }
    setState({ step: 'uploading', percent: 0 });
    try {
      const image = await send(file, {
        model: 'avatar',
        onProgress: ({ percent }) => setState({ step: 'uploading', percent }),
      });
      setState({ step: 'saving' });
      const body: AccountUpdateRequest = { images: { avatar: { image: image.image } } };
      const saved = await api.put<DataResponse<AccountWire>>(`/users/${account.id}`, body);
      setPreview(image.image);
      setState({ step: 'idle' });
      notify({ message: 'accountUpdated' });
      onUpdated?.(saved?.data ?? null);
    } catch (error) {
      setState({ step: 'failed', message: uploadErrorMessage(error) });
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure: clear the input's value.
    event.target.value = '';
    if (file && !busy) void upload(file);
  }

  const error = state.step === 'failed' ? state.message : null;
  const current = preview ?? account.images?.avatar?.image ?? null;

  return (
    <Stack space="small" align="left">
      <Avatar src={current} name={name} size="large" />
      <label
        className={[buttonStyle('outline', 'small'), styles.picker, busy ? styles.pickerBusy : null]
          .filter(Boolean)
          .join(' ')}
      >
        {current ? 'Change photo' : 'Upload a photo'}
        <input
          type="file"
          name="image"
          accept={accountImageTypes.join(',')}
          className={visuallyHidden}
          onChange={onChange}
          // Not `disabled` while busy: a disabled input drops focus to the page. It waits instead,
          // and opens no chooser until the picture is saved.
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        />
      </label>
      <Text as="small" tone="muted" id={hintId}>
        JPG, GIF or PNG, less than 16MB.
      </Text>
      {state.step === 'uploading' || state.step === 'saving' ? (
        <div role="status">
          <label htmlFor={progressId}>
            <Text as="span" size="sm">
              {state.step === 'uploading'
                ? `Uploading photo… ${state.percent}%`
                : 'Saving your photo…'}
            </Text>
          </label>
          <progress
            id={progressId}
            className={styles.progress}
            max={100}
            value={state.step === 'uploading' ? state.percent : 100}
          >
            {state.step === 'uploading' ? `${state.percent}%` : '100%'}
          </progress>
        </div>
      ) : null}
      <p id={errorId} className={shared.fieldError} role="alert">
        {error}
      </p>
    </Stack>
  );
}
