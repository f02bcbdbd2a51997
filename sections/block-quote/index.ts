import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { BlockQuote } from './BlockQuote.tsx';
import { blockQuoteContent } from './schema.ts';

export default defineSection({
  type: 'block-quote',
  content: blockQuoteContent,
  Component: BlockQuote,
  static: true,
});
