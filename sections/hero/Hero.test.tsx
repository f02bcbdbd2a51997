import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import heroModule from './index.ts';
import { heroSections } from '#src/demo/sections/hero.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './Hero.stories.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderHero(content: Record<string, unknown>, layout: 'default' | 'opt-in' = 'default') {
  return renderSection(heroModule, { content, options: { Layout: { layout } } });
}

const optInHero = {
  headline: 'Get our free planting calendar',
  subheadline: 'Know what to sow, and when',
  body: '<p>A short, seasonal e-mail.</p>',
  image: '/api/media/seedlings.svg',
  listId: 3,
  ac_tag: ' planting-calendar, hero-optin ',
};

testSectionSchema(heroModule, {
  demos: heroSections,
  required: {
    headline: 'The headline is required.',
  },
});

testStoryCatalogue(heroModule, stories);

describe('hero section', () => {
  it('shows the headline as the page heading with its subheadline, text and buttons', () => {
    const { container } = renderHero({
      headline: 'Grow your own kitchen garden',
      subheadline: 'Fresh food, steps from your back door',
      body: '<p>We help you plan, plant and harvest.</p><script>window.hacked = true</script>',
      image: '/api/media/kitchen-garden-hero.svg',
      buttons: [{ buttonText: 'Take the Quiz', link: '/quiz' }],
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Grow your own kitchen garden' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fresh food, steps from your back door')).toBeInTheDocument();
    expect(screen.getByText('We help you plan, plant and harvest.')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/<script|window\.hacked/);
    expect(screen.getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute('href', '/quiz');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('has no sign-up form in the default layout', () => {
    renderHero(optInHero, 'default');
    expect(screen.queryByRole('textbox', { name: /email address/i })).not.toBeInTheDocument();
  });

  it('signs a visitor up with the list and tag of the section in the opt-in layout', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('*/api/opt-in', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ data: { status: 'subscribed' } });
      }),
    );
    const user = userEvent.setup();
    renderHero(optInHero, 'opt-in');

    await user.type(screen.getByRole('textbox', { name: /email address/i }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Thank you for your submission.')).toBeInTheDocument();
    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({
      email: 'ada@example.com',
      tag: 'planting-calendar,hero-optin',
      listid: '3',
      addOptin: false,
    });
  });

  it('shows the server’s message for the e-mail field and keeps what was typed when the sign-up is refused', async () => {
    server.use(
      http.post('*/api/opt-in', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { email: ['This e-mail address cannot receive mail.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderHero(optInHero, 'opt-in');

    const field = screen.getByRole('textbox', { name: /email address/i });
    await user.type(field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('This e-mail address cannot receive mail.')).toBeInTheDocument();
    expect(field).toHaveValue('ada@example.com');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to the default layout for an unknown layout name', () => {
    expect(parseSection(heroModule, optInHero, { Layout: { layout: 'split' } })).toMatchObject({
      ok: true,
      section: { layout: 'default' },
    });
    expect(parseSection(heroModule, optInHero, { Layout: { layout: 'opt-in' } })).toMatchObject({
      ok: true,
      section: { layout: 'opt-in' },
    });
  });
});
