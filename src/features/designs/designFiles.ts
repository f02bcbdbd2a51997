// What a design's uploads may be, checked before anything is sent (docs/spec/features.md §2.11,
// §2.12, §8, §9): garden pictures and message attachments, 5 MB at most.

/** §9: design files and message attachments (5 MB, as the API counts it). Files of this many bytes or more are refused. */
export const designFileMaxBytes = 5_000_000;

export interface FileKind {
  /** MIME types accepted, with the file extensions that stand for them when a browser gives no type. */
  types: Readonly<Record<string, readonly string[]>>;
  messages: { type: string; size: string };
  /** The `accept` attribute of the file input. */
  accept: string;
}

const imageTypes = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
} as const;

const accept = (types: Readonly<Record<string, readonly string[]>>) =>
  [
    ...Object.keys(types),
    ...Object.values(types).flatMap((list) => list.map((ext) => `.${ext}`)),
  ].join(',');

/** Pictures of the garden (the wide-angle image and the additional images). */
export const gardenImageKind: FileKind = {
  types: imageTypes,
  messages: {
    type: 'Please choose a picture: JPG, PNG, GIF or WebP.',
    size: 'The file you are attempting to upload is too large, it must be less than 5MB',
  },
  accept: accept(imageTypes),
};

const attachmentTypes = {
  ...imageTypes,
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'text/plain': ['txt'],
  'application/rtf': ['rtf'],
  'text/rtf': ['rtf'],
} as const;

/** Attachments of project messages: pictures, pdf, doc, docx, txt and rtf (§2.12). */
export const attachmentKind: FileKind = {
  types: attachmentTypes,
  messages: {
    type: 'Attach a picture, a PDF, a Word document or a text file.',
    size: 'The file you are attempting to upload is too large, it must be less than 5MB',
  },
  accept: accept(attachmentTypes),
};

/** The file's extension, lower case, without the dot. */
const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The message for a file that may not be sent as `kind`, or null when it may. */
export function checkDesignFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  kind: FileKind,
): string | null {
  const type = file.type.toLowerCase();
  const known = type
    ? type in kind.types
    : Object.values(kind.types).some((list) => list.includes(extensionOf(file.name)));
  if (!known) return kind.messages.type;
  if (file.size >= designFileMaxBytes) return kind.messages.size;
  return null;
}

/** Whether a file shows as a picture (a preview) rather than as a named document. */
export function isPicture(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type) return type in imageTypes;
  return Object.values(imageTypes).some((list) =>
    (list as readonly string[]).includes(extensionOf(file.name)),
  );
}
