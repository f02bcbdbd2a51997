import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reusableSections } from '#src/demo/sections/reusable.ts';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import type { SectionModule } from '#src/lib/sectionKit/defineSection.tsx';
import { SectionFrame } from '#src/lib/sectionKit/SectionFrame.tsx';
import {
  SectionRendererProvider,
  type RenderSections,
} from '#src/lib/sectionKit/SectionRendererContext.tsx';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import bodyModule from '#sections/body/index.ts';
import headlineModule from '#sections/headline/index.ts';
import reusableModule from './index.ts';
import { Reusable } from './Reusable.tsx';
import { parseSection, testSectionSchema } from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './Reusable.stories.tsx';

function renderWith<C>(module: SectionModule<C>, section: PageSectionWire) {
  const result = module.parse(section);
  if (!result.ok) return null;
  const { Render } = module;
  return (
    <SectionFrame key={section.id} type={section.type} id={section.id} background="white">
      <Render section={result.section} />
    </SectionFrame>
  );
}

/** A renderer like the page's (headline and body only) that does NOT honour skipTypes itself. */
const renderTestSections = vi.fn<RenderSections>((sections) =>
  sections.map((section) =>
    section.type === 'headline'
      ? renderWith(headlineModule, section)
      : section.type === 'body'
        ? renderWith(bodyModule, section)
        : section.type === 'reusable'
          ? renderWith(reusableModule, section)
          : null,
  ),
);

function renderReusable(content: Record<string, unknown>) {
  const result = parseSection(reusableModule, content);
  if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
  renderTestSections.mockClear();
  return render(
    <StoryProviders>
      <SectionRendererProvider value={renderTestSections}>
        <Reusable
          id={12}
          content={result.section.content}
          layout="default"
          background="white"
          data={{ data: undefined, error: undefined, isLoading: false }}
        />
      </SectionRendererProvider>
    </StoryProviders>,
  );
}

testSectionSchema(reusableModule, {
  demos: reusableSections,
});

testStoryCatalogue(reusableModule, stories);

describe('reusable section', () => {
  it('renders its sub-sections in order through the page renderer', () => {
    renderReusable({
      sections: [
        { id: 1, type: 'headline', content: { headline: 'Get the planting notes' } },
        { id: 2, type: 'body', content: { body: '<p>One e-mail a month.</p>' } },
        { id: 3, type: 'headline', content: { headline: 'Past notes' } },
      ],
    });
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Get the planting notes',
      'Past notes',
    ]);
    expect(screen.getByText('One e-mail a month.')).toBeInTheDocument();
  });

  it('skips a nested reusable whatever it contains, and asks the renderer to skip them too', () => {
    renderReusable({
      sections: [
        { id: 1, type: 'headline', content: { headline: 'Shown' } },
        {
          id: 2,
          type: 'reusable',
          content: { sections: [{ type: 'headline', content: { headline: 'Nested' } }] },
        },
        { id: 3, type: 'reusable', content: { sections: 'not even a list' } },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Shown' })).toBeInTheDocument();
    expect(screen.queryByText('Nested')).not.toBeInTheDocument();
    expect(renderTestSections).toHaveBeenCalledTimes(1);
    const [sections, options] = renderTestSections.mock.calls[0]!;
    expect(sections.map((section) => section.type)).toEqual(['headline']);
    expect(options).toEqual({ skipTypes: ['reusable'] });
  });

  it('gives sub-sections without an id a stable one of their own', () => {
    renderReusable({
      sections: [
        { type: 'headline', content: { headline: 'First' } },
        { id: 77, type: 'headline', content: { headline: 'Second' } },
        { type: 'headline', content: { headline: 'Third' } },
      ],
    });
    const [sections] = renderTestSections.mock.calls[0]!;
    expect(sections.map((section) => section.id)).toEqual([12001, 77, 12003]);
  });

  it('renders nothing without sub-sections', () => {
    const { container } = renderReusable({});
    expect(container.textContent).toBe('');
    expect(renderTestSections).not.toHaveBeenCalled();
  });

  it('treats missing or empty sections as an empty list', () => {
    expect(parseSection(reusableModule, {})).toMatchObject({
      ok: true,
      section: { content: { sections: [] } },
    });
    expect(parseSection(reusableModule, { sections: null })).toMatchObject({
      ok: true,
      section: { content: { sections: [] } },
    });
  });

  it('rejects a sub-section without a type, naming its path', () => {
    expect(
      parseSection(reusableModule, {
        sections: [{ type: 'headline', content: {} }, { content: { headline: 'Hi' } }],
      }),
    ).toMatchObject({
      ok: false,
      field: 'content.sections.1.type',
      message: 'Each sub-section needs a type.',
    });
  });

  it('rejects sections that are not a list, naming the field', () => {
    expect(parseSection(reusableModule, { sections: 'headline' })).toMatchObject({
      ok: false,
      field: 'content.sections',
      message: 'The sections must be a list.',
    });
  });
});
