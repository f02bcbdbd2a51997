// Project annotations added by `.storybook/main.ts` (`previewAnnotations`): every docs page is
// `SectionDocsPage`, which shows a section's fields and is Storybook's own page for anything else.
import { SectionDocsPage } from './SectionDocsPage.tsx';

export const parameters = { docs: { page: SectionDocsPage } };
