import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calloutSections } from '#src/demo/sections/callout.ts';
import calloutModule from './index.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './Callout.stories.tsx';

function renderCallout(content: Record<string, unknown>) {
  return renderSection(calloutModule, { content });
}

testSectionSchema(calloutModule, {
  demos: calloutSections,
  required: {
    headline: { message: 'The headline is required.', empty: { value: '   ' } },
  },
});

testStoryCatalogue(calloutModule, stories);

describe('callout section', () => {
  it('shows the headline, the text, the buttons and the image beside them', () => {
    const { container } = renderCallout({
      headline: ' Not sure where to start? ',
      body: '<p>Answer ten quick questions.</p><img src="x" onerror="window.hacked = true">',
      image: '/api/media/raised-beds.svg',
      buttons: [
        { buttonText: 'Take the Quiz', link: '/quiz' },
        { buttonText: ' ', link: '/blog' },
      ],
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Not sure where to start?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Answer ten quick questions.')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/onerror|window\.hacked/);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/quiz']);
    // Decoration (alt ""): the image is presentational.
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('src', '/api/media/raised-beds.svg');
    expect(image).toHaveStyle({ aspectRatio: '4 / 3' });
  });

  it('shows no image when none is given', () => {
    renderCallout({ headline: 'Talk to a designer', image: '  ' });
    expect(screen.getByRole('heading', { name: 'Talk to a designer' })).toBeInTheDocument();
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  });

  it('opens an e-mail sign-up from an opt-in button', () => {
    renderCallout({
      headline: 'The free planting calendar',
      buttons: [{ buttonText: 'Send me the calendar', isOptInForm: true, optInFormTag: 'cal' }],
    });
    expect(screen.getByRole('button', { name: 'Send me the calendar' })).toBeInTheDocument();
  });

  it('reads missing optional fields as empty', () => {
    expect(
      parseSection(calloutModule, { headline: 'Hi', body: null, image: null, buttons: null }),
    ).toMatchObject({
      ok: true,
      section: { content: { headline: 'Hi', body: '', image: '', buttons: [] } },
    });
  });
});
