import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerSanitizer } from '#src/lib/sanitize/loadSanitizer.ts';
import { sanitizeHtml } from '#src/lib/sanitize/sanitizeHtml.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { RichText, type RichTextProps } from './index.ts';

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
}

function renderRichText(props: RichTextProps) {
  return render(
    <StoryProviders initialPath="/guides">
      <main>
        <RichText {...props} />
      </main>
      <CurrentPath />
    </StoryProviders>,
  );
}

describe('RichText', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('shows the text without scripts or event handlers, keeping its links', () => {
    renderRichText({
      html: '<p>Read the <a href="/blog">blog</a>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="">',
    });
    expect(screen.getByRole('link', { name: 'blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText(/Read the/)).toHaveTextContent('Read the blog.');
    expect(screen.getByRole('main').innerHTML).not.toMatch(/<script|window\.hacked|onerror/);
  });

  it('does not keep a javascript: link as a link', () => {
    renderRichText({ html: '<p><a href="javascript:alert(1)">Not a link</a></p>' });
    expect(screen.getByText('Not a link')).not.toHaveAttribute('href');
  });

  it('scrolls smoothly to the target of an in-page link and moves focus there', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    renderRichText({
      html: '<p><a href="#watering">Watering</a></p><h3 id="watering">Watering your beds</h3>',
    });

    await user.click(screen.getByRole('link', { name: 'Watering' }));

    const target = screen.getByRole('heading', { name: 'Watering your beds' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(target).toHaveFocus();
    expect(window.location.hash).toBe('#watering');
  });

  it('follows a link to another page of the site without reloading', async () => {
    const user = userEvent.setup();
    renderRichText({
      html: '<p>See <a href="http://localhost:3000/frost-calculator?zip=10001">frost dates</a>.</p>',
    });
    await user.click(screen.getByRole('link', { name: 'frost dates' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/frost-calculator',
    );
  });

  it('goes nowhere from a bare "#" link', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    renderRichText({ html: '<p><a href="#">Coming soon</a></p>' });
    await user.click(screen.getByText('Coming soon'));
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/guides');
  });

  it('leaves a link that opens a new tab to the browser', async () => {
    const user = userEvent.setup();
    const prevented: boolean[] = [];
    // Listens after the rich text's own handler (the click bubbles up to the document last).
    const onClick = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    renderRichText({ html: '<p><a href="/shop" target="_blank">The shop</a></p>' });
    const link = screen.getByRole('link', { name: 'The shop' });
    await user.click(link);
    document.removeEventListener('click', onClick);
    expect(prevented).toEqual([false]);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/guides');
  });

  it('renders nothing when no text is left after sanitizing', () => {
    renderRichText({ html: '  <script>window.hacked = true</script> ' });
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
  });
});

describe('RichText in the browser', () => {
  afterEach(() => registerSanitizer(sanitizeHtml));

  it('reuses the HTML the server rendered and never loads the sanitizer to hydrate it', async () => {
    const html = '<p>Mulch in <a href="/guides/autumn">autumn</a></p><script>window.x = 1</script>';
    const element = (
      <StoryProviders initialPath="/guides">
        <RichText html={html} />
      </StoryProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const sanitize = vi.fn(() => '<p>from the browser</p>');
    registerSanitizer(sanitize);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    expect(sanitize).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // The server's sanitizer already took the script out; the browser kept its clean HTML.
    expect(container.innerHTML).not.toContain('<script');
    expect(within(container).getByRole('link', { name: 'autumn' })).toHaveAttribute(
      'href',
      '/guides/autumn',
    );
    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });

  it('sanitizes HTML that was not rendered by the server', () => {
    const sanitize = vi.fn(() => '<p>Clean in the browser</p>');
    registerSanitizer(sanitize);
    renderRichText({ html: '<p>New text</p><img src=x onerror="alert(1)">' });
    expect(sanitize).toHaveBeenCalledWith('<p>New text</p><img src=x onerror="alert(1)">');
    expect(screen.getByText('Clean in the browser')).toBeInTheDocument();
  });
});
