import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import faqModule from './index.ts';
import { faqSections } from '#src/demo/sections/faq.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './Faq.stories.tsx';

const questions = {
  headline: 'Frequently asked questions',
  faqs: [
    { headline: 'How much space do I need?', body: '<p>One 4 x 8 ft bed is enough to start.</p>' },
    {
      headline: 'When should I start planting?',
      body: '<p>A few weeks before your last frost.</p>',
    },
    {
      headline: 'Do I need special soil?',
      body: '<p>Yes<script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt=""></p>',
    },
  ],
};

function renderFaq(content: Record<string, unknown> = questions) {
  return renderSection(faqModule, { content });
}

const question = (name: string) => screen.getByRole('button', { name });

testSectionSchema(faqModule, {
  demos: faqSections,
  required: {
    faqs: {
      message: 'The list of questions (faqs) is required.',
      empty: { value: [], message: 'The FAQ needs at least one question.' },
    },
  },
});

testStoryCatalogue(faqModule, stories);

describe('faq section', () => {
  it('starts with every answer closed', () => {
    renderFaq();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(3);
    expect(screen.queryByText('One 4 x 8 ft bed is enough to start.')).not.toBeInTheDocument();
  });

  it('keeps only one answer open at a time when questions are clicked', async () => {
    const user = userEvent.setup();
    renderFaq();

    await user.click(question('How much space do I need?'));
    expect(question('How much space do I need?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('One 4 x 8 ft bed is enough to start.')).toBeVisible();

    await user.click(question('When should I start planting?'));
    expect(question('When should I start planting?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('How much space do I need?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('A few weeks before your last frost.')).toBeVisible();
    expect(screen.queryByText('One 4 x 8 ft bed is enough to start.')).not.toBeInTheDocument();
  });

  it('closes the open answer when its question is clicked again', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(question('How much space do I need?'));
    await user.click(question('How much space do I need?'));
    expect(question('How much space do I need?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('works by keyboard: arrows move between questions, Enter and Space open one and close the other', async () => {
    const user = userEvent.setup();
    renderFaq();

    await user.tab();
    expect(question('How much space do I need?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(question('How much space do I need?')).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(question('When should I start planting?')).toHaveFocus();
    await user.keyboard(' ');
    expect(question('When should I start planting?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('How much space do I need?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows answers without scripts or event handlers', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(question('Do I need special soil?'));
    const region = screen.getByRole('region', { name: 'Do I need special soil?' });
    expect(region).toHaveTextContent('Yes');
    expect(region.innerHTML).not.toMatch(/<script|window\.hacked|onerror/);
  });

  it('uses the questions as second-level headings when the section has no headline', () => {
    renderFaq({ faqs: questions.faqs.slice(0, 1) });
    expect(
      screen.getByRole('heading', { level: 2, name: 'How much space do I need?' }),
    ).toBeInTheDocument();
  });

  it('rejects a question without a headline, naming the item', () => {
    expect(
      parseSection(faqModule, { faqs: [{ headline: 'Fine', body: 'x' }, { body: 'No question' }] }),
    ).toMatchObject({
      ok: false,
      field: 'content.faqs.1.headline',
    });
  });
});
