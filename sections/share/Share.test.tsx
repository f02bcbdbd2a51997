import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareSections } from '#src/demo/sections/share.ts';
import shareModule from './index.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './Share.stories.tsx';

function renderShare(content: Record<string, unknown> = {}) {
  return renderSection(shareModule, { content }, { initialPath: '/blog/garlic' });
}

/** Puts a stand-in clipboard on the navigator (after userEvent.setup, which installs its own). */
function fakeClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

const pageUrl = 'http://localhost:3000/blog/garlic';

const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(() => {
  if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
});

testSectionSchema(shareModule, {
  demos: shareSections,
});

testStoryCatalogue(shareModule, stories);

describe('share section', () => {
  it('shows the headline "Share This Post" when none is given', () => {
    renderShare({});
    expect(screen.getByRole('heading', { level: 2, name: 'Share This Post' })).toBeInTheDocument();
  });

  it('shows the editor’s headline', () => {
    renderShare({ headline: 'Send this to a fellow tomato grower' });
    expect(
      screen.getByRole('heading', { name: 'Send this to a fellow tomato grower' }),
    ).toBeInTheDocument();
  });

  it('links to Twitter, Facebook and Pinterest with the page’s address, each in a new tab', () => {
    renderShare();
    const expected = {
      'Share on Twitter': `https://twitter.com/intent/tweet?url=${encodeURIComponent(pageUrl)}`,
      'Share on Facebook': `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
      'Share on Pinterest': `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent(pageUrl)}`,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('offers an e-mail with a subject and the page’s address', () => {
    renderShare();
    const href = screen.getByRole('link', { name: 'Share by Email' }).getAttribute('href')!;
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Something from Trellis I thought you would like');
    expect(params.get('body')).toBe(pageUrl);
  });

  it('copies the page’s address and says "Copied Page URL"', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    fakeClipboard({ writeText });
    renderShare();

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));

    expect(writeText).toHaveBeenCalledExactlyOnceWith(pageUrl);
    expect(await screen.findByText('Copied Page URL')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the address selected in a field when there is no clipboard', async () => {
    const user = userEvent.setup();
    fakeClipboard(undefined);
    renderShare();

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));

    const field = await screen.findByRole('textbox', { name: 'Page URL' });
    expect(field).toHaveValue(pageUrl);
    expect(field).toHaveFocus();
    expect((field as HTMLInputElement).selectionStart).toBe(0);
    expect((field as HTMLInputElement).selectionEnd).toBe(pageUrl.length);
    expect(screen.queryByText('Copied Page URL')).not.toBeInTheDocument();
  });

  it('falls back to the field, without an error, when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    fakeClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('Denied')) });
    renderShare();

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));

    expect(await screen.findByRole('textbox', { name: 'Page URL' })).toHaveValue(pageUrl);
    expect(screen.queryByText('Copied Page URL')).not.toBeInTheDocument();
  });

  it('rejects a headline that is not text, naming the field', () => {
    expect(parseSection(shareModule, { headline: ['Share'] })).toMatchObject({
      ok: false,
      field: 'content.headline',
      message: 'The headline must be text.',
    });
  });
});
