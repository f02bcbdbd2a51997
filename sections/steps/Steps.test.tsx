import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stepsSections } from '#src/demo/sections/steps.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import stepsModule from './index.ts';
import type { StepsContent } from './schema.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './Steps.stories.tsx';

function renderSteps(
  content: Record<string, unknown>,
  background: SectionProps<StepsContent>['background'] = 'white',
) {
  return renderSection(stepsModule, {
    content,
    options: { BackgroundColor: { color: background } },
  });
}

testSectionSchema(stepsModule, {
  demos: stepsSections,
  required: {
    steps: {
      message: 'At least one step is required.',
      wrongType: { message: 'The steps must be a list.' },
      empty: { value: [] },
    },
  },
});

testStoryCatalogue(stepsModule, stories);

describe('steps section', () => {
  it('shows the steps as a numbered list in order, each read as "Step N" with its headline', () => {
    renderSteps({
      headline: ' How a garden design works ',
      steps: [
        { headline: 'Tell us about your space', body: '<p>Send a few photos.</p>' },
        { headline: 'Meet your designer', body: '<p>A 45-minute video call.</p>' },
        { headline: 'Plant with confidence' },
      ],
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'How a garden design works' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Tell us about your space', 'Meet your designer', 'Plant with confidence']);
    expect(items.map((item) => item.textContent?.slice(0, 6))).toEqual([
      'Step 1',
      'Step 2',
      'Step 3',
    ]);
    expect(within(items[1]!).getByText('A 45-minute video call.')).toBeInTheDocument();
  });

  it('sanitizes the rich text of a step', () => {
    const { container } = renderSteps({
      steps: [
        { headline: 'Fill it', body: '<p onclick="alert(1)">Compost</p><script>x()</script>' },
      ],
    });
    expect(screen.getByText('Compost')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/<script|onclick/);
  });

  it('makes the steps the top headings when there is no section headline', () => {
    renderSteps({ headline: '  ', steps: [{ headline: 'Choose your herbs' }] });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Choose your herbs' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('shows the call-to-action buttons under the steps and leaves out blank ones', () => {
    renderSteps({
      steps: [{ headline: 'Sow' }],
      buttons: [
        { buttonText: 'Design my garden', link: '/design' },
        { buttonText: '   ', link: '/blog' },
        { buttonText: 'Get the guide', isOptInForm: true },
      ],
    });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/design',
    ]);
    expect(screen.getByRole('button', { name: 'Get the guide' })).toBeInTheDocument();
  });

  it('keeps the background chosen in the CMS and is white without one', () => {
    const steps = [{ headline: 'Sow' }];
    expect(
      parseSection(stepsModule, { steps }, { BackgroundColor: { color: 'green' } }),
    ).toMatchObject({
      ok: true,
      section: { background: 'green' },
    });
    expect(parseSection(stepsModule, { steps })).toMatchObject({
      ok: true,
      section: { background: 'white' },
    });
  });

  it('rejects a step without a headline, naming the step', () => {
    expect(
      parseSection(stepsModule, {
        steps: [{ headline: 'Sow' }, { headline: '  ', body: '<p>Water</p>' }],
      }),
    ).toMatchObject({
      ok: false,
      field: 'content.steps.1.headline',
      message: 'Each step needs a headline.',
    });
  });
});
