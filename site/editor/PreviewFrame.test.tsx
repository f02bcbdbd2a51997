import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import type { PreviewRenderMessage } from './previewMessages.ts';

/** The editor's window, as the frame sees it (`window.parent`). */
const editor = { postMessage: vi.fn() } as unknown as Window & { postMessage: typeof vi.fn };

function send(sections: unknown[], source: unknown = editor, origin = window.location.origin) {
  const data: PreviewRenderMessage = {
    kind: 'trellis-preview:render',
    sections: sections as PageSectionWire[],
    reveal: 'all',
  };
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  });
}

describe('the live preview’s frame', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'parent', { value: editor, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(window, 'parent', { value: window, configurable: true });
    vi.restoreAllMocks();
  });

  it('tells the editor it is ready and renders what it sends, with notices', async () => {
    render(
      <StoryProviders>
        <PreviewFrame />
      </StoryProviders>,
    );
    expect(editor.postMessage).toHaveBeenCalledWith(
      { kind: 'trellis-preview:ready' },
      window.location.origin,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    send([
      { id: 1, type: 'headline', content: { headline: 'Straight from the editor' } },
      { id: 2, type: 'headline', content: {} },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Straight from the editor' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('note', { name: 'Section 2 problem' })).toHaveTextContent(
      'Section 2 (type “headline”) is not shown to visitors',
    );
  });

  it('sanitizes what it renders: a pasted script never runs', async () => {
    const ran = vi.fn();
    (window as unknown as { __previewRan: () => void }).__previewRan = ran;
    render(
      <StoryProviders>
        <PreviewFrame />
      </StoryProviders>,
    );
    send([
      {
        id: 1,
        type: 'body',
        content: {
          body: '<p>Safe words</p><script>window.__previewRan()</script><img src="x" onerror="window.__previewRan()"><a href="javascript:window.__previewRan()">link</a>',
        },
      },
    ]);
    expect(await screen.findByText('Safe words', {}, { timeout: 5000 })).toBeVisible();
    const { innerHTML } = screen.getByRole('main');
    expect(innerHTML).not.toMatch(/<script|onerror|javascript:/i);
    expect(screen.getByText('link')).not.toHaveAttribute(
      'href',
      expect.stringMatching(/^javascript/),
    );
    expect(ran).not.toHaveBeenCalled();
  });

  it('ignores messages from other windows and origins', async () => {
    render(
      <StoryProviders>
        <PreviewFrame />
      </StoryProviders>,
    );
    const section = { id: 1, type: 'headline', content: { headline: 'Injected' } };
    send([section], window);
    send([section], editor, 'https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Injected')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-preview-frame', 'waiting');
  });
});
