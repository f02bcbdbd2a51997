import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchorSections } from '#src/demo/sections/anchor.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import anchorModule from './index.ts';
import { slugifyAnchor } from './schema.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './Anchor.stories.tsx';

function renderAnchor(content: Record<string, unknown>, before?: string) {
  return renderSection(
    anchorModule,
    { content },
    { wrap: (section) => (before ? [<RichText key="before" html={before} />, section] : section) },
  );
}

testSectionSchema(anchorModule, {
  demos: anchorSections,
  required: {
    anchor: {
      message: 'The anchor is required: letters or digits to link to, e.g. planting-calendar.',
      wrongType: { message: 'The anchor is required.' },
    },
  },
});

testStoryCatalogue(anchorModule, stories);

describe('anchor section', () => {
  const scrollIntoView = Element.prototype.scrollIntoView;
  beforeEach(() => {
    // jsdom does not lay out or scroll.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
    window.history.replaceState(null, '', '/');
  });

  it('shows the title as a heading carrying the slugified anchor as its id', () => {
    renderAnchor({ anchor: '  Planting Calendar ', title: 'Planting calendar' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Planting calendar' });
    expect(heading).toHaveAttribute('id', 'planting-calendar');
  });

  it('is an empty target without a title, where a #further-reading link still lands', async () => {
    const user = userEvent.setup();
    const view = renderAnchor(
      { anchor: '#further-reading' },
      '<p>See <a href="#further-reading">more</a>.</p>',
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(view.container).toHaveTextContent(/^See more\.$/);

    await user.click(screen.getByRole('link', { name: 'more' }));
    const scrolled = vi.mocked(Element.prototype.scrollIntoView).mock.contexts;
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toHaveAttribute('id', 'further-reading');
    expect(scrolled[0]).toBeEmptyDOMElement();
    expect(scrolled[0]).toHaveFocus();
  });

  it('is where a #planting-calendar link lands, taking focus', async () => {
    const user = userEvent.setup();
    renderAnchor(
      { anchor: 'Planting Calendar', title: 'Planting calendar' },
      '<p>See the <a href="#planting-calendar">calendar</a>.</p>',
    );
    await user.click(screen.getByRole('link', { name: 'calendar' }));
    const heading = screen.getByRole('heading', { name: 'Planting calendar' });
    expect(heading.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(heading).toHaveFocus();
    expect(window.location.hash).toBe('#planting-calendar');
  });

  it('marks anchors that a table of contents leaves out', () => {
    const { container } = renderAnchor({ anchor: 'notes', title: 'Notes', toc_ignore: '1' });
    // A table of contents reads these attributes; they have no role to query by.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    const marked = container.querySelector('[data-anchor="notes"]');
    expect(marked).toHaveAttribute('data-toc-ignore', '');
    expect(marked).toHaveAttribute('data-toc-title', 'Notes');
  });

  it('slugifies what the editor typed into a stable id', () => {
    expect(slugifyAnchor('Planting Calendar')).toBe('planting-calendar');
    expect(slugifyAnchor('#planting-calendar')).toBe('planting-calendar');
    expect(slugifyAnchor('  Crème brûlée & Co.!  ')).toBe('creme-brulee-co');
    expect(slugifyAnchor('step_2 -- sow')).toBe('step_2-sow');
  });

  it('reads toc_ignore from the ways a CMS checkbox is sent', () => {
    for (const [value, expected] of [
      [true, true],
      [1, true],
      ['1', true],
      ['true', true],
      [false, false],
      [0, false],
      ['0', false],
      [null, false],
    ] as const)
      expect(parseSection(anchorModule, { anchor: 'a', toc_ignore: value })).toMatchObject({
        ok: true,
        section: { content: { toc_ignore: expected } },
      });
  });
});
