import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { Body } from './Body.tsx';
import { bodyContent } from './schema.ts';

export default defineSection({ type: 'body', content: bodyContent, Component: Body, static: true });
