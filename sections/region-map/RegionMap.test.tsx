import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { regionMapSections } from '#src/demo/sections/region-map.ts';
import { renderSection, testSectionSchema } from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import regionMapModule from './index.ts';
import * as stories from './RegionMap.stories.tsx';

testSectionSchema(regionMapModule, {
  demos: regionMapSections,
  required: { headline: { message: 'The headline is required.', empty: { value: '   ' } } },
});

testStoryCatalogue(regionMapModule, stories);

describe('region-map section', () => {
  it('shows the headline, the body and a map of every state, with nothing selected', () => {
    renderSection(regionMapModule, {
      content: {
        headline: '  Garden designers in every region ',
        body: '<p>Point to your state.</p>',
      },
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Garden designers in every region' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Point to your state.')).toBeInTheDocument();
    const map = screen.getByRole('group', { name: 'US regions by state' });
    expect(within(map).getAllByRole('img')).toHaveLength(51);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Point to or tap a state to see its region.',
    );
  });

  it('has a legend naming each region, how many states it has, and which', () => {
    renderSection(regionMapModule, { content: { headline: 'Regions' } });
    const items = within(screen.getByRole('list', { name: 'Regions' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Northeast \(9 states: Connecticut, Maine, Massachusetts, .*Vermont\)$/,
      ),
      expect.stringMatching(/^Midwest \(12 states: Illinois, .*Wisconsin\)$/),
      expect.stringMatching(/^South \(16 states and DC: Alabama, .*West Virginia\)$/),
      expect.stringMatching(/^West \(13 states: Alaska, .*Wyoming\)$/),
    ]);
  });

  it('selects the whole region of the state under the pointer, and keeps it when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderSection(regionMapModule, { content: { headline: 'Regions' } });
    await user.hover(screen.getByRole('img', { name: 'Ohio' }));
    const status = screen.getByRole('status');
    expect(within(status).getByText('Midwest')).toBeInTheDocument();
    expect(status).toHaveTextContent(
      '12 states: Illinois, Indiana, Iowa, Kansas, Michigan, Minnesota, Missouri, Nebraska, North Dakota, Ohio, South Dakota, Wisconsin.',
    );
    await user.unhover(screen.getByRole('group', { name: 'US regions by state' }));
    expect(within(status).getByText('Midwest')).toBeInTheDocument();
  });

  it('selects the region of the state that has keyboard focus', async () => {
    const user = userEvent.setup();
    renderSection(regionMapModule, { content: { headline: 'Regions' } });
    await user.tab();
    expect(screen.getByRole('img', { name: 'Alabama' })).toHaveFocus();
    expect(within(screen.getByRole('status')).getByText('South')).toBeInTheDocument();
    await user.keyboard('w');
    expect(screen.getByRole('img', { name: 'Washington' })).toHaveFocus();
    expect(within(screen.getByRole('status')).getByText('West')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^West13 states: Alaska, Arizona/);
  });

  it('removes scripts and event handlers from the body', () => {
    const { container } = renderSection(regionMapModule, {
      content: {
        headline: 'Safe',
        body: '<p>Kept.</p><script>window.hacked = true</script><img src="x" alt="" onerror="window.hacked = true">',
      },
    });
    expect(screen.getByText('Kept.')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/<script|window\.hacked|onerror/);
  });
});
