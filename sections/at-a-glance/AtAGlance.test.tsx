import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { atAGlanceSections } from '#src/demo/sections/at-a-glance.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './AtAGlance.stories.tsx';
import atAGlanceModule from './index.ts';

testSectionSchema(atAGlanceModule, {
  demos: atAGlanceSections,
  required: { title: { message: 'The title is required.', empty: { value: '   ' } } },
});

testStoryCatalogue(atAGlanceModule, stories);

describe('at-a-glance section', () => {
  it('shows the title as a heading with the rich text under it', () => {
    renderSection(atAGlanceModule, {
      content: {
        title: '  At a glance: growing garlic  ',
        body: '<ul><li>Plant in autumn</li><li>Harvest in summer</li></ul>',
      },
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'At a glance: growing garlic' }),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Plant in autumn', 'Harvest in summer']);
  });

  it('removes scripts and event handlers from the body', () => {
    const { container } = renderSection(atAGlanceModule, {
      content: {
        title: 'Key facts',
        body: '<p>Water weekly.</p><script>window.hacked = true</script><img src="x" alt="" onerror="window.hacked = true">',
      },
    });
    expect(screen.getByText('Water weekly.')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/<script|window\.hacked|onerror/);
  });

  it('shows only the title when the body is blank', () => {
    const { container } = renderSection(atAGlanceModule, {
      content: { title: 'Ready in six weeks', body: '   ' },
    });
    expect(screen.getByRole('heading', { name: 'Ready in six weeks' })).toBeInTheDocument();
    expect(container).toHaveTextContent(/^Ready in six weeks$/);
  });

  it('is white without a background chosen in the CMS', () => {
    expect(parseSection(atAGlanceModule, { title: 'Hi' })).toMatchObject({
      ok: true,
      section: { background: 'white' },
    });
  });
});
