import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageSectionWire } from '#src/api/types.ts';
import type { SectionProps } from '#src/sections/defineSection.tsx';
import { StoryProviders } from '#src/test/StoryProviders.tsx';
import { Headline } from './Headline.tsx';
import headlineModule from './index.ts';
import type { HeadlineContent } from './schema.ts';
import { headlineSections } from '#api/fixtures/sections/headline.ts';
import { testSectionSchema } from '#sections/_test/sectionTests.tsx';
import { testStoryCatalogue } from '#sections/_test/storyCatalogue.ts';
import * as stories from './Headline.stories.tsx';

function parse(content: Record<string, unknown>, options: PageSectionWire['options'] = null) {
  return headlineModule.parse({ id: 5, type: 'headline', content, options });
}

function renderHeadline(
  content: Record<string, unknown>,
  background: SectionProps<HeadlineContent>['background'] = 'white',
) {
  const result = parse(content);
  if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
  render(
    <StoryProviders>
      <Headline
        id={5}
        content={result.section.content}
        layout="default"
        background={background}
        data={{ data: undefined, error: undefined, isLoading: false }}
      />
    </StoryProviders>,
  );
}

testSectionSchema(headlineModule, {
  demos: headlineSections,
  required: {
    headline: { message: 'The headline is required.', empty: { value: '   ' } },
  },
});

testStoryCatalogue(headlineModule, stories);

describe('headline section', () => {
  it('shows the headline as a heading with the subheadline under it', () => {
    renderHeadline({
      headline: '  Plan a garden that feeds you  ',
      subheadline: 'Three simple steps',
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Plan a garden that feeds you' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Three simple steps')).toBeInTheDocument();
  });

  it('leaves out a subheadline that is only spaces', () => {
    renderHeadline({ headline: 'Companion planting', subheadline: '   ' });
    expect(screen.getByRole('heading', { name: 'Companion planting' })).toBeInTheDocument();
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument();
  });

  it('keeps the background chosen in the CMS and is white without one', () => {
    expect(parse({ headline: 'Hi' }, { BackgroundColor: { color: 'pink' } })).toMatchObject({
      ok: true,
      section: { background: 'pink' },
    });
    expect(parse({ headline: 'Hi' })).toMatchObject({ ok: true, section: { background: 'white' } });
  });
});
