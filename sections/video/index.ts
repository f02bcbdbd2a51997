import { defineSection } from '#src/sections/defineSection.tsx';
import { videoContent } from './schema.ts';
import { Video } from './Video.tsx';

export default defineSection({
  type: 'video',
  content: videoContent,
  Component: Video,
});
