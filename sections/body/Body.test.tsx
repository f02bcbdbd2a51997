import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSectionsByType } from '#api/fixtures/sections/index.ts';
import { seedPages } from '#api/seed/pages.ts';
import type { PageSectionWire } from '#src/api/types.ts';
import { StoryProviders } from '#src/test/StoryProviders.tsx';
import { Body } from './Body.tsx';
import bodyModule from './index.ts';

function parse(content: Record<string, unknown>, options: PageSectionWire['options'] = null) {
  return bodyModule.parse({ id: 3, type: 'body', content, options });
}

function renderBody(content: Record<string, unknown>) {
  const result = parse(content);
  if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
  return render(
    <StoryProviders initialPath="/guides">
      <Body
        id={3}
        content={result.section.content}
        layout="default"
        background="white"
        data={{ data: undefined, error: undefined, isLoading: false }}
      />
    </StoryProviders>,
  );
}

const seededBodies = seedPages.flatMap((page) =>
  page.page_sections.filter((section) => section.type === 'body'),
);

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

  it('accepts every demo body section', () => {
    const fixtures = demoSectionsByType.body ?? [];
    expect(fixtures.length).toBeGreaterThan(0);
    for (const section of fixtures)
      expect(parse(section.content, section.options)).toMatchObject({ ok: true });
  });

  it('accepts every body section of the seeded pages', () => {
    expect(seededBodies.length).toBeGreaterThan(0);
    for (const section of seededBodies)
      expect(bodyModule.parse({ id: 1, ...section })).toMatchObject({ ok: true });
  });

  it('reads missing buttons as none', () => {
    expect(parse({ body: '<p>Hi</p>', buttons: null })).toMatchObject({
      ok: true,
      section: { content: { buttons: [] } },
    });
  });

  it('rejects content without a body, naming the field', () => {
    expect(parse({ buttons: [] })).toMatchObject({ ok: false, field: 'content.body' });
  });
});
