import { defineSection } from '#src/sections/defineSection.tsx';
import { BlockQuote } from './BlockQuote.tsx';
import { blockQuoteContent } from './schema.ts';

export default defineSection({
  type: 'block-quote',
  content: blockQuoteContent,
  Component: BlockQuote,
  static: true,
});
