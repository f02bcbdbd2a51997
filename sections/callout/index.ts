import { defineSection } from '#src/sections/defineSection.tsx';
import { Callout } from './Callout.tsx';
import { calloutContent } from './schema.ts';

export default defineSection({
  type: 'callout',
  content: calloutContent,
  Component: Callout,
  static: true,
});
