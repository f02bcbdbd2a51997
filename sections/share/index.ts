import { defineSection } from '#src/sections/defineSection.tsx';
import { Share } from './Share.tsx';
import { shareContent } from './schema.ts';

export default defineSection({
  type: 'share',
  content: shareContent,
  Component: Share,
});
