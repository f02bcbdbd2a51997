import * as v from 'valibot';
import { requiredText } from '#src/lib/sectionKit/contentFields.ts';

/** The `content` of an `embed` section (docs/cms-contract.md): custom HTML from the CMS. */
export const embedContent = v.looseObject({
  /** Sanitized before it is shown: no script ever runs; iframes are kept, always sandboxed. */
  html: requiredText('The HTML is required.'),
});

export type EmbedContent = v.InferOutput<typeof embedContent>;
