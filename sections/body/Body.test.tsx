import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSectionsByType } from '#api/fixtures/sections/index.ts';
import { seedPages } from '#api/seed/pages.ts';
import type { PageSectionWire } from '#src/api/types.ts';
import { StoryProviders } from '#src/test/StoryProviders.tsx';
import { Body } from './Body.tsx';
import bodyModule from './index.ts';

function parse(content: Record<string, unknown>, options: PageSectionWire['options'] = null) {
  return bodyModule.parse({ id: 3, type: 'body', content, options });
}

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
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
      <CurrentPath />
    </StoryProviders>,
  );
}

const seededBodies = seedPages.flatMap((page) =>
  page.page_sections.filter((section) => section.type === 'body'),
);

describe('body section', () => {
  const scrollIntoView = vi.fn();
  const original = Element.prototype.scrollIntoView;
  beforeEach(() => {
    // jsdom does no layout and has no scrollIntoView; the browser story checks the real scrolling.
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollIntoView.mockClear();
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });

  it('shows the rich text without scripts or event handlers, keeping its links', () => {
    const { container } = renderBody({
      body: '<p>Read the <a href="/blog">blog</a>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="">',
    });
    expect(screen.getByRole('link', { name: 'blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText(/Read the/)).toHaveTextContent('Read the blog.');
    expect(container.innerHTML).not.toMatch(/<script|window\.hacked|onerror/);
  });

  it('scrolls smoothly to the target of an in-page link and moves focus there', async () => {
    const user = userEvent.setup();
    renderBody({
      body: '<p><a href="#watering">Watering</a></p><h3 id="watering">Watering your beds</h3>',
    });

    await user.click(screen.getByRole('link', { name: 'Watering' }));

    const target = screen.getByRole('heading', { name: 'Watering your beds' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(target).toHaveFocus();
    expect(window.location.hash).toBe('#watering');
  });

  it('follows a link to another page of the site without reloading', async () => {
    const user = userEvent.setup();
    renderBody({
      body: '<p>See <a href="http://localhost:3000/frost-calculator?zip=10001">frost dates</a>.</p>',
    });
    await user.click(screen.getByRole('link', { name: 'frost dates' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/frost-calculator',
    );
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
