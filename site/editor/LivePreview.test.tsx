import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { LivePreview, demoJson } from './LivePreview.tsx';
import type { PreviewRenderMessage } from './previewMessages.ts';

function renderPreview(path = '/preview') {
  return render(
    <StoryProviders initialPath={path}>
      <LivePreview />
    </StoryProviders>,
  );
}

/** The frame says it is ready, as PreviewFrame does; returns what the editor posts to it. */
function readyFrame() {
  const frame = screen.getByTitle(/Rendered sections/) as HTMLIFrameElement;
  const target = frame.contentWindow!;
  const posted = vi.spyOn(target, 'postMessage');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { kind: 'trellis-preview:ready' },
        origin: window.location.origin,
        source: target,
      }),
    );
  });
  return posted;
}

const lastMessage = (posted: ReturnType<typeof readyFrame>) =>
  posted.mock.calls.at(-1)?.[0] as PreviewRenderMessage | undefined;

const jsonBox = () => screen.getByRole('textbox', { name: 'Section or page JSON' });

describe('the live preview', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts from the demo content of the type in the address, and sends it to the frame', async () => {
    renderPreview('/preview?type=faq');
    expect(screen.getByRole('heading', { level: 1, name: 'Live section preview' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Section type' })).toHaveValue('faq');
    expect(jsonBox()).toHaveValue(demoJson('faq'));
    expect(await screen.findByText('No problems: every section can be shown.')).toBeVisible();
    const posted = readyFrame();
    await waitFor(() => expect(lastMessage(posted)?.sections[0]?.type).toBe('faq'));
    expect(lastMessage(posted)?.reveal).toBe('all');
    expect(posted.mock.calls.at(-1)?.[1]).toBe(window.location.origin);
  });

  it('sends the sections to a frame that said it was ready before the editor listened', async () => {
    // The frame hydrated first: its ready message came before this page's listener, and no other
    // comes. The frame still gets what to render.
    renderPreview('/preview?type=faq');
    const frame = screen.getByTitle(/Rendered sections/) as HTMLIFrameElement;
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    await waitFor(() => expect(lastMessage(posted)?.sections[0]?.type).toBe('faq'));
    expect(posted.mock.calls.at(-1)?.[1]).toBe(window.location.origin);
  });

  it('loads another type’s demo content from the picker', async () => {
    const user = userEvent.setup();
    renderPreview();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section type' }), 'headline');
    await user.click(screen.getByRole('button', { name: 'Start from its demo content' }));
    expect(jsonBox()).toHaveValue(demoJson('headline'));
    expect(JSON.parse(demoJson('headline'))[0].type).toBe('headline');
  });

  it('lists each problem of invalid content with its position, type and field', async () => {
    renderPreview();
    fireEvent.change(jsonBox(), {
      target: {
        value: JSON.stringify([
          { type: 'headline', content: { headline: 'Fine' } },
          { type: 'hero', content: { headline: '' } },
          { type: 'no-such-type', content: {} },
        ]),
      },
    });
    const list = await screen.findByRole('region', { name: /2 problems/ }, { timeout: 5000 });
    expect(list).toHaveTextContent(
      'Section 3 (type “no-such-type”): No section module is registered for this type.',
    );
    expect(
      await screen.findByText(
        'Section 2 (type “hero”): field content.headline: The headline is required.',
      ),
    ).toBeVisible();
    expect(jsonBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says where broken JSON breaks and keeps the last good rendering in the frame', async () => {
    renderPreview('/preview?type=headline');
    const posted = readyFrame();
    await waitFor(() => expect(lastMessage(posted)?.sections[0]?.type).toBe('headline'));
    const before = posted.mock.calls.length;
    fireEvent.change(jsonBox(), { target: { value: '[\n  { "type": "hero" ' } });
    expect(await screen.findByText(/The text is not valid JSON at line 2, column/)).toBeVisible();
    expect(
      screen.getByText('The preview keeps showing the last JSON that could be read.'),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(posted.mock.calls.length).toBe(before);
  });

  it('switches the frame’s width and simulates time_reveal', async () => {
    const user = userEvent.setup();
    renderPreview('/preview?type=headline');
    const posted = readyFrame();
    const frame = screen.getByTitle(/Rendered sections/);
    expect(frame).toHaveAttribute('width', '375');
    await user.click(screen.getByRole('radio', { name: '768 px' }));
    expect(frame).toHaveAttribute('width', '768');
    expect(frame).toHaveAccessibleName('Rendered sections, 768 px wide');

    fireEvent.change(jsonBox(), {
      target: {
        value: JSON.stringify([
          { type: 'headline', content: { headline: 'Now' } },
          { type: 'headline', content: { headline: 'Later', time_reveal: 3 } },
        ]),
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Simulate a visit' }));
    expect(
      await screen.findByText('Section 2 (type “headline”) appears after 3 minutes.'),
    ).toBeVisible();
    await waitFor(() => expect(lastMessage(posted)?.reveal).toEqual({ minutes: 0 }));
    const minutes = screen.getByRole('spinbutton', { name: 'Minutes since the visitor arrived' });
    await user.clear(minutes);
    await user.type(minutes, '3');
    await waitFor(() => expect(lastMessage(posted)?.reveal).toEqual({ minutes: 3 }));
    expect(screen.queryByText(/appears after 3 minutes/)).not.toBeInTheDocument();
  });
});
