import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { YouTubePlayer } from './YouTubePlayer.tsx';

const title = 'Building a raised bed in an afternoon';

describe('YouTubePlayer', () => {
  it('shows only a local poster with a play button named after the video until it is pressed', () => {
    const { container } = render(<YouTubePlayer id="dQw4w9WgXcQ" title={title} />);
    expect(
      screen.getByRole('button', { name: 'Play video: Building a raised bed in an afternoon' }),
    ).toBeInTheDocument();
    expect(screen.queryByTitle(title)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/\b(src|href|srcset|poster)=|ytimg|https?:/i);
  });

  it('swaps in the privacy-enhanced player, autoplaying, when play is pressed', async () => {
    const user = userEvent.setup();
    render(<YouTubePlayer id="dQw4w9WgXcQ" title={title} />);

    await user.click(screen.getByRole('button', { name: `Play video: ${title}` }));

    const player = screen.getByTitle(title);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(player.getAttribute('allow')).toContain('autoplay');
    expect(player.getAttribute('allow')).toContain('encrypted-media');
    expect(player).toHaveAttribute('allowfullscreen');
    expect(screen.queryByRole('button', { name: `Play video: ${title}` })).not.toBeInTheDocument();
  });

  it('moves keyboard focus to the player that replaced the play button', async () => {
    const user = userEvent.setup();
    render(<YouTubePlayer id="dQw4w9WgXcQ" title={title} />);

    await user.tab();
    expect(screen.getByRole('button', { name: `Play video: ${title}` })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByTitle(title)).toHaveFocus();
  });

  it('says the video is unavailable instead of showing a player for the id "error"', () => {
    render(<YouTubePlayer id="error" title={title} />);
    expect(screen.getByText('This video is unavailable.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTitle(title)).not.toBeInTheDocument();
  });
});
