import { defineSection } from '#src/sections/defineSection.tsx';
import { Faq } from './Faq.tsx';
import { faqContent } from './schema.ts';

export default defineSection({ type: 'faq', content: faqContent, Component: Faq });
