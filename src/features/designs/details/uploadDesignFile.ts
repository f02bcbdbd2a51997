import type { DesignFileSystemType, DesignFileWire } from '#src/lib/api/types.ts';
import {
  uploadWithProgress,
  type UploadProgress,
  type UploadTransportOptions,
} from '#src/lib/api/uploadWithProgress.ts';

export interface DesignFileUploadOptions {
  /** What the file is: the wide-angle photo (`wideangle`), an additional image (`user_imgs`), … */
  systemType: DesignFileSystemType;
  /** File notes sent with the file (optional; the API trims them, at most 250). */
  description?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload (the component went away). */
  signal?: AbortSignal;
}

/** Sends one file of a design and reports progress: the XMLHttpRequest transport, or a test's own. */
export type DesignFileTransport = (
  designId: number,
  file: File,
  options: DesignFileUploadOptions,
) => Promise<DesignFileWire>;

const isDesignFile = (value: unknown): value is DesignFileWire =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DesignFileWire).id === 'number' &&
  typeof (value as DesignFileWire).path === 'string';

/**
 * The browser's transport for design files (docs/spec/features.md §7, docs/api/designs.md "Design files"):
 * `POST /designs/{id}/upload` as a multipart form with `file`, `system_type` and, when given,
 * `description`, answered `201 { data: DesignFileWire }`, through the upload helper (progress, the
 * 60 s limit, abort, failures as ApiErrors).
 */
export function xhrDesignFileTransport(options: UploadTransportOptions = {}): DesignFileTransport {
  return (designId, file, { systemType, description, onProgress, signal }) => {
    const form = new FormData();
    form.append('file', file);
    form.append('system_type', systemType);
    if (description !== undefined && description.trim() !== '') {
      form.append('description', description.trim());
    }
    return uploadWithProgress({
      ...options,
      path: `/designs/${designId}/upload`,
      form,
      read: (data) => (isDesignFile(data) ? data : null),
      missing: 'The upload answered without a file.',
      onProgress,
      signal,
    });
  };
}
