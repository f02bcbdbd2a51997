import { defineSection } from '#src/sections/defineSection.tsx';
import { Embed } from './Embed.tsx';
import { embedContent } from './schema.ts';

export default defineSection({ type: 'embed', content: embedContent, Component: Embed });
