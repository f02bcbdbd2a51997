import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import headlineModule from './index.ts';
import { headlineSections } from '#src/demo/sections/headline.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './Headline.stories.tsx';

function renderHeadline(content: Record<string, unknown>) {
  return renderSection(headlineModule, { content });
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
    expect(
      parseSection(headlineModule, { headline: 'Hi' }, { BackgroundColor: { color: 'pink' } }),
    ).toMatchObject({
      ok: true,
      section: { background: 'pink' },
    });
    expect(parseSection(headlineModule, { headline: 'Hi' })).toMatchObject({
      ok: true,
      section: { background: 'white' },
    });
  });
});
