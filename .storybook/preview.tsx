import type { Preview } from '@storybook/react-vite';
import '#src/theme/global.css.ts';
import '#src/theme/fonts.ts';
import { registerSanitizer } from '#src/sanitize/loadSanitizer.ts';
import { sanitizeHtml } from '#src/sanitize/sanitizeHtml.ts';
import { StoryProviders } from '#src/test/StoryProviders.tsx';

// Stories render CMS HTML at once, as the server does (the site loads the sanitizer only when needed).
registerSanitizer(sanitizeHtml);

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Any axe violation (WCAG 2.x A/AA, including 2.2) fails the story's test.
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1312', styles: { width: '1312px', height: '900px' } },
      },
    },
  },
  decorators: [
    // `parameters.router: false` for stories that bring their own data router (createRoutesStub).
    (Story, { parameters }) => (
      <StoryProviders router={parameters.router !== false}>
        <Story />
      </StoryProviders>
    ),
  ],
};
export default preview;
