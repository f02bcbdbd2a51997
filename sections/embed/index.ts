import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { Embed } from './Embed.tsx';
import { embedContent } from './schema.ts';

export default defineSection({ type: 'embed', content: embedContent, Component: Embed });
