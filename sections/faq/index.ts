import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { Faq } from './Faq.tsx';
import { faqContent } from './schema.ts';

export default defineSection({ type: 'faq', content: faqContent, Component: Faq });
