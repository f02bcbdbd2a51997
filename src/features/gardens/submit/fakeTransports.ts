import { ApiError } from '#src/lib/api/client.ts';
import type { ImageTransport, UploadedImage } from '#src/features/account/uploadImage.ts';
import { gardenScene } from '#src/ui/components/Image/storyImages.ts';

// Stand-ins for the picture upload (`POST /images`) in stories and tests: no network, no XHR.

/** Answers at once with an inline picture, after reporting the upload's progress. */
export function instantTransport(): ImageTransport {
  let next = 500;
  return async (file, { model, onProgress }) => {
    onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
    next += 1;
    return { id: next, image: gardenScene(1200, 900), model } satisfies UploadedImage;
  };
}

/** Reports `percent` and never finishes: the picture stays "uploading". */
export function stuckTransport(percent = 40): ImageTransport {
  return (file, { onProgress }) =>
    new Promise<UploadedImage>(() => {
      onProgress?.({ loaded: (file.size * percent) / 100, total: file.size, percent });
    });
}

/** Fails every upload with the API's answer `status` and `message`. */
export function failingTransport(status = 500, message = 'The upload failed.'): ImageTransport {
  return () => Promise.reject(new ApiError(status, { message }));
}

/** One upload the test finishes itself: progress, then resolve or reject. */
export interface PendingUpload {
  file: File;
  model: string;
  progress: (percent: number) => void;
  resolve: (image: string) => void;
  reject: (error: unknown) => void;
}

/** A transport whose uploads wait for the test: `uploads` lists them in the order they started. */
export function controlledTransport() {
  const uploads: PendingUpload[] = [];
  const transport: ImageTransport = (file, { model, onProgress }) =>
    new Promise<UploadedImage>((resolve, reject) => {
      uploads.push({
        file,
        model,
        progress: (percent) =>
          onProgress?.({ loaded: (file.size * percent) / 100, total: file.size, percent }),
        resolve: (image) => resolve({ id: uploads.length, image, model }),
        reject,
      });
    });
  return { transport, uploads };
}
