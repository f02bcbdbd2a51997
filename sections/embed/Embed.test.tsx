import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embedSections } from '#src/demo/sections/embed.ts';
import { iframeSandbox } from '#src/lib/sanitize/index.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { Embed, untitledTableName } from './Embed.tsx';
import embedModule from './index.ts';
import { parseSection, testSectionSchema } from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './Embed.stories.tsx';

function embedElement(html: string) {
  const result = parseSection(embedModule, { html });
  if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
  return (
    <StoryProviders>
      <Embed
        id={4}
        content={result.section.content}
        layout="default"
        background="white"
        data={{ data: undefined, error: undefined, isLoading: false }}
      />
    </StoryProviders>
  );
}

declare global {
  interface Window {
    embedHacked?: string;
  }
}

testSectionSchema(embedModule, {
  demos: embedSections,
  required: {
    html: { message: 'The HTML is required.', empty: { value: '  ' } },
  },
});

testStoryCatalogue(embedModule, stories);

describe('embed section', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete window.embedHacked;
  });

  it('shows a loader, then the HTML after 350 ms', () => {
    render(embedElement('<p>Seed swap on Saturday</p>'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Seed swap on Saturday')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(349));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Seed swap on Saturday')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Seed swap on Saturday')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders only the loader on the server', () => {
    const view = renderToString(embedElement('<p>Seed swap on Saturday</p>'));
    expect(view).toContain('role="status"');
    expect(view).toContain('Loading...');
    expect(view).not.toContain('Seed swap on Saturday');
  });

  it('never runs a script or an event handler from the HTML', () => {
    const { container } = render(
      embedElement(
        '<p>Sign-up sheet</p><script>window.embedHacked = "script"</script><img src="x" alt="" onerror="window.embedHacked = \'onerror\'">',
      ),
    );
    act(() => vi.advanceTimersByTime(350));
    expect(screen.getByText('Sign-up sheet')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/<script|onerror|embedHacked/);
    fireEvent.error(screen.getByRole('presentation'));
    act(() => vi.advanceTimersByTime(1000));
    expect(window.embedHacked).toBeUndefined();
  });

  it('keeps an iframe, forced into the sandbox and named when the CMS left out its title', () => {
    render(
      embedElement(
        '<iframe src="https://player.vimeo.com/video/76979871" sandbox="allow-scripts allow-top-navigation allow-forms" width="600" height="400"></iframe>',
      ),
    );
    act(() => vi.advanceTimersByTime(350));
    const frame = screen.getByTitle('Embedded content');
    expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
    expect(frame).toHaveAttribute('sandbox', iframeSandbox);
    expect(frame).toHaveAttribute('title', 'Embedded content');
  });

  it('shows a frame from a host the page policy does not name as a link to its page', () => {
    render(
      embedElement(
        '<p>Sign up below.</p><iframe src="https://forms.example.com/seed-swap" title="Seed swap sign-up"></iframe>',
      ),
    );
    act(() => vi.advanceTimersByTime(350));
    expect(screen.queryByTitle('Seed swap sign-up')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Seed swap sign-up (forms.example.com)' }),
    ).toHaveAttribute('href', 'https://forms.example.com/seed-swap');
    expect(screen.getByText('Sign up below.')).toBeInTheDocument();
  });

  it('puts a table in a box that scrolls by keyboard, named after its caption', () => {
    render(
      embedElement(
        '<table><caption>Sowing calendar</caption><tr><th>Crop</th><td>Tomatoes</td></tr></table><table><tr><td>Garlic</td></tr></table>',
      ),
    );
    act(() => vi.advanceTimersByTime(350));
    const [captioned, plain] = screen.getAllByRole('table');
    const box = screen.getByRole('group', { name: 'Sowing calendar' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(captioned!);
    expect(screen.getByRole('group', { name: untitledTableName })).toContainElement(plain!);
  });

  it('drops an iframe that points at a relative address', () => {
    render(embedElement('<iframe src="/account" title="Account"></iframe>'));
    act(() => vi.advanceTimersByTime(350));
    expect(screen.getByTitle('Account')).not.toHaveAttribute('src');
  });
});
