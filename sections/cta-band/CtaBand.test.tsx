import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ctaBandModule from './index.ts';
import { ctaBandSections } from '#src/demo/sections/cta-band.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './CtaBand.stories.tsx';

function renderBand(content: Record<string, unknown>) {
  return renderSection(ctaBandModule, { content });
}

const band = {
  headline: 'Ready to grow your own food?',
  subheadline: 'Start this weekend',
  cta: {
    content: {
      buttons: [
        {
          id: 1,
          buttonText: 'Get the planting calendar',
          isOptInForm: true,
          optInFormTag: 'planting-calendar',
          listId: 3,
        },
        {
          id: 2,
          buttonText: 'Book a design call',
          link: '/design',
          fontColor: 'rgb(47, 93, 58)',
          borderColor: 'rgb(255, 255, 255)',
          backgroundColor: 'rgb(255, 255, 255)',
        },
        { id: 3, buttonText: '  \n ', link: '/blog' },
      ],
    },
  },
};

testSectionSchema(ctaBandModule, {
  demos: ctaBandSections,
  required: {
    cta: 'The call to action (cta) is required.',
  },
});

testStoryCatalogue(ctaBandModule, stories);

describe('cta-band section', () => {
  it('shows the headline, the subheadline and the buttons with text', () => {
    renderBand(band);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ready to grow your own food?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Start this weekend')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get the planting calendar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a design call' })).toHaveAttribute(
      'href',
      '/design',
    );
  });

  it('leaves out a button whose text is blank after trimming', () => {
    renderBand(band);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('paints a link button in the colours chosen in the CMS', () => {
    renderBand(band);
    expect(screen.getByRole('link', { name: 'Book a design call' })).toHaveStyle({
      color: 'rgb(47, 93, 58)',
      backgroundColor: 'rgb(255, 255, 255)',
      borderColor: 'rgb(255, 255, 255)',
    });
  });

  it('opens an e-mail sign-up from an opt-in button', async () => {
    const user = userEvent.setup();
    renderBand(band);
    await user.click(screen.getByRole('button', { name: 'Get the planting calendar' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Get the planting calendar' },
      { timeout: 5000 },
    );
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: /email/i }));
  });

  it('is green when the CMS sets no background', () => {
    expect(parseSection(ctaBandModule, band)).toMatchObject({
      ok: true,
      section: { background: 'green' },
    });
    expect(
      parseSection(ctaBandModule, band, { BackgroundColor: { color: 'beige' } }),
    ).toMatchObject({
      ok: true,
      section: { background: 'beige' },
    });
  });
});
