import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { videoSections } from '#src/demo/sections/video.ts';
import videoModule from './index.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './Video.stories.tsx';

function renderVideo(content: Record<string, unknown>) {
  return renderSection(videoModule, { content });
}

testSectionSchema(videoModule, {
  demos: videoSections,
  required: {
    url: { message: 'The video url is required.', empty: { value: '   ' } },
  },
});

testStoryCatalogue(videoModule, stories);

describe('video section', () => {
  it('shows the headline and a play button, and loads nothing from YouTube before play', () => {
    const { container } = renderVideo({
      headline: 'Build a raised bed in an afternoon',
      url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=15s',
      type: 'YouTube',
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Build a raised bed in an afternoon' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Play video: Build a raised bed in an afternoon' }),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Build a raised bed in an afternoon')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/\b(src|href|srcset)=|<script|https?:/i);
  });

  it('plays the video of the pasted url in the privacy-enhanced player when play is pressed', async () => {
    const user = userEvent.setup();
    renderVideo({
      headline: 'Sowing tomatoes indoors',
      url: 'https://youtu.be/ScMzIvxBSi4?si=share-token',
    });

    await user.click(screen.getByRole('button', { name: 'Play video: Sowing tomatoes indoors' }));

    expect(screen.getByTitle('Sowing tomatoes indoors')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4?autoplay=1',
    );
  });

  it('names the player after the video service when there is no headline', () => {
    renderVideo({ url: 'https://www.youtube.com/shorts/ScMzIvxBSi4' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video: YouTube video' })).toBeInTheDocument();
  });

  it('says the video is unavailable when the url has no video id', () => {
    renderVideo({ headline: 'Our channel', url: 'https://www.youtube.com/@kitchengardeners' });
    expect(screen.getByText('This video is unavailable.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('defaults the type to YouTube and the headline to none', () => {
    expect(
      parseSection(videoModule, { url: 'https://youtu.be/ScMzIvxBSi4', type: null }),
    ).toMatchObject({
      ok: true,
      section: { content: { headline: '', type: 'YouTube' } },
    });
  });
});
