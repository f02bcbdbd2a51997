import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { videoContent } from './schema.ts';
import { Video } from './Video.tsx';

export default defineSection({
  type: 'video',
  content: videoContent,
  Component: Video,
});
