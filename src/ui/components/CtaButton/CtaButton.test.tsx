import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '#src/lib/api/ApiProvider.tsx';
import { createApiClient } from '#src/lib/api/client.ts';
import type { CtaButtonWire } from '#src/lib/api/types.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { CtaButton, CtaButtons, ctaButtonColours } from './index.ts';

function renderWith(ui: ReactNode, fetchImpl?: typeof fetch) {
  const client = fetchImpl ? createApiClient({ baseUrl: '/api', fetch: fetchImpl }) : undefined;
  // The slot makes "renders nothing" checkable next to what the providers themselves render.
  const slot = (
    <div role="group" aria-label="Calls to action">
      {ui}
    </div>
  );
  render(
    <StoryProviders>
      {client ? <ApiProvider client={client}>{slot}</ApiProvider> : slot}
    </StoryProviders>,
  );
  return { slot: screen.getByRole('group', { name: 'Calls to action' }) };
}

describe('CtaButton', () => {
  it('links to its target with its trimmed text', () => {
    renderWith(<CtaButton button={{ buttonText: '  Plan my garden ', link: '/design' }} />);
    expect(screen.getByRole('link', { name: 'Plan my garden' })).toHaveAttribute('href', '/design');
  });

  it('renders nothing when its text is blank after trimming', () => {
    const { slot } = renderWith(<CtaButton button={{ buttonText: ' \n\t ', link: '/design' }} />);
    expect(slot).toBeEmptyDOMElement();
  });

  it('paints a link button in the CMS colours', () => {
    renderWith(
      <CtaButton
        button={{
          buttonText: 'Book a call',
          link: '/design',
          fontColor: 'rgb(255, 255, 255)',
          borderColor: 'rgb(0, 0, 0)',
          backgroundColor: 'rgb(143, 53, 34)',
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Book a call' })).toHaveStyle({
      color: 'rgb(255, 255, 255)',
      borderColor: 'rgb(0, 0, 0)',
      backgroundColor: 'rgb(143, 53, 34)',
    });
  });

  it('shows a link of "#" as plain text', () => {
    renderWith(<CtaButton button={{ buttonText: 'Coming soon', link: '#' }} />);
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens a sign-up dialog titled with its text that sends its tag and list', async () => {
    const user = userEvent.setup();
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    const button: CtaButtonWire = {
      buttonText: 'Get the calendar',
      isOptInForm: true,
      optInFormTag: 'calendar',
      listId: 4,
    };
    renderWith(<CtaButton button={button} />, fetchImpl);

    const opener = screen.getByRole('button', { name: 'Get the calendar' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    // The dialog's code loads on the first press.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Get the calendar' },
      { timeout: 5000 },
    );
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email address' }),
      'rose@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));

    expect(await within(dialog).findByText('Thank you for your submission.')).toBeInTheDocument();
    expect(JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'rose@example.com',
      tag: 'calendar',
      listid: '4',
      addOptin: false,
    });
  });

  it('gives focus back to the opt-in button when the dialog closes', async () => {
    const user = userEvent.setup();
    renderWith(<CtaButton button={{ buttonText: 'Join', isOptInForm: true }} />);
    const trigger = screen.getByRole('button', { name: 'Join' });
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Join' }, { timeout: 5000 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

describe('CtaButtons', () => {
  it('shows the buttons with text in order and leaves out the blank ones', () => {
    renderWith(
      <CtaButtons
        buttons={[
          { id: 1, buttonText: 'Plan my garden', link: '/design' },
          { id: 2, buttonText: '   ', link: '/blog' },
          { id: 3, buttonText: 'Join', isOptInForm: true },
          { id: 4, buttonText: 'Take the Quiz', link: '/quiz' },
        ]}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Plan my garden',
      'Take the Quiz',
    ]);
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it('renders nothing when no button has text', () => {
    const { slot } = renderWith(<CtaButtons buttons={[{ buttonText: '' }, { buttonText: ' ' }]} />);
    expect(slot).toBeEmptyDOMElement();
  });

  it('renders nothing without buttons', () => {
    const { slot } = renderWith(<CtaButtons />);
    expect(slot).toBeEmptyDOMElement();
  });
});

describe('ctaButtonColours', () => {
  it('keeps only the colours that are given', () => {
    expect(ctaButtonColours({ fontColor: '#fff', borderColor: ' ', backgroundColor: '' })).toEqual({
      color: '#fff',
    });
    expect(ctaButtonColours({})).toBeUndefined();
  });
});
