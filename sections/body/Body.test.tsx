import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import bodyModule from './index.ts';
import { bodySections } from '#src/demo/sections/body.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './Body.stories.tsx';

function renderBody(content: Record<string, unknown>) {
  return renderSection(bodyModule, { content }, { initialPath: '/guides' });
}

testSectionSchema(bodyModule, {
  demos: bodySections,
  required: {
    body: 'The body text is required.',
  },
});

testStoryCatalogue(bodyModule, stories);

describe('body section', () => {
  // The rich text itself (sanitizing, in-page and internal links) is tested with RichText.
  it('shows the rich text without scripts or event handlers, keeping its links', () => {
    const { container } = renderBody({
      body: '<p>Read the <a href="/blog">blog</a>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="">',
    });
    expect(screen.getByRole('link', { name: 'blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText(/Read the/)).toHaveTextContent('Read the blog.');
    expect(container.innerHTML).not.toMatch(/<script|window\.hacked|onerror/);
  });

  it('shows its buttons under the text and leaves out one with blank text', () => {
    renderBody({
      body: '<p>Every garden starts with a plan.</p>',
      buttons: [
        { buttonText: 'Plan my garden', link: '/design' },
        { buttonText: '   ', link: '/blog' },
      ],
    });
    expect(screen.getByRole('link', { name: 'Plan my garden' })).toHaveAttribute('href', '/design');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('reads missing buttons as none', () => {
    expect(parseSection(bodyModule, { body: '<p>Hi</p>', buttons: null })).toMatchObject({
      ok: true,
      section: { content: { buttons: [] } },
    });
  });
});
