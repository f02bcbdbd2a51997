import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { atAGlanceSections } from '#api/fixtures/sections/at-a-glance.ts';
import { seedPages } from '#api/seed/pages.ts';
import type { PageSectionWire } from '#src/api/types.ts';
import { StoryProviders } from '#src/test/StoryProviders.tsx';
import { AtAGlance } from './AtAGlance.tsx';
import atAGlanceModule from './index.ts';

function parse(content: Record<string, unknown>, options: PageSectionWire['options'] = null) {
  return atAGlanceModule.parse({ id: 7, type: 'at-a-glance', content, options });
}

function renderAtAGlance(content: Record<string, unknown>) {
  const result = parse(content);
  if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
  return render(
    <StoryProviders>
      <AtAGlance
        id={7}
        content={result.section.content}
        layout="default"
        background="white"
        data={{ data: undefined, error: undefined, isLoading: false }}
      />
    </StoryProviders>,
  );
}

const seededAtAGlances = seedPages.flatMap((page) =>
  page.page_sections.filter((section) => section.type === 'at-a-glance'),
);

describe('at-a-glance section', () => {
  it('shows the title as a heading with the rich text under it', () => {
    renderAtAGlance({
      title: '  At a glance: growing garlic  ',
      body: '<ul><li>Plant in autumn</li><li>Harvest in summer</li></ul>',
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'At a glance: growing garlic' }),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Plant in autumn', 'Harvest in summer']);
  });

  it('removes scripts and event handlers from the body', () => {
    const { container } = renderAtAGlance({
      title: 'Key facts',
      body: '<p>Water weekly.</p><script>window.hacked = true</script><img src="x" alt="" onerror="window.hacked = true">',
    });
    expect(screen.getByText('Water weekly.')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/<script|window\.hacked|onerror/);
  });

  it('shows only the title when the body is blank', () => {
    const { container } = renderAtAGlance({ title: 'Ready in six weeks', body: '   ' });
    expect(screen.getByRole('heading', { name: 'Ready in six weeks' })).toBeInTheDocument();
    expect(container).toHaveTextContent(/^Ready in six weeks$/);
  });

  it('accepts every demo at-a-glance section', () => {
    expect(atAGlanceSections.length).toBeGreaterThan(0);
    for (const section of atAGlanceSections)
      expect(parse(section.content, section.options)).toMatchObject({ ok: true });
  });

  it('accepts every at-a-glance section of the seeded pages', () => {
    for (const section of seededAtAGlances)
      expect(atAGlanceModule.parse({ id: 1, ...section })).toMatchObject({ ok: true });
  });

  it('is white without a background chosen in the CMS', () => {
    expect(parse({ title: 'Hi' })).toMatchObject({ ok: true, section: { background: 'white' } });
  });

  it('rejects content without a title, naming the field', () => {
    expect(parse({ body: '<p>No title here</p>' })).toMatchObject({
      ok: false,
      field: 'content.title',
      message: 'The title is required.',
    });
    expect(parse({ title: '   ' })).toMatchObject({ ok: false, field: 'content.title' });
  });
});
