import * as v from 'valibot';
import { ctaButtonSchema, ctaButtonsSchema } from '#src/ui/components/CtaButton/ctaButtonSchema.ts';
import { optionalText, requiredField } from '#src/lib/sectionKit/contentFields.ts';

/** The layouts (`options.Layout.layout`); the first is the default. */
export const contentGridLayouts = [
  'default',
  'combo-quadrant',
  'post-quadrant',
  'post-row',
] as const;
export type ContentGridLayout = (typeof contentGridLayouts)[number];

/** How many posts and courses each layout shows (the first of those chosen). */
export const contentGridShows: Record<ContentGridLayout, { posts: number; courses: number }> = {
  default: { posts: 4, courses: 0 },
  'combo-quadrant': { posts: 2, courses: 2 },
  'post-quadrant': { posts: 4, courses: 0 },
  'post-row': { posts: 4, courses: 0 },
};

/** At most this many posts and courses are read (no layout shows more). */
export const contentGridMaxPosts = 4;
export const contentGridMaxCourses = 2;

const postsMessage = 'Choose at least one post.';
const postsListMessage = 'The posts must be a list of post ids.';

/** An id as the CMS may send it: a number, numeric text, or an object with an `id`. */
function idOf(message: string) {
  const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
  return v.union(
    [
      positive,
      v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1)),
      v.pipe(
        v.looseObject({ id: positive }),
        v.transform((item) => item.id),
      ),
    ],
    message,
  );
}

/** Repeats dropped, in the editor's order, at most `max`. */
const firstDistinct = (max: number) =>
  v.transform((ids: number[]) => [...new Set(ids)].slice(0, max));

/**
 * The call-to-action button under the grid. The CMS sends it as the contract's `cta.content.buttons`
 * (like the call-to-action band), or as one button, or as a list of buttons; all read as a list.
 */
const cta = v.nullish(
  v.union(
    [
      v.array(ctaButtonSchema),
      v.pipe(
        v.looseObject({ content: v.looseObject({ buttons: ctaButtonsSchema }) }),
        v.transform((wrapped) => wrapped.content.buttons),
      ),
      v.pipe(
        ctaButtonSchema,
        v.transform((button) => [button]),
      ),
    ],
    'The call to action (cta) must be a button.',
  ),
  [],
);

/** The `content` of a `content-grid` section (docs/cms-contract.md). */
export const contentGridContent = v.looseObject({
  /** Over the grid; the grid shows without it. */
  headline: optionalText('The headline must be text.'),
  /** Post ids, in the order to show them; repeats dropped, at most four read. */
  posts: requiredField(
    postsMessage,
    v.pipe(
      v.array(idOf('Each post must be a post id.'), postsListMessage),
      firstDistinct(contentGridMaxPosts),
      v.minLength(1, postsMessage),
    ),
  ),
  /** Course ids (the `combo-quadrant` layout shows two); repeats dropped, at most two read. */
  courses: v.pipe(
    v.nullish(
      v.array(
        idOf('Each course must be a course id.'),
        'The courses must be a list of course ids.',
      ),
      [],
    ),
    firstDistinct(contentGridMaxCourses),
  ),
  /** The call-to-action button(s) under the grid; none when missing or when the text is blank. */
  cta,
});

export type ContentGridContent = v.InferOutput<typeof contentGridContent>;
