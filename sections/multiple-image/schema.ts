import * as v from 'valibot';
import { optionalText } from '#src/lib/sectionKit/contentFields.ts';

const text = optionalText();

/** The most images the section shows (image1…image4). */
export const maxImages = 4;

/** Vertical alignment of the images in their boxes. */
export const imageAlignments = ['top', 'middle', 'bottom'] as const;
export type ImageAlignment = (typeof imageAlignments)[number];

// The CMS has sent the setting in several spellings over time; all of them are read.
const alignmentSpellings: Record<string, ImageAlignment> = {
  top: 'top',
  start: 'top',
  'flex-start': 'top',
  middle: 'middle',
  center: 'middle',
  centre: 'middle',
  centered: 'middle',
  centred: 'middle',
  bottom: 'bottom',
  end: 'bottom',
  'flex-end': 'bottom',
};

/** Reads the CMS's `valign` in any of its spellings; anything else is `top`. */
export function parseImageAlignment(value: unknown): ImageAlignment {
  if (typeof value !== 'string') return 'top';
  return alignmentSpellings[value.trim().toLowerCase()] ?? 'top';
}

/** Reads `imgCount` (a number, or a number as text) clamped to 1…4; missing or unreadable means 4. */
export function parseImageCount(value: unknown): number {
  const count = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  if (typeof count !== 'number' || !Number.isFinite(count)) return maxImages;
  return Math.min(maxImages, Math.max(1, Math.trunc(count)));
}

export interface ShownImage {
  src: string;
  alt: string;
}

const slots = Array.from({ length: maxImages }, (_, index) => index + 1);

function imagesToShow(content: Record<string, unknown>, count: number): ShownImage[] {
  return slots
    .slice(0, count)
    .map((n) => ({
      src: typeof content[`image${n}`] === 'string' ? (content[`image${n}`] as string).trim() : '',
      alt: typeof content[`alt${n}`] === 'string' ? (content[`alt${n}`] as string).trim() : '',
    }))
    .filter((image) => image.src !== '');
}

/**
 * The `content` of a `multiple-image` section (docs/cms-contract.md): `imgCount` images from
 * `image1`…`image4` with their `alt1`…`alt4`, and `valign`. Only the images that exist among the first
 * `imgCount` are shown, and at least one must.
 */
export const multipleImageContent = v.pipe(
  v.looseObject({
    imgCount: v.pipe(
      v.optional(v.unknown(), null),
      v.transform((value) => parseImageCount(value)),
    ),
    image1: text,
    image2: text,
    image3: text,
    image4: text,
    alt1: text,
    alt2: text,
    alt3: text,
    alt4: text,
    valign: v.pipe(
      v.optional(v.unknown(), ''),
      v.transform((value) => parseImageAlignment(value)),
    ),
  }),
  v.forward(
    v.check(
      (content) => imagesToShow(content, content.imgCount).length > 0,
      'At least one image is required.',
    ),
    ['image1'],
  ),
  v.transform((content) => ({ ...content, images: imagesToShow(content, content.imgCount) })),
);

export type MultipleImageContent = v.InferOutput<typeof multipleImageContent>;
