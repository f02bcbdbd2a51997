import { useMemo, useRef, useState } from 'react';
import {
  generalImageLimits,
  uploadErrorMessage,
  validateImage,
  xhrImageTransport,
  type ImageTransport,
  type UploadedImage,
} from '#src/features/account/uploadImage.ts';

/** What a business image is for: the `model` of `POST /images?model=…`. */
export type ProviderImageModel = 'logo' | 'cover' | 'portfolio';

export interface Upload {
  key: number;
  name: string;
  percent: number;
}

/**
 * Sends images one by one as they are chosen: each is checked first (JPG, GIF or PNG under 2 MB,
 * docs/spec/features.md §5), then uploaded with its own progress. `onBusyChange` tells the form while
 * anything is on its way, so it is not sent without its pictures.
 */
export function useImageUploads({
  model,
  transport,
  onBusyChange,
}: {
  model: ProviderImageModel;
  transport?: ImageTransport;
  onBusyChange?: (model: ProviderImageModel, busy: boolean) => void;
}) {
  const send = useMemo(() => transport ?? xhrImageTransport(), [transport]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nextKey = useRef(0);
  const pending = useRef(0);
  const busy = uploads.length > 0;

  // Told in the same update as the upload list, so the form never sees a finished picture as pending.
  function track(change: 1 | -1) {
    pending.current += change;
    if (change === 1 && pending.current === 1) onBusyChange?.(model, true);
    if (change === -1 && pending.current === 0) onBusyChange?.(model, false);
  }

  async function upload(file: File): Promise<UploadedImage | null> {
    const invalid = validateImage(file, generalImageLimits);
    if (invalid) {
      setError(invalid);
      return null;
    }
    setError(null);
    const key = nextKey.current++;
    const progress = (percent: number) =>
      setUploads((current) =>
        current.map((entry) => (entry.key === key ? { ...entry, percent } : entry)),
      );
    setUploads((current) => [...current, { key, name: file.name, percent: 0 }]);
    track(1);
    try {
      return await send(file, { model, onProgress: ({ percent }) => progress(percent) });
    } catch (failure) {
      setError(uploadErrorMessage(failure));
      return null;
    } finally {
      setUploads((current) => current.filter((entry) => entry.key !== key));
      track(-1);
    }
  }

  return { uploads, error, busy, upload };
}
