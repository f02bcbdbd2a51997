import * as v from 'valibot';

/**
 * Turns what an editor typed into the id a link points at: "Planting Calendar" and "#planting-calendar"
 * both become `planting-calendar` (accents dropped, lower case, runs of anything but letters, digits,
 * `-` and `_` joined by one hyphen, none at the ends), so `#planting-calendar` links land on it.
 */
export function slugifyAnchor(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
}

const truthy = new Set(['1', 'true', 'yes', 'on']);

/** The `content` of an `anchor` section (docs/cms-contract.md): an in-page link target. */
export const anchorContent = v.looseObject({
  /** The target's id, slugified. Required: an anchor without one cannot be linked to. */
  anchor: v.pipe(
    // Optional at the object level only so that a missing anchor gets the same message as a blank one.
    v.optional(v.string('The anchor is required.'), ''),
    v.transform(slugifyAnchor),
    v.nonEmpty('The anchor is required: letters or digits to link to, e.g. planting-calendar.'),
  ),
  /** Shown as a heading at the target when given; also what a table of contents would list. */
  title: v.pipe(v.nullish(v.string(), ''), v.trim()),
  /** True when a table of contents should leave this anchor out (CMS checkboxes send 1, "1", "true"…). */
  toc_ignore: v.pipe(
    v.nullish(v.union([v.boolean(), v.number(), v.string()]), false),
    v.transform((value) =>
      typeof value === 'string' ? truthy.has(value.trim().toLowerCase()) : Boolean(value),
    ),
  ),
});

export type AnchorContent = v.InferOutput<typeof anchorContent>;
