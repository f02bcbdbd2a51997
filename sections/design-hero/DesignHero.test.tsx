import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { designHeroSections } from '#src/demo/sections/design-hero.ts';
import designHeroModule from './index.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './DesignHero.stories.tsx';

function renderDesignHero(content: Record<string, unknown>) {
  return renderSection(designHeroModule, { content });
}

const withVideo = {
  headline: 'A garden designed for the way you cook',
  body: '<p>A designer draws you a planting plan.</p><img src="x" onerror="window.hacked = true">',
  image: '/api/media/potager-plan.svg',
  url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=10s',
};

testSectionSchema(designHeroModule, {
  demos: designHeroSections,
  required: {
    headline: 'The headline is required.',
  },
});

testStoryCatalogue(designHeroModule, stories);

describe('design-hero section', () => {
  it('shows the headline as the page heading with its text and a button for the video', () => {
    const { container } = renderDesignHero(withVideo);
    expect(
      screen.getByRole('heading', { level: 1, name: 'A garden designed for the way you cook' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A designer draws you a planting plan.')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/onerror|window\.hacked/);
    expect(screen.getByRole('button', { name: 'Watch the video' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the video in a dialog on its poster, and loads YouTube only when play is pressed', async () => {
    const user = userEvent.setup();
    renderDesignHero(withVideo);

    await user.click(screen.getByRole('button', { name: 'Watch the video' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'A garden designed for the way you cook',
    });
    const play = within(dialog).getByRole('button', {
      name: 'Play video: A garden designed for the way you cook',
    });
    expect(
      within(dialog).queryByTitle('A garden designed for the way you cook'),
    ).not.toBeInTheDocument();

    await user.click(play);
    expect(within(dialog).getByTitle('A garden designed for the way you cook')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
    );
  });

  it('closes the video on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderDesignHero(withVideo);
    const trigger = screen.getByRole('button', { name: 'Watch the video' });

    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('says the video is unavailable when its url has no video id', async () => {
    const user = userEvent.setup();
    renderDesignHero({ ...withVideo, url: 'https://vimeo.com/76979871' });

    await user.click(screen.getByRole('button', { name: 'Watch the video' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This video is unavailable.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
  });

  it('has no video button without a url', () => {
    renderDesignHero({
      headline: 'Design your kitchen garden',
      body: '<p>Plans for every plot.</p>',
    });
    expect(screen.queryByRole('button', { name: 'Watch the video' })).not.toBeInTheDocument();
  });

  it('defaults the body, image and url to blank', () => {
    expect(
      parseSection(designHeroModule, { headline: 'Design your kitchen garden', url: null }),
    ).toMatchObject({
      ok: true,
      section: { content: { body: '', image: '', url: '' } },
    });
  });
});
