import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { Share } from './Share.tsx';
import { shareContent } from './schema.ts';

export default defineSection({
  type: 'share',
  content: shareContent,
  Component: Share,
});
