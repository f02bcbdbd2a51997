import * as v from 'valibot';
import { optionalText } from '#src/lib/sectionKit/contentFields.ts';

const text = optionalText();

/** The `content` of a `video` section (docs/cms-contract.md): a YouTube video with an optional headline. */
export const videoContent = v.looseObject({
  headline: text,
  /** The YouTube url as the editor pasted it; one without a video id shows "This video is unavailable.". */
  url: v.pipe(
    v.nullish(v.string('The video url is required.'), ''),
    v.trim(),
    v.nonEmpty('The video url is required.'),
  ),
  /** The video service; YouTube is the only one there is. */
  type: v.pipe(
    v.nullish(v.string(), 'YouTube'),
    v.trim(),
    v.transform((value) => value || 'YouTube'),
  ),
});

export type VideoContent = v.InferOutput<typeof videoContent>;
