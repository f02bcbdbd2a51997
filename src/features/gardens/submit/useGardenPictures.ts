import { useCallback, useMemo, useRef, useState } from 'react';
import { mapFormError } from '#src/lib/api/formErrors.ts';
import {
  validateAccountImage,
  xhrImageTransport,
  type ImageTransport,
} from '#src/features/account/uploadImage.ts';
import { gardenImageLimit, gardenMessages } from './gardenForm.ts';

/** What a garden picture is for on `POST /images?model=…`. */
export const gardenImageModel = 'garden';

/** One picture of the form: saved or uploaded (`done`, with its path), on its way, or failed. */
export interface GardenPicture {
  key: string;
  /** The file's name while it uploads or when it failed; '' for a saved picture. */
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 100 while uploading. */
  percent: number;
  image?: string;
  error?: string;
}

function uploadMessage(error: unknown): string {
  const mapped = mapFormError(error);
  return mapped.fields.image ?? Object.values(mapped.fields)[0] ?? mapped.form ?? '';
}

let nextKey = 0;
const newKey = () => `garden-picture-${++nextKey}`;

const saved = (images: readonly string[]): GardenPicture[] =>
  images.map((image) => ({ key: newKey(), name: '', status: 'done', percent: 100, image }));

/**
 * The pictures of a garden form. Each chosen file is checked first (JPG, GIF or PNG under 16 MB, the
 * account image rules) and then uploaded at once through `POST /images` with its progress; at most
 * six in all. A failed upload can be tried again or removed.
 */
export function useGardenPictures(initial: readonly string[], transport?: ImageTransport) {
  const send = useMemo(() => transport ?? xhrImageTransport(), [transport]);
  const [pictures, setPictures] = useState<GardenPicture[]>(() => saved(initial));
  const files = useRef(new Map<string, File>());

  const update = useCallback((key: string, patch: Partial<GardenPicture>) => {
    setPictures((list) =>
      list.map((picture) => (picture.key === key ? { ...picture, ...patch } : picture)),
    );
  }, []);

  const upload = useCallback(
    async (key: string, file: File) => {
      update(key, { status: 'uploading', percent: 0, error: undefined });
      try {
        const image = await send(file, {
          model: gardenImageModel,
          onProgress: ({ percent }) => update(key, { percent }),
        });
        files.current.delete(key);
        update(key, { status: 'done', percent: 100, image: image.image });
      } catch (error) {
        update(key, { status: 'failed', error: uploadMessage(error) });
      }
    },
    [send, update],
  );

  /** Checks and uploads the chosen files; answers the messages for those it refused. */
  function add(chosen: readonly File[]): string[] {
    const problems: string[] = [];
    const room = gardenImageLimit - pictures.length;
    const accepted: File[] = [];
    for (const file of chosen) {
      const invalid = validateAccountImage(file);
      if (invalid) problems.push(`${file.name}: ${invalid}`);
      else if (accepted.length >= room) {
        problems.push(gardenMessages.tooMany);
        break;
      } else accepted.push(file);
    }
    const added = accepted.map((file): GardenPicture => ({
      key: newKey(),
      name: file.name,
      status: 'uploading',
      percent: 0,
    }));
    if (added.length > 0) setPictures((list) => [...list, ...added]);
    added.forEach((picture, index) => {
      files.current.set(picture.key, accepted[index]!);
      void upload(picture.key, accepted[index]!);
    });
    return problems;
  }

  function retry(key: string) {
    const file = files.current.get(key);
    if (file) void upload(key, file);
  }

  function remove(key: string) {
    files.current.delete(key);
    setPictures((list) => list.filter((picture) => picture.key !== key));
  }

  /** Starts over with these saved pictures (none after a new garden is shared). */
  function reset(images: readonly string[] = []) {
    files.current.clear();
    setPictures(saved(images));
  }

  return { pictures, add, retry, remove, reset };
}
